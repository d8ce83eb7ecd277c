/**
 * Spec 5 and 8: a service reply that carries the signature header, or comes from a protected call, must carry a keyed
 * hash (HMAC-SHA256) of its status and body made with `RESPONSE_SIGNING_KEY`, which the services and the web tier
 * share; else the call fails with SIGNATURE_MISMATCH. The protected calls are the ones the viewer's rights are read
 * from: who the user is (`userData`), what they subscribe to (`subscriptionData`) and what they may play
 * (`playout/new/drm`). The services sign those (services/http/signReplies.ts); the adapters' HTTP core checks
 * (adapters/http/httpClient.ts). Node only: the browser never calls the services.
 */
import { createHmac } from "node:crypto";
import { sameHex } from "./playoutSignature";

export const responseSignatureHeader = "x-response-signature";
export const devResponseSigningKey = "shasha-dev-response-signing-key";

/** The protected calls, as paths under their service's base address (the services see them under their mount). */
export const protectedReplyPaths: readonly string[] = ["/userData", "/subscriptionData", "/playout/new/drm"];

/** Whether a reply to `path` (no query) must be signed. */
export function isProtectedReplyPath(path: string): boolean {
  return protectedReplyPaths.some((protectedPath) => path === protectedPath || path.endsWith(protectedPath));
}

export function responseSignature(key: string, status: number, body: string): string {
  return createHmac("sha256", key).update(`${status}\n${body}`).digest("hex");
}

/** Whether `signature` is the reply's; never with an empty key or no signature (fail closed). */
export function verifyResponseSignature(key: string, status: number, body: string, signature: string | null): boolean {
  return key !== "" && signature !== null && sameHex(signature, responseSignature(key, status, body));
}
