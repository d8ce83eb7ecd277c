/**
 * What the carrier billing calls (docs/carrier-billing.md) accept, checked with zod: the page's bodies (strict: a
 * field the contract does not name, a price say, is refused rather than ignored), the provider's replies and errors,
 * and its notifications as received (any event name, so a new one is ignored rather than refused and retried).
 */
import { z } from "zod";
import { idempotencyKeySchema } from "./csgSchemas";

const text = (max: number) => z.string().trim().min(1).max(max);

export const tpaySubscribeBody = z.strictObject({
  productId: text(64),
  operatorCode: text(32),
  msisdn: z.string().max(32),
  idempotencyKey: idempotencyKeySchema,
});
export type TpaySubscribeBody = z.output<typeof tpaySubscribeBody>;

/** frictionless/subscribe and frictionless/sendPinCode: the number is the account's own. */
export const frictionlessBody = z.strictObject({ productId: text(64), idempotencyKey: idempotencyKeySchema });

export const orderIdBody = z.strictObject({ orderId: text(64) });
export const activateBody = z.strictObject({ orderId: text(64), pinCode: z.string().trim().regex(/^\d{4}$/, "four digits") });
export const tierBody = z.strictObject({ productId: text(64) });
/** cancel, resubscribe, seamlessReactivate: nothing is needed; whatever else comes is ignored, as csg/cancel does. */
export const noBody = z.object({}).loose();

/** The provider's contract, as far as the service reads it. */
export const providerContractReply = z.object({
  contractId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  status: z.string().max(32),
  sequence: z.number().int().min(0),
  pin: z.object({ length: z.number().int().min(1).max(8), expiresIn: z.number().int().min(0), resendIn: z.number().int().min(0) }).optional(),
});
export type ProviderContract = z.output<typeof providerContractReply>;

export const providerErrorBody = z.object({
  errorCode: z.string().max(64),
  attemptsLeft: z.number().int().min(0).optional(),
  retryIn: z.number().int().min(0).optional(),
  contractStatus: z.string().max(32).optional(),
});

/** Signed fields are taken as they came (never trimmed), and none may hold a `|` (the signing text's separator). */
const raw = (pattern: RegExp) => z.string().regex(pattern);
const id = raw(/^[A-Za-z0-9_-]{1,64}$/);

export const receivedNotificationSchema = z.object({
  notificationId: id,
  event: raw(/^[A-Z_]{1,64}$/),
  contractId: id,
  transactionId: id,
  merchantReference: id,
  chargeType: raw(/^[A-Z_]{1,32}$/).optional(),
  sequence: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  productId: id,
  amount: z.object({ value: z.number().int().min(0).max(1_000_000_000), currency: raw(/^[A-Z]{3}$/) }),
  reason: raw(/^[A-Z_]{1,64}$/).optional(),
  occurredAt: raw(/^[0-9T:.Z+-]{10,40}$/),
  signature: z.string().max(200).optional(),
});
export type ReceivedNotification = z.output<typeof receivedNotificationSchema>;
