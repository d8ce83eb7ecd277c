/**
 * The cash provider's notifications (docs/cash-payments.md "Notifications"): their body and its signature.
 *
 * Fawry signs its server notification with SHA-256 over its fields concatenated with the merchant's secure key. Plain
 * concatenation is ambiguous (a digit moved from the end of one field to the start of the next signs the same text)
 * and a bare hash of secret-plus-text is not a MAC, so the stand-in keeps Fawry's idea with a keyed hash over a
 * canonical string instead: `messageSignature` = lower-case hex of HMAC-SHA256(the key's bytes from hex,
 * "referenceNumber:merchantRefNumber:orderStatus:value:currency:paymentMethod:paymentTime:expirationTime"), a null part
 * as the empty string, numbers in decimal. No signed field may hold a ':' (the schema below forbids it), so the
 * string is unambiguous. The provider signs with `signCashNotification`; the subscription service checks with
 * `verifyCashNotification`, in constant time.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";

export const chargeStatuses = ["UNPAID", "PAID", "EXPIRED", "CANCELED"] as const;
export type ChargeStatus = (typeof chargeStatuses)[number];

/** The outlets' channels: a Fawry point of sale, or a wallet app. */
export const cashPaymentMethods = ["PAYATFAWRY", "MWALLET"] as const;

/** The notification body (what the provider POSTs to the merchant), its signature aside. */
export const cashNotificationSchema = z.object({
  referenceNumber: z.string().regex(/^\d{6,20}$/, "6 to 20 digits"),
  merchantRefNumber: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/, "1 to 64 letters, digits, dots, dashes or underscores"),
  /** PAID or EXPIRED; a receiver ignores any other (a later version may add some). */
  orderStatus: z.string().regex(/^[A-Z_]{1,32}$/),
  amount: z.object({ value: z.number().int().min(0).max(1_000_000_000), currency: z.string().regex(/^[A-Z]{3}$/) }),
  /** The channel it was paid through; null when not paid. */
  paymentMethod: z.string().regex(/^[A-Z_]{1,32}$/).nullable(),
  /** Milliseconds since the epoch, as Fawry's; null when not paid. */
  paymentTime: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).nullable(),
  expirationTime: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
});
export type CashNotification = z.output<typeof cashNotificationSchema>;

/** As received: the body and its `messageSignature` (checked separately). */
export const signedCashNotificationSchema = cashNotificationSchema.extend({ messageSignature: z.string().max(128).optional() });
export type SignedCashNotification = z.output<typeof signedCashNotificationSchema>;

/** The key's bytes; throws when the key is not hex (an even number of 0-9a-f, at least 16 bytes). */
export function cashKeyBytes(hexKey: string): Buffer {
  const key = hexKey.trim();
  if (!/^(?:[0-9a-fA-F]{2}){16,}$/.test(key)) throw new Error("The cash provider's HMAC key must be hex (at least 32 hex digits).");
  return Buffer.from(key, "hex");
}

/** The signed text: the eight parts joined with ':', a null one empty. */
export function cashSigningText(body: CashNotification): string {
  return [
    body.referenceNumber,
    body.merchantRefNumber,
    body.orderStatus,
    String(body.amount.value),
    body.amount.currency,
    body.paymentMethod ?? "",
    body.paymentTime === null ? "" : String(body.paymentTime),
    String(body.expirationTime),
  ].join(":");
}

/** The body's `messageSignature` under the key (hex). */
export function signCashNotification(body: CashNotification, hexKey: string): string {
  return createHmac("sha256", cashKeyBytes(hexKey)).update(cashSigningText(body), "utf8").digest("hex");
}

/** Whether `messageSignature` is the body's signature under the key (hex); missing, malformed or a bad key is false. */
export function verifyCashNotification(body: SignedCashNotification, hexKey: string): boolean {
  const given = body.messageSignature;
  if (given === undefined || !/^[0-9a-f]{64}$/.test(given)) return false;
  let expected: Buffer;
  try {
    expected = Buffer.from(signCashNotification(body, hexKey), "hex");
  } catch {
    return false;
  }
  return timingSafeEqual(Buffer.from(given, "hex"), expected);
}
