/**
 * The HMAC signature of the carrier provider's notifications (docs/carrier-billing.md "Notifications"):
 * base64(HMAC-SHA256(the key's bytes from hex, the signing text)), the signing text being these twelve fields joined
 * with `|`, an absent one empty:
 * `notificationId|event|contractId|transactionId|merchantReference|chargeType|sequence|productId|value|currency|reason|occurredAt`.
 * No field may hold a `|` (both sides' schemas refuse it), so the text reads back one way only. The provider signs
 * with `signCarrierNotification`; the subscription service checks with `verifyCarrierNotification`, in constant time.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";

export const carrierEvents = ["CHARGED", "CHARGE_FAILED", "CONTRACT_CANCELED", "CONTRACT_RESUMED"] as const;
export type CarrierEvent = (typeof carrierEvents)[number];
export const chargeTypes = ["FIRST", "RENEWAL", "REACTIVATION"] as const;
export type ChargeType = (typeof chargeTypes)[number];

/** The signed parts of a notification, as strings and numbers whatever their meaning (the receiver's view). */
export interface SignedCarrierFields {
  notificationId: string;
  event: string;
  contractId: string;
  transactionId: string;
  merchantReference: string;
  chargeType?: string | undefined;
  sequence: number;
  productId: string;
  amount: { value: number; currency: string };
  reason?: string | undefined;
  occurredAt: string;
}

/** The key's bytes; throws when the key is not hex (an even number of 0-9a-f, at least 16 bytes). */
export function carrierHmacKeyBytes(hexKey: string): Buffer {
  const key = hexKey.trim();
  if (!/^(?:[0-9a-fA-F]{2}){16,}$/.test(key)) throw new Error("The carrier provider's HMAC key must be hex (at least 32 hex digits).");
  return Buffer.from(key, "hex");
}

export function carrierSigningText(fields: SignedCarrierFields): string {
  return [
    fields.notificationId,
    fields.event,
    fields.contractId,
    fields.transactionId,
    fields.merchantReference,
    fields.chargeType ?? "",
    String(fields.sequence),
    fields.productId,
    String(fields.amount.value),
    fields.amount.currency,
    fields.reason ?? "",
    fields.occurredAt,
  ].join("|");
}

export function signCarrierNotification(fields: SignedCarrierFields, hexKey: string): string {
  return createHmac("sha256", carrierHmacKeyBytes(hexKey)).update(carrierSigningText(fields), "utf8").digest("base64");
}

/** Whether `signature` is the fields' signature under the key (hex); a missing signature or a key not hex is false. */
export function verifyCarrierNotification(fields: SignedCarrierFields, signature: string | undefined, hexKey: string): boolean {
  if (signature === undefined || signature === "") return false;
  let expected: Buffer;
  try {
    expected = Buffer.from(signCarrierNotification(fields, hexKey), "utf8");
  } catch {
    return false;
  }
  // The base64 texts themselves, so no other spelling of the same bytes passes.
  const actual = Buffer.from(signature, "utf8");
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** An identifier as both sides write them: letters, digits, `_` and `-` (never a `|`). */
export const carrierIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "letters, digits, _ or -");

/** A notification as the provider writes it (its outbox holds this, without `signature`). */
export const carrierNotificationSchema = z.object({
  notificationId: carrierIdSchema,
  event: z.enum(carrierEvents),
  contractId: carrierIdSchema,
  transactionId: carrierIdSchema,
  merchantReference: carrierIdSchema,
  chargeType: z.enum(chargeTypes).optional(),
  sequence: z.number().int().min(1),
  productId: carrierIdSchema,
  amount: z.object({ value: z.number().int().min(0), currency: z.string().regex(/^[A-Z]{3}$/) }),
  reason: z.string().regex(/^[A-Z_]{1,64}$/).optional(),
  occurredAt: z.iso.datetime(),
});
export type CarrierNotification = z.output<typeof carrierNotificationSchema>;
