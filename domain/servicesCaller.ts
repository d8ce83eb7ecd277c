/**
 * How the services know a call comes from the app (issue 27). The app forwards the viewer's address in
 * `x-client-address` for the services' per-address limits (sign-in, sign-up, codes, playout); anyone who can reach
 * the services' port could write that header too and pick their own throttle bucket. So the app and the services
 * share `SERVICES_CALLER_SECRET`, the app sends it in `x-services-caller` beside the address, and the services take
 * the address only from a caller that sent the right secret (services/user/clientAddress.ts); from anyone else the
 * TCP peer is the address. A development default where allowed (domain/runMode.ts), like the other shared secrets.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { isDevelopmentDefaultsAllowed } from "./runMode";

export const devServicesCallerSecret = "shasha-dev-services-caller-secret";
export const servicesCallerHeader = "x-services-caller";

/** `SERVICES_CALLER_SECRET`, or the development default where allowed; undefined: not configured. */
export function servicesCallerSecret(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const dev = isDevelopmentDefaultsAllowed(env);
  // As services/runConfig.ts reads it: used as written (not trimmed), and the public development value set by hand
  // counts as not set where development defaults are not allowed.
  const configured = env.SERVICES_CALLER_SECRET;
  if (configured !== undefined && configured.trim() !== "" && (dev || configured !== devServicesCallerSecret)) return configured;
  return dev ? devServicesCallerSecret : undefined;
}

const digest = (value: string): Buffer => createHash("sha256").update(value, "utf8").digest();

/**
 * Whether `given` is the shared secret. Both sides are hashed first, so the comparison takes the same time whatever
 * the given value's length or how much of it matches. An empty secret never matches.
 */
export function isServicesCaller(given: string | undefined, secret: string): boolean {
  if (given === undefined || given === "" || secret === "") return false;
  return timingSafeEqual(digest(given), digest(secret));
}
