/**
 * The cash provider's notifications (`POST cash/notifications`; no session): the only word that makes a cash order PAID.
 * The body's `messageSignature` is checked (services/cashProvider/cashSignature.ts, in constant time) before anything
 * is read from it: a wrong or missing one is a 401 and the log line holds nothing of the body. An authentic one is
 * answered `[accepted]` whatever it says, also a repeated one, in one transaction:
 * - a (reference, status) already acted on changes nothing;
 * - PAID for an UNPAID reference of a PENDING order of the same amount and currency: the reference and the order PAID,
 *   and the month granted (cashSubscriptions.ts: a new cash subscription, or the active one of the same package a month
 *   longer);
 * - EXPIRED for such a reference: the reference EXPIRED, the order REFUSED with reason EXPIRED;
 * - another status, an unknown reference, another order, amount or currency, or a reference already settled: logged,
 *   nothing changes.
 * Should the provider's answer to the charge request have been lost, its notification still names the order (the
 * merchant reference): the reference is then stored from it, as the answer would have stored it.
 */
import { log } from "@/ops/log";
import { signedCashNotificationSchema, verifyCashNotification, type CashNotification } from "../cashProvider/cashSignature";
import { HttpError } from "../http/HttpError";
import type { Reply } from "../http/reply";
import type { RouteRequest } from "../http/router";
import { requireCash, type CashDeps } from "./cashGenerate";
import type { CashReferenceRow } from "./cashStore";
import { cashMethod, grantCashSubscription } from "./cashSubscriptions";
import { readJson } from "./csgOrders";
import type { OrderRow } from "./orderStore";
import type { SubscriptionDeps } from "./subscriptionDeps";

const accepted: Reply = { status: 200, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" }, body: "[accepted]" };

/** The reference the notification is about, stored from it when the provider's answer was lost. */
function referenceOf(deps: SubscriptionDeps, cash: CashDeps, notification: CashNotification): CashReferenceRow | undefined {
  const known = cash.store.byNumber(notification.referenceNumber);
  if (known !== undefined) return known;
  const order = deps.orders.byId(notification.merchantRefNumber);
  if (order === undefined || order.payment_method !== cashMethod.name || cash.store.byOrder(order.id) !== undefined) return undefined;
  if (order.amount !== notification.amount.value || order.currency !== notification.amount.currency) return undefined;
  return cash.store.insert({
    orderId: order.id,
    userId: order.user_id,
    referenceNumber: notification.referenceNumber,
    productId: order.product_id,
    amount: order.amount,
    currency: order.currency,
    expiresAt: notification.expirationTime,
    at: deps.now(),
  });
}

/** The reference and its order, if the notification may settle them; otherwise why not (logged). */
function targetOf(deps: SubscriptionDeps, cash: CashDeps, notification: CashNotification): { reference: CashReferenceRow; order: OrderRow } | string {
  const reference = referenceOf(deps, cash, notification);
  if (reference === undefined || reference.order_id !== notification.merchantRefNumber) return "unknown-reference";
  const order = deps.orders.byId(reference.order_id);
  if (order === undefined) return "unknown-reference";
  if (reference.amount !== notification.amount.value || reference.currency !== notification.amount.currency) return "amount-mismatch";
  if (reference.status !== "UNPAID" || order.status !== "PENDING") return `reference-${reference.status.toLowerCase()}`;
  return { reference, order };
}

/** One authentic notification, in one transaction: acted on at most once. */
function handle(deps: SubscriptionDeps, cash: CashDeps, notification: CashNotification): void {
  const now = deps.now();
  const { orderStatus: status } = notification;
  const about = { orderId: notification.merchantRefNumber, status };
  deps.inTransaction(() => {
    if (status !== "PAID" && status !== "EXPIRED") {
      log({ level: "info", code: "subscription-cash-notification-ignored", ...about, reason: "status" });
      return;
    }
    if (cash.store.isNotificationHandled(notification.referenceNumber, status)) {
      log({ level: "info", code: "subscription-cash-notification-repeated", ...about });
      return;
    }
    const target = targetOf(deps, cash, notification);
    if (typeof target === "string") {
      log({ level: "warn", code: "subscription-cash-notification-ignored", ...about, reason: target });
      return;
    }
    const { reference, order } = target;
    cash.store.recordNotification(reference.reference_number, status, now);
    if (status === "PAID") {
      cash.store.settle(order.id, "PAID", notification.paymentTime === null ? now : new Date(notification.paymentTime));
      deps.orders.markPaid(order.id, reference.reference_number, {}, now);
      const outcome = grantCashSubscription(deps, cash.store, order, now);
      log({ level: "info", code: "subscription-cash-order-settled", ...about, outcome });
    } else {
      cash.store.settle(order.id, "EXPIRED");
      deps.orders.settle(order.id, ["PENDING"], { status: "REFUSED", pspReference: reference.reference_number, refusalReason: "EXPIRED" });
      log({ level: "info", code: "subscription-cash-order-settled", ...about });
    }
  });
}

export async function receiveCashNotification(deps: SubscriptionDeps, request: RouteRequest): Promise<Reply> {
  const cash = requireCash(deps);
  const body = await readJson(request, signedCashNotificationSchema, 16 * 1024);
  if (!verifyCashNotification(body, cash.hmacKey)) {
    log({ level: "warn", code: "subscription-cash-notification-unauthentic" });
    throw new HttpError(401, "SIGNATURE_INVALID", "The notification's messageSignature is missing or wrong.");
  }
  handle(deps, cash, body);
  return accepted;
}
