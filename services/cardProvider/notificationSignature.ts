/**
 * The HMAC signature of the card provider's notifications (the webhook), as Adyen signs its standard notifications:
 * base64(HMAC-SHA256(key, "pspReference:originalReference:merchantAccountCode:merchantReference:value:currency:
 * eventCode:success")), the key given in hex, absent parts as empty strings. The provider signs with
 * `signNotificationItem`; the receiver (the subscription service) checks with `verifyNotificationItem`.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";

/** The parts of a `NotificationRequestItem` that are signed. */
export interface SignedNotificationFields {
  pspReference?: string;
  originalReference?: string;
  merchantAccountCode?: string;
  merchantReference?: string;
  amount?: { value?: number; currency?: string };
  eventCode?: string;
  success?: string;
}

/** A notification item as received, its signature in `additionalData.hmacSignature`. */
export interface ReceivedNotificationItem extends SignedNotificationFields {
  additionalData?: { hmacSignature?: string } & Record<string, unknown>;
}

/** The key's bytes; throws when the key is not hex (an even number of 0-9a-f, at least 16 bytes). */
export function hmacKeyBytes(hexKey: string): Buffer {
  const key = hexKey.trim();
  if (!/^(?:[0-9a-fA-F]{2}){16,}$/.test(key)) throw new Error("The card provider's HMAC key must be hex (at least 32 hex digits).");
  return Buffer.from(key, "hex");
}

/** The signed text: the eight parts joined with ':', each absent one empty. */
export function notificationSigningText(item: SignedNotificationFields): string {
  const value = item.amount?.value;
  return [
    item.pspReference ?? "",
    item.originalReference ?? "",
    item.merchantAccountCode ?? "",
    item.merchantReference ?? "",
    value === undefined ? "" : String(value),
    item.amount?.currency ?? "",
    item.eventCode ?? "",
    item.success ?? "",
  ].join(":");
}

/** The item's `hmacSignature` under the key (hex). */
export function signNotificationItem(item: SignedNotificationFields, hexKey: string): string {
  return createHmac("sha256", hmacKeyBytes(hexKey)).update(notificationSigningText(item), "utf8").digest("base64");
}

/**
 * Whether the item's `additionalData.hmacSignature` is its signature under the key (hex), compared in constant time.
 * A missing signature, or a key that is not hex, is false.
 */
export function verifyNotificationItem(item: ReceivedNotificationItem, hexKey: string): boolean {
  const given = item.additionalData?.hmacSignature;
  if (typeof given !== "string" || given === "") return false;
  let expected: Buffer;
  try {
    expected = Buffer.from(signNotificationItem(item, hexKey), "utf8");
  } catch {
    return false;
  }
  // The base64 texts themselves, so no other spelling of the same bytes passes.
  const actual = Buffer.from(given, "utf8");
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** One item of the notification body, as the provider sends it (the receiver may parse with it). */
export const notificationItemSchema = z.object({
  eventCode: z.string(),
  success: z.enum(["true", "false"]),
  pspReference: z.string(),
  originalReference: z.string().optional(),
  merchantAccountCode: z.string(),
  merchantReference: z.string(),
  amount: z.object({ value: z.number().int(), currency: z.string() }),
  eventDate: z.string(),
  reason: z.string().optional(),
  additionalData: z.record(z.string(), z.string()).optional(),
});
export type NotificationItem = z.output<typeof notificationItemSchema>;

/** The notification body: `{ live: "false", notificationItems: [{ NotificationRequestItem }] }`. */
export const notificationRequestSchema = z.object({
  live: z.enum(["true", "false"]),
  notificationItems: z.array(z.object({ NotificationRequestItem: notificationItemSchema })).min(1),
});
export type NotificationRequest = z.output<typeof notificationRequestSchema>;
