/**
 * The signed `Authorization` header of spec 7's `playout/new/drm` call: the web tier (never the browser) signs
 * the timestamp, the content id and the country with `PLAYOUT_SECRET`, which it shares with the content
 * service; the service refuses a wrong signature (SIGNATURE_MISMATCH, spec 8) and a timestamp more than a
 * minute away from its clock.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export const devPlayoutSecret = "shasha-dev-playout-secret";
export const playoutClockSkewMs = 60_000;

export function playoutSignature(secret: string, ts: number, contentId: string, country: string): string {
  return createHmac("sha256", secret).update(`${ts}\n${contentId}\n${country}`).digest("hex");
}

export function playoutAuthorization(secret: string, ts: number, contentId: string, country: string): string {
  return `Signature ${playoutSignature(secret, ts, contentId, country)}`;
}

export function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, "utf8");
  const right = Buffer.from(b, "utf8");
  return left.length === right.length && timingSafeEqual(left, right);
}
