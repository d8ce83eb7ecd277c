/**
 * What the card payment calls (docs/subscription-service.md "Card payments (csg)") accept, checked with zod: the
 * browser's bodies, the card provider's replies and its notifications. Amounts are integer minor units.
 */
import { z } from "zod";
import { iso2Schema } from "./catalogueSchema";

const text = (max: number) => z.string().trim().min(1).max(max);
/** Signed fields are taken as they came (never trimmed): the signature is over their exact text. */
const raw = (max: number) => z.string().min(1).max(max);
const currency = z.string().regex(/^[A-Z]{3}$/);
/** Integer minor units (fils, halalas, cents), never a float. */
const minor = z.number().int().min(0).max(1_000_000_000);

export const moneySchema = z.object({ value: minor, currency });

export const billingAddressSchema = z.object({
  addressLine1: text(200),
  city: text(100),
  zip: text(20),
  state: text(100).optional(),
  country: iso2Schema,
});
export type BillingAddress = z.output<typeof billingAddressSchema>;

export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9-]{8,64}$/, "8 to 64 letters, digits or dashes");

/** A reservation's id (codes/redeem's `couponId`, deals/…/redeem's `dealRedemptionId`): looked up, never trusted. */
const reservationId = z.string().min(1).max(64);

/** At most one of `couponId` and `dealRedemptionId`: a purchase is priced by one reservation or by the catalogue. */
export const subscribeBody = z
  .object({
    productId: text(64),
    amount: moneySchema,
    paymentToken: text(200),
    idempotencyKey: idempotencyKeySchema,
    returnUrl: z.url({ protocol: /^https?$/ }).max(2048),
    billingAddress: billingAddressSchema.optional(),
    couponId: reservationId.optional(),
    dealRedemptionId: reservationId.optional(),
    /** A special offer of the catalogue (csgOffers.ts): its price, for an account eligible for it. */
    offerId: reservationId.optional(),
  })
  .refine((body) => [body.couponId, body.dealRedemptionId, body.offerId].filter((id) => id !== undefined).length <= 1, {
    message: "couponId, dealRedemptionId and offerId: at most one of them",
    path: ["offerId"],
  });
export type SubscribeBody = z.output<typeof subscribeBody>;

/** `csg/upgrade`, strict: a field the contract does not name is refused, not ignored. */
export const upgradeBody = z.strictObject({
  productId: text(64),
  amount: z.strictObject({ value: minor, currency }),
  idempotencyKey: idempotencyKeySchema,
});
export type UpgradeBody = z.output<typeof upgradeBody>;

/** `csg/changeCard`: the new card's token from the hosted fields, and its billing address where the country asks for one. */
export const cardChangeBody = z.strictObject({
  paymentToken: text(200),
  idempotencyKey: idempotencyKeySchema,
  returnUrl: z.url({ protocol: /^https?$/ }).max(2048),
  billingAddress: billingAddressSchema.optional(),
});
export type CardChangeBody = z.output<typeof cardChangeBody>;

export const paymentDetailsBody = z.object({ orderId: text(64), redirectResult: text(4096) });

export const walletBody = z.object({ isDefault: z.boolean().optional() });

export const resultCodes = ["Authorised", "Refused", "RedirectShopper"] as const;

/** `POST {apiUrl}/v1/payments`. */
export const providerPaymentReply = z.object({
  pspReference: text(64),
  resultCode: z.enum(resultCodes),
  refusalReason: z.string().max(500).optional(),
  refusalReasonCode: z.string().max(20).optional(),
  action: z.object({ type: z.literal("redirect"), url: z.url({ protocol: /^https?$/ }).max(4096) }).optional(),
});
export type ProviderPaymentReply = z.output<typeof providerPaymentReply>;

/** `POST {apiUrl}/v1/payments/details`. */
export const providerDetailsReply = z.object({
  pspReference: text(64),
  resultCode: z.enum(resultCodes),
  refusalReason: z.string().max(500).optional(),
  merchantReference: text(64),
  action: z.object({ type: z.literal("redirect"), url: z.url({ protocol: /^https?$/ }).max(4096) }).optional(),
});

/** One `NotificationRequestItem`; the signature is in `additionalData.hmacSignature` (checked separately). */
export const notificationItemSchema = z.object({
  eventCode: raw(64),
  success: z.enum(["true", "false"]),
  pspReference: raw(64),
  originalReference: z.string().max(64).optional(),
  merchantAccountCode: raw(64),
  merchantReference: raw(64),
  amount: z.object({ value: z.number().int(), currency: z.string().max(3) }),
  eventDate: z.string().max(64),
  reason: z.string().max(500).optional(),
  additionalData: z.record(z.string(), z.string().max(512)).optional(),
});
export type NotificationItem = z.output<typeof notificationItemSchema>;

export const notificationBody = z.object({
  live: z.enum(["true", "false"]),
  notificationItems: z.array(z.object({ NotificationRequestItem: notificationItemSchema })).min(1).max(100),
});
