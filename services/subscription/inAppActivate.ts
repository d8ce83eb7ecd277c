/**
 * Activation (docs/in-app-payments.md): `POST applePay/activate` `{ orderId, signedTransaction }` and
 * `POST googlePlay/activate` `{ orderId, purchaseToken }`. The store's proof is verified (inAppProofs.ts), then held
 * against the order: the order's product, the order's app account token, paid for now, and neither the proof nor its
 * store subscription used by any other order; anything else is a 422 INVALID_RECEIPT that changes nothing. Then, in
 * one transaction, the order is PAID and the subscription starts (IN_APP, iTunes or googlePlay, until the store's
 * expiry). The same proof again answers the same without a second subscription. Google's purchase is then
 * acknowledged (best effort: a failure is logged, and the next activation or notification acknowledges it).
 * The store's purchase notification activates a PENDING order the same way, should the page never come back.
 */
import { requireAdultAccount } from "./subscriber";
import { errorText, log } from "@/ops/log";
import { HttpError } from "../http/HttpError";
import type { RouteRequest } from "../http/router";
import { orderUnknown, readJson } from "./csgOrders";
import { requireStore, type StoreKind } from "./inAppOrders";
import type { InAppProviderDeps } from "./inAppProvider";
import { appleProof, googleProof, invalidReceipt, type StoreProof } from "./inAppProofs";
import { appleActivateBody, googleActivateBody } from "./inAppSchemas";
import type { SubscriptionDeps } from "./subscriptionDeps";

export interface ActivateReply {
  orderId: string;
  status: "PAID";
}

/** The order PAID by the proof and its subscription started, once; throws INVALID_RECEIPT when the proof is not the order's. */
export function settleOrder(deps: SubscriptionDeps, inApp: InAppProviderDeps, kind: StoreKind, orderId: string, proof: StoreProof): ActivateReply {
  const paid: ActivateReply = { orderId, status: "PAID" };
  const purchase = inApp.store.byOrder(orderId);
  if (purchase === undefined || purchase.store !== kind.store) throw orderUnknown(orderId);
  if (proof.storeProductId !== purchase.store_product_id || proof.appAccountToken !== purchase.app_account_token) throw invalidReceipt();
  let outcome: ActivateReply | undefined;
  deps.inTransaction(() => {
    const order = deps.orders.byId(orderId);
    if (order === undefined) throw orderUnknown(orderId);
    const usedBy = inApp.store.proofUsedBy(kind.store, proof.proofId);
    const holder = inApp.store.bySubscription(kind.store, proof.subscriptionId);
    if ((usedBy !== undefined && usedBy !== orderId) || (holder !== undefined && holder.order_id !== orderId)) throw invalidReceipt("This proof was already used for another purchase.");
    if (order.status === "PAID") {
      // Read again: a notification may have settled it since.
      if (inApp.store.byOrder(orderId)?.store_subscription_id !== proof.subscriptionId) throw invalidReceipt();
      outcome = paid;
      return;
    }
    if (order.status !== "PENDING") throw new HttpError(409, "ORDER_NOT_PENDING", "This order is not waiting for a payment.");
    if (!proof.active) throw invalidReceipt("The store's proof has expired.");
    const now = deps.now();
    deps.orders.markPaid(orderId, proof.reference, {}, now);
    inApp.store.useProof(kind.store, proof.proofId, orderId, now);
    if (deps.cardSubscriptions.activePosition(order.user_id) !== undefined) {
      // Subscribed meanwhile another way: no second subscription; the store's payment is for a refund.
      log({ level: "warn", code: "subscription-paid-while-subscribed", orderId, store: kind.store });
      inApp.store.link(orderId, proof.subscriptionId, null);
    } else {
      deps.cardSubscriptions.add({ userId: order.user_id, sku: order.product_id, start: now, end: proof.expiresAt, method: { type: "IN_APP", name: kind.method } });
      const position = inApp.store.lastPosition(order.user_id) ?? null;
      inApp.store.link(orderId, proof.subscriptionId, position);
      // Auto-renew already off in the store (Google says so): paid until the end, not renewing.
      if (proof.autoRenew === false && position !== null) deps.cardSubscriptions.cancel(order.user_id, position);
    }
    outcome = paid;
  });
  if (outcome === undefined) throw new Error("The in-app order was not settled.");
  return outcome;
}

/** Google refunds a purchase left unacknowledged: acknowledged after the transaction, a failure only logged. */
export async function acknowledgeIfNeeded(inApp: InAppProviderDeps, proof: StoreProof): Promise<void> {
  if (proof.store !== "google" || !proof.unacknowledged || inApp.google === undefined) return;
  try {
    await inApp.google.acknowledge(proof.proofId);
  } catch (error) {
    log({ level: "warn", code: "subscription-google-acknowledge-failed", error: errorText(error) });
  }
}

/** The account's own order of this store (404 ORDER_UNKNOWN for any other). */
function ownOrder(deps: SubscriptionDeps, kind: StoreKind, userId: string, orderId: string) {
  const order = deps.orders.ofUser(userId, orderId);
  if (order === undefined || order.payment_method !== kind.method) throw orderUnknown(orderId.slice(0, 64));
  return order;
}

export async function activateApple(deps: SubscriptionDeps, inAppDeps: InAppProviderDeps | undefined, kind: StoreKind, request: RouteRequest): Promise<ActivateReply> {
  const inApp = requireStore(kind, inAppDeps);
  const account = requireAdultAccount(deps, request.headers);
  const body = await readJson(request, appleActivateBody, 20 * 1024);
  const order = ownOrder(deps, kind, account.user.id, body.orderId);
  return settleOrder(deps, inApp, kind, order.id, await appleProof(inApp, body.signedTransaction, deps.now()));
}

export async function activateGoogle(deps: SubscriptionDeps, inAppDeps: InAppProviderDeps | undefined, kind: StoreKind, request: RouteRequest): Promise<ActivateReply> {
  const inApp = requireStore(kind, inAppDeps);
  const account = requireAdultAccount(deps, request.headers);
  const body = await readJson(request, googleActivateBody, 4 * 1024);
  const order = ownOrder(deps, kind, account.user.id, body.orderId);
  const proof = await googleProof(inApp, body.purchaseToken);
  const reply = settleOrder(deps, inApp, kind, order.id, proof);
  await acknowledgeIfNeeded(inApp, proof);
  return reply;
}

/** A purchase notification for an order still PENDING (the page never activated it): settled the same way. */
export async function settleFromNotification(deps: SubscriptionDeps, inApp: InAppProviderDeps, kind: StoreKind, proof: StoreProof): Promise<string> {
  const purchase = proof.appAccountToken === undefined ? undefined : inApp.store.byAccountToken(proof.appAccountToken);
  if (purchase === undefined || purchase.store !== kind.store) return "unknown-purchase";
  try {
    settleOrder(deps, inApp, kind, purchase.order_id, proof);
  } catch (error) {
    if (error instanceof HttpError) return `refused-${error.code.toLowerCase()}`;
    throw error;
  }
  await acknowledgeIfNeeded(inApp, proof);
  return "paid";
}
