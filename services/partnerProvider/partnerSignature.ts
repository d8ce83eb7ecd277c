/**
 * The partner providers' notifications (docs/partner-login.md "Notifications"): their body and its signature. The
 * provider signs the raw body as sent, lower-case hex of HMAC-SHA256(the partner's key from hex, the body's bytes), in
 * the `x-partner-signature` header; the subscription service checks it over the bytes it received, in constant time,
 * before reading anything from them. Signing the bytes (not a canonical text of some fields) means every field is
 * covered and nothing can be re-ordered or re-encoded unnoticed.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";

export const partnerSignatureHeader = "x-partner-signature";

export const partnerEventTypes = ["RENEWED", "CANCELED", "SUSPENDED"] as const;
export type PartnerEventType = (typeof partnerEventTypes)[number];

/** The notification body. */
export const partnerNotificationSchema = z
  .object({
    eventId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
    customerId: z.string().regex(/^[A-Z0-9-]{1,32}$/),
    type: z.enum(partnerEventTypes),
    /** The customer's paid-through date (ISO 8601). */
    validUntil: z.iso.datetime(),
    packages: z.array(z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/)).max(32),
    sentAt: z.iso.datetime(),
  })
  .strict();
export type PartnerNotification = z.output<typeof partnerNotificationSchema>;

/** The key's bytes; throws when the key is not hex (an even number of 0-9a-f, at least 16 bytes). */
export function partnerKeyBytes(hexKey: string): Buffer {
  const key = hexKey.trim();
  if (!/^(?:[0-9a-fA-F]{2}){16,}$/.test(key)) throw new Error("A partner provider's HMAC key must be hex (at least 32 hex digits).");
  return Buffer.from(key, "hex");
}

/** The signature of the raw body under the key (hex). */
export function signPartnerBody(body: string, hexKey: string): string {
  return createHmac("sha256", partnerKeyBytes(hexKey)).update(body, "utf8").digest("hex");
}

/** Whether `signature` is the raw body's under the key; missing, malformed or a bad key is false. */
export function verifyPartnerBody(body: string, signature: string | undefined, hexKey: string): boolean {
  if (signature === undefined || !/^[0-9a-f]{64}$/.test(signature)) return false;
  let expected: Buffer;
  try {
    expected = Buffer.from(signPartnerBody(body, hexKey), "hex");
  } catch {
    return false;
  }
  return timingSafeEqual(Buffer.from(signature, "hex"), expected);
}
