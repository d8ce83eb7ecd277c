/**
 * The bot-check provider's stand-in (issue 31 §5; domain/botCheck.ts says what the parts agree on). A real deployment
 * uses a captcha provider (reCAPTCHA, GeeTest) whose browser script and app SDKs hand out tokens the user service checks
 * with the provider's server API; here one object in the services' process plays the provider:
 * - `challenge(action)`: a signed proof-of-work challenge (ALTCHA's scheme) for the browser to solve;
 * - `appToken(action, platform)`: what the apps' SDK would return (the stand-in trusts the app; a real SDK attests the
 *   device);
 * - `verify(token)`: the server API's verdict. A token is spent by its first check and lives two minutes.
 * Spent tokens are remembered in memory until they expire: the stand-in runs as one process.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { sha256Hex } from "@/domain/botCheck";

export type BotCheckVerdict =
  | { success: true; action: string; kind: "browser" | "app"; platform?: string }
  | { success: false; errorCodes: ("invalid-input-response" | "timeout-or-duplicate")[] };

export interface BotCheckVerifier {
  verify(token: string): Promise<BotCheckVerdict>;
}

export interface BotCheckProvider extends BotCheckVerifier {
  challenge(action: string): Promise<{ algorithm: "SHA-256"; challenge: string; salt: string; maxNumber: number; signature: string }>;
  appToken(action: string, platform: string): string;
}

export interface BotCheckOptions {
  now: () => Date;
  /** How hard the browser's work is: the secret number is drawn up to this (default 20,000: a fraction of a second). */
  maxNumber?: number;
  /** Signs the challenges; a random one per start unless given (tests). */
  secret?: string;
}

export const botTokenLifetimeMs = 2 * 60 * 1000;
const actionPattern = /^[a-z][a-z-]{0,39}$/;
const appTokenPattern = /^app\.[0-9a-f]{48}$/;

const solutionSchema = z.object({
  challenge: z.string().regex(/^[0-9a-f]{64}$/),
  salt: z.string().max(256),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
  number: z.number().int().nonnegative(),
});

/** The salt carries what the signature vouches for: `{random}.{expiry ms}.{action}`. */
const saltPattern = /^([0-9a-f]{24})\.(\d{13})\.([a-z][a-z-]{0,39})$/;

function decodeSolution(token: string): z.output<typeof solutionSchema> | undefined {
  try {
    const parsed = solutionSchema.safeParse(JSON.parse(Buffer.from(token, "base64url").toString("utf8")));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function isBotCheckAction(action: string): boolean {
  return actionPattern.test(action);
}

export function createBotCheckProvider(options: BotCheckOptions): BotCheckProvider {
  const secret = options.secret ?? randomBytes(32).toString("hex");
  const maxNumber = options.maxNumber ?? 20_000;
  const spent = new Map<string, number>();
  const appTokens = new Map<string, { action: string; platform: string; expires: number }>();
  const sign = (challenge: string) => createHmac("sha256", secret).update(challenge).digest("hex");
  const invalid: BotCheckVerdict = { success: false, errorCodes: ["invalid-input-response"] };
  const stale: BotCheckVerdict = { success: false, errorCodes: ["timeout-or-duplicate"] };

  function forgetExpired(now: number): void {
    for (const [key, expires] of spent) if (expires <= now) spent.delete(key);
    for (const [key, token] of appTokens) if (token.expires <= now) appTokens.delete(key);
  }

  async function verifySolution(token: string, now: number): Promise<BotCheckVerdict> {
    const solution = decodeSolution(token);
    const salt = solution === undefined ? null : saltPattern.exec(solution.salt);
    if (solution === undefined || salt === null || solution.number > maxNumber) return invalid;
    const expected = Buffer.from(sign(solution.challenge), "hex");
    if (!timingSafeEqual(expected, Buffer.from(solution.signature, "hex"))) return invalid;
    if ((await sha256Hex(`${solution.salt}${solution.number}`)) !== solution.challenge) return invalid;
    const expires = Number(salt[2]);
    if (expires <= now || spent.has(solution.challenge)) return stale;
    spent.set(solution.challenge, expires);
    return { success: true, action: salt[3] ?? "", kind: "browser" };
  }

  return {
    async challenge(action) {
      const expires = options.now().getTime() + botTokenLifetimeMs;
      const salt = `${randomBytes(12).toString("hex")}.${expires}.${action}`;
      const challenge = await sha256Hex(`${salt}${randomInt(0, maxNumber + 1)}`);
      return { algorithm: "SHA-256", challenge, salt, maxNumber, signature: sign(challenge) };
    },
    appToken(action, platform) {
      const token = `app.${randomBytes(24).toString("hex")}`;
      appTokens.set(token, { action, platform, expires: options.now().getTime() + botTokenLifetimeMs });
      return token;
    },
    async verify(token) {
      const now = options.now().getTime();
      forgetExpired(now);
      if (!appTokenPattern.test(token)) return verifySolution(token, now);
      const issued = appTokens.get(token);
      if (issued === undefined) return invalid;
      appTokens.delete(token);
      return { success: true, action: issued.action, kind: "app", platform: issued.platform };
    },
  };
}
