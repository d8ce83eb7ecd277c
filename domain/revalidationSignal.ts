/**
 * The publish signal (issue 18): after a publish, a rollback or a scheduled change, the management service tells
 * the app which screen changed with a signed call to `POST /api/revalidate`, so viewers see it within seconds
 * instead of waiting out the page cache's 60 s. `REVALIDATE_SECRET` is shared by the two (a development default
 * where allowed, domain/runMode.ts); the signature covers the time and the body, and a call older than five
 * minutes is refused, so a recorded call cannot be replayed later.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { isDevelopmentDefaultsAllowed } from "./runMode";

export const devRevalidateSecret = "shasha-dev-revalidate-secret";
export const signatureHeader = "x-shasha-signature";
const maxSkewSeconds = 5 * 60;

export const revalidationBody = z.strictObject({
  screenId: z.string().min(1).max(200),
  reason: z.enum(["publish", "rollback", "schedule"]),
  version: z.number().int().nonnegative(),
});
export type RevalidationSignal = z.infer<typeof revalidationBody>;

/** `REVALIDATE_SECRET`, or the development default where allowed; undefined: the signal is off. */
export function revalidateSecret(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const configured = env.REVALIDATE_SECRET;
  if (configured !== undefined && configured.trim() !== "") return configured;
  return isDevelopmentDefaultsAllowed(env) ? devRevalidateSecret : undefined;
}

function mac(secret: string, seconds: number, body: string): string {
  return createHmac("sha256", secret).update(`${seconds}.${body}`, "utf8").digest("base64url");
}

/** The signature header's value for this body, now. */
export function signRevalidation(body: string, secret: string, now = Date.now()): string {
  const seconds = Math.floor(now / 1000);
  return `t=${seconds},v1=${mac(secret, seconds, body)}`;
}

/** Whether the header signs this body with this secret, within five minutes of now. */
export function verifyRevalidation(header: string | null, body: string, secret: string, now = Date.now()): boolean {
  const match = /^t=(\d{1,12}),v1=([A-Za-z0-9_-]{43})$/.exec(header ?? "");
  if (match === null) return false;
  const seconds = Number(match[1]);
  if (Math.abs(now / 1000 - seconds) > maxSkewSeconds) return false;
  const expected = Buffer.from(mac(secret, seconds, body));
  const given = Buffer.from(match[2] ?? "");
  return expected.length === given.length && timingSafeEqual(expected, given);
}
