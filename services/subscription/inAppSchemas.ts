/**
 * What the in-app payment calls (docs/in-app-payments.md) accept, checked with zod: the page's bodies (strict: a field
 * the contract does not name is refused rather than ignored), and what the stores say: Apple's signed payloads (a
 * transaction, renewal info, a notification, read only after their signature was checked) and the status reply,
 * Google's subscriptionsv2 purchase and its Pub/Sub push. The stores' shapes are loose: a field the service does not
 * read is ignored, so a store adding one breaks nothing.
 */
import { z } from "zod";
import { idempotencyKeySchema } from "./csgSchemas";

const text = (max: number) => z.string().trim().min(1).max(max);
/** A JWS compact string (its signature is checked separately). */
const jws = z.string().min(20).max(16 * 1024).regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, "a JWS compact string");
/** An opaque Google purchase token. */
const purchaseToken = z.string().min(10).max(1024).regex(/^[A-Za-z0-9._-]+$/, "a purchase token");

export const initiateBody = z.strictObject({ productId: text(64), idempotencyKey: idempotencyKeySchema });
export const appleActivateBody = z.strictObject({ orderId: text(64), signedTransaction: jws });
export const googleActivateBody = z.strictObject({ orderId: text(64), purchaseToken });
export const appleRegradeBody = z.strictObject({ productId: text(64), signedTransaction: jws });
export const googleRegradeBody = z.strictObject({ productId: text(64), purchaseToken });
export const appleReactivateBody = z.strictObject({ signedTransaction: jws });
export const googleReactivateBody = z.strictObject({ purchaseToken });
/** cancel: nothing is needed; whatever else comes is ignored, as csg/cancel does. */
export const noBody = z.object({}).loose();

const millis = z.number().int().min(0).max(8_640_000_000_000_000);

export const appleTransactionSchema = z.object({
  transactionId: z.string().min(1).max(64),
  originalTransactionId: z.string().min(1).max(64),
  bundleId: z.string().max(200),
  productId: z.string().max(200),
  appAccountToken: z.string().max(64).optional(),
  purchaseDate: millis,
  expiresDate: millis,
  type: z.string().max(64),
  environment: z.string().max(32),
});
export type AppleTransaction = z.output<typeof appleTransactionSchema>;

export const appleRenewalSchema = z.object({
  originalTransactionId: z.string().min(1).max(64),
  autoRenewProductId: z.string().max(200),
  autoRenewStatus: z.union([z.literal(0), z.literal(1)]),
});

export const appleNotificationSchema = z.object({
  notificationType: z.string().max(64),
  subtype: z.string().max(64).optional(),
  notificationUUID: z.string().min(1).max(64),
  signedDate: millis,
  data: z.object({ bundleId: z.string().max(200), signedTransactionInfo: jws, signedRenewalInfo: jws.optional() }),
});
export type AppleNotification = z.output<typeof appleNotificationSchema>;

export const appleNotificationBody = z.object({ signedPayload: jws });

export const appleStatusReply = z.object({
  bundleId: z.string(),
  data: z.array(z.object({ lastTransactions: z.array(z.object({ originalTransactionId: z.string(), status: z.number().int(), signedTransactionInfo: jws, signedRenewalInfo: jws })) })),
});

export const googleStates = ["SUBSCRIPTION_STATE_ACTIVE", "SUBSCRIPTION_STATE_CANCELED", "SUBSCRIPTION_STATE_EXPIRED"] as const;

export const googlePurchaseSchema = z.object({
  subscriptionState: z.string().max(64),
  latestOrderId: z.string().max(64),
  linkedPurchaseToken: purchaseToken.optional(),
  acknowledgementState: z.string().max(64),
  externalAccountIdentifiers: z.object({ obfuscatedExternalAccountId: z.string().max(64).optional() }).optional(),
  lineItems: z.array(z.object({ productId: z.string().max(200), expiryTime: z.iso.datetime() })).min(1),
});
export type GooglePurchase = z.output<typeof googlePurchaseSchema>;

export const googlePushBody = z.object({ message: z.object({ data: z.string().max(16 * 1024), messageId: z.string().min(1).max(100) }) });

export const googleDeveloperNotification = z.object({
  packageName: z.string().max(200),
  subscriptionNotification: z.object({ notificationType: z.number().int(), purchaseToken, subscriptionId: z.string().max(200) }).optional(),
});
