/**
 * A service reply as the local suite sends it, signed with the development key (domain/responseSignature.ts): for the
 * adapters' tests, whose stand-in replies include the protected calls'.
 */
import { devResponseSigningKey, responseSignature, responseSignatureHeader } from "@/domain/responseSignature";

export function signedResponse(text: string, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(text, { status, headers: { ...headers, [responseSignatureHeader]: responseSignature(devResponseSigningKey, status, text) } });
}
