/**
 * The DRM call's reply (spec 7: `{ signature, exp }`): a short-lived token binding a stream to its content,
 * signed with `DRM_SECRET`, which only the suite knows. The licence endpoint gives a key only for a valid,
 * unexpired token of a live stream.
 */
import { createHmac } from "node:crypto";
import { sameHex } from "@/domain/playoutSignature";

export const devDrmSecret = "shasha-dev-drm-secret";
/** Five minutes: long enough to fetch the licence, short enough that a leaked token is soon useless. */
export const drmTokenLifeSeconds = 300;

export function drmSignature(secret: string, streamId: string, contentId: string, exp: number): string {
  return createHmac("sha256", secret).update(`${streamId}\n${contentId}\n${exp}`).digest("hex");
}

export type DrmCheck = "ok" | "tampered" | "expired";

export function checkDrmToken(secret: string, token: { streamId: string; contentId: string; signature: string; exp: number }, nowSeconds: number): DrmCheck {
  if (!sameHex(drmSignature(secret, token.streamId, token.contentId, token.exp), token.signature)) return "tampered";
  return token.exp > nowSeconds ? "ok" : "expired";
}
