/**
 * The bot check (issue 31 §5, spec 4 "endpoints treated as needing a captcha", spec 8 "Mobile captcha"): what the
 * browser, the app and the user service agree on.
 *
 * - The user service refuses a call to one of `botCheckedPaths` without a valid token in the `captcha-token` header
 *   (CAPTCHA_REQUIRED, 400) or with a bad, expired or spent one (CAPTCHA_FAILED, 403).
 * - In a browser the token is the solution of a proof-of-work challenge from the provider (an ALTCHA-style check: the
 *   provider signs `challenge = SHA-256(salt + n)` for a secret n ≤ maxNumber, the browser finds n). In an app's web
 *   view the page first asks the app (native event `get-mobile-captcha-token`), whose SDK answers a token or one of
 *   `botCheckFailureCodes`; a failure is remembered in the `mobileCaptchaFailure` cookie for its spec 8 lifetime, during
 *   which the page checks in the browser instead of asking the app again.
 */
import * as check from "./check";

/**
 * The user-service paths (below its base) that need a token. The spec also lists `/verifyAccount` and v1's email proof
 * (`/verify-email`, `/verify-email/send`), which the local service does not serve (it has v2's); a service that does
 * must guard them too.
 */
export const botCheckedPaths: readonly string[] = [
  "/verify-email",
  "/verify-email/send",
  "/v2/verify-email",
  "/v2/verify-email/send",
  "/sendPhoneVerificationCode",
  "/v2/sendPhoneVerificationCode",
  "/verifyAccount",
  "/createAccount",
  "/updateProfile",
  "/validateOTP",
  "/linkPhoneEmailLogin",
  "/phoneLogin/otp",
];

export const botCheckHeader = "captcha-token";

/** Spec 4's bot-check failure codes, as the app's captcha SDK reports them. */
export const botCheckFailureCodes = ["RECAPTCHA_CLIENT_INIT_FAILED", "RECAPTCHA_ACTION_NULL", "RECAPTCHA_TOKEN_GENERATION_FAILED", "GEETEST_CAPTCHA_FAILURE"] as const;
export type BotCheckFailureCode = (typeof botCheckFailureCodes)[number];

export const mobileCaptchaFailureCookie = "mobileCaptchaFailure";

/**
 * Spec 8: how long the app is not asked again after a failure. A client that could not start waits 30 minutes; any
 * other failure 50 s. A code outside spec 4's list is the provider's own failure, as GEETEST_CAPTCHA_FAILURE is.
 */
export function failureCookieSeconds(code: string): number {
  return code === "RECAPTCHA_CLIENT_INIT_FAILED" ? 1800 : 50;
}

/** Spec 8 "provider failure": the one failure the viewer is told of (a toast with its code). */
export function isProviderFailure(code: string): boolean {
  return code !== "RECAPTCHA_CLIENT_INIT_FAILED" && code !== "RECAPTCHA_ACTION_NULL" && code !== "RECAPTCHA_TOKEN_GENERATION_FAILED";
}

export const botChallengeSchema = check.object({
  algorithm: check.literal("SHA-256"),
  challenge: check.refine(check.string, (value) => /^[0-9a-f]{64}$/.test(value), "a SHA-256 in hex"),
  salt: check.refine(check.string, (value) => value.length > 0 && value.length <= 256, "a salt"),
  maxNumber: check.refine(check.number, (value) => Number.isInteger(value) && value > 0 && value <= 10_000_000, "a whole number up to 10,000,000"),
  signature: check.refine(check.string, (value) => /^[0-9a-f]{64}$/.test(value), "an HMAC-SHA-256 in hex"),
});
export type BotChallenge = check.Infer<typeof botChallengeSchema>;

/** What a solved challenge sends: the challenge as issued and the number found, as base64url JSON. */
export interface BotSolution {
  challenge: string;
  salt: string;
  signature: string;
  number: number;
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export function encodeSolution(solution: BotSolution): string {
  const bytes = new TextEncoder().encode(JSON.stringify(solution));
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

/** The token of a solved challenge, or undefined when no number up to maxNumber solves it (a forged challenge). */
export async function solveChallenge(challenge: BotChallenge): Promise<string | undefined> {
  for (let number = 0; number <= challenge.maxNumber; number += 1) {
    if ((await sha256Hex(`${challenge.salt}${number}`)) === challenge.challenge) {
      return encodeSolution({ challenge: challenge.challenge, salt: challenge.salt, signature: challenge.signature, number });
    }
  }
  return undefined;
}
