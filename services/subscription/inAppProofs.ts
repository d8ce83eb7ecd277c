/**
 * What the stores prove, read into one shape (docs/in-app-payments.md "Verification"). Apple: a signed transaction is
 * checked locally, its ES256 signature with the store's key, then its bundle id; renewal info the same way. Google: a
 * purchase token is worth what the Play API says of it. Whatever does not hold (a forgery, a changed byte, another
 * app, a token the store does not know) is a 422 INVALID_RECEIPT that changes nothing; the checks against the order
 * or the account are the callers'.
 */
import { HttpError } from "../http/HttpError";
import type { StoreName } from "../storeProvider/storeCatalogue";
import type { InAppProviderDeps } from "./inAppProvider";
import { appleRenewalSchema, appleTransactionSchema, type GooglePurchase } from "./inAppSchemas";

/** A store proof: a purchase and the store subscription it belongs to. */
export interface StoreProof {
  store: StoreName;
  /** What may make one order PAID once: Apple's transactionId, Google's purchase token. */
  proofId: string;
  /** The store subscription: Apple's originalTransactionId, Google's purchase token. */
  subscriptionId: string;
  /** Google: the token this one replaced (a change of product, a resubscription). */
  linkedId: string | undefined;
  storeProductId: string;
  appAccountToken: string | undefined;
  expiresAt: Date;
  /** Paid for now (Google: ACTIVE or CANCELED; Apple: not past its expiry). */
  active: boolean;
  /** Google: auto-renew on (ACTIVE); Apple: unknown from a transaction (undefined). */
  autoRenew: boolean | undefined;
  /** The order's psp_reference: Apple's transactionId, Google's latestOrderId. */
  reference: string;
  /** Google: still to acknowledge. */
  unacknowledged: boolean;
}

export const invalidReceipt = (message = "The store's proof does not hold for this purchase.") => new HttpError(422, "INVALID_RECEIPT", message);

export function requireApple(inApp: InAppProviderDeps | undefined) {
  if (inApp?.apple === undefined) throw new HttpError(503, "PROVIDER_UNAVAILABLE", "App Store payments are not available: the suite runs without the App Store.");
  return { ...inApp, apple: inApp.apple };
}

export function requireGoogle(inApp: InAppProviderDeps | undefined) {
  if (inApp?.google === undefined) throw new HttpError(503, "PROVIDER_UNAVAILABLE", "Google Play payments are not available: the suite runs without Google Play.");
  return { ...inApp, google: inApp.google };
}

/** A signed transaction of this app, its signature checked; else 422 INVALID_RECEIPT. */
export async function appleProof(inApp: InAppProviderDeps | undefined, signedTransaction: string, now: Date): Promise<StoreProof> {
  const { apple, products } = requireApple(inApp);
  const parsed = appleTransactionSchema.safeParse(await apple.verified(signedTransaction));
  if (!parsed.success || parsed.data.bundleId !== products.apple.bundleId || parsed.data.type !== "Auto-Renewable Subscription") throw invalidReceipt();
  const transaction = parsed.data;
  return {
    store: "apple",
    proofId: transaction.transactionId,
    subscriptionId: transaction.originalTransactionId,
    linkedId: undefined,
    storeProductId: transaction.productId,
    appAccountToken: transaction.appAccountToken,
    expiresAt: new Date(transaction.expiresDate),
    active: transaction.expiresDate > now.getTime(),
    autoRenew: undefined,
    reference: transaction.transactionId,
    unacknowledged: false,
  };
}

/** Apple's renewal info of the subscription, from the status API, its signature checked: auto-renew and the next product. */
export async function appleRenewal(inApp: InAppProviderDeps | undefined, originalTransactionId: string) {
  const { apple } = requireApple(inApp);
  const last = await apple.status(originalTransactionId);
  if (last === undefined) throw invalidReceipt();
  const renewal = appleRenewalSchema.safeParse(await apple.verified(last.signedRenewalInfo));
  if (!renewal.success || renewal.data.originalTransactionId !== originalTransactionId) throw invalidReceipt();
  return { active: last.status === 1, autoRenew: renewal.data.autoRenewStatus === 1, nextProductId: renewal.data.autoRenewProductId };
}

export function googleProofOf(token: string, purchase: GooglePurchase): StoreProof {
  const item = purchase.lineItems[0];
  if (item === undefined) throw invalidReceipt();
  const state = purchase.subscriptionState;
  return {
    store: "google",
    proofId: token,
    subscriptionId: token,
    linkedId: purchase.linkedPurchaseToken,
    storeProductId: item.productId,
    appAccountToken: purchase.externalAccountIdentifiers?.obfuscatedExternalAccountId,
    expiresAt: new Date(item.expiryTime),
    active: state === "SUBSCRIPTION_STATE_ACTIVE" || state === "SUBSCRIPTION_STATE_CANCELED",
    autoRenew: state === "SUBSCRIPTION_STATE_ACTIVE",
    reference: purchase.latestOrderId,
    unacknowledged: purchase.acknowledgementState === "ACKNOWLEDGEMENT_STATE_PENDING",
  };
}

/** What the Play API says of a token; 422 INVALID_RECEIPT when it knows no such token. */
export async function googleProof(inApp: InAppProviderDeps | undefined, token: string): Promise<StoreProof> {
  const { google } = requireGoogle(inApp);
  const purchase = await google.purchase(token);
  if (purchase === undefined) throw invalidReceipt();
  return googleProofOf(token, purchase);
}
