/**
 * Development versus production (issue 8 "production guards"). Development defaults (well-known secrets and
 * tokens, the dev outbox, the seeded test accounts) are allowed outside production, or in production only when
 * `SHASHA_DEV_DEFAULTS=1` says so explicitly (`npm run dev`, the e2e suite and the bench set it).
 */
export function isProduction(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV === "production";
}

export function isDevelopmentDefaultsAllowed(env: NodeJS.ProcessEnv = process.env): boolean {
  return !isProduction(env) || env.SHASHA_DEV_DEFAULTS === "1";
}
