/**
 * The card provider's notifications (`POST csg/notifications`, the webhook; no session): the only word that makes an
 * order PAID. Each item's HMAC signature is checked (services/cardProvider/notificationSignature.ts, in constant time)
 * before anything is read from it: one wrong or missing signature refuses the whole body (401) and the log line holds
 * nothing of it. An authentic item is answered `[accepted]` whatever it says, also a repeated one:
 * - an AUTHORISATION already handled (its pspReference and event code are stored) changes nothing;
 * - success for a PENDING or CHALLENGE order of the same amount and currency: in one transaction the order is PAID,
 *   the account's card subscription starts (ACTIVE for the product's plan period) and the card is saved as its
 *   default (position 0); an order at a coupon's or a deal's reserved price also spends the reservation
 *   (csgReservations.ts) and its subscription's first period lasts the reservation's months, paid by `coupon` for a
 *   coupon (its coupon flag), `creditCard` for a deal; for an upgrade order (csgUpgrade.ts) instead, the account's
 *   active card subscription takes the order's package, its status and its dates kept, and no card is saved; for a
 *   card change (csgCardChange.ts) only the card is saved, in place of the account's default one;
 * - a failure: the order is REFUSED with the provider's reason; a reservation stays open (another card may pay it);
 * - an unknown order, another merchant account, another amount or an order already settled: logged, nothing changes.
 */
import { log } from "@/ops/log";
import { verifyNotificationItem } from "../cardProvider/notificationSignature";
import { HttpError } from "../http/HttpError";
import type { Reply } from "../http/reply";
import type { RouteRequest } from "../http/router";
import { productById } from "./catalogue";
import { readJson, requireProvider } from "./csgOrders";
import { merchantAccount } from "./csgProvider";
import { cardMethods, spendReservation } from "./csgReservations";
import { applyUpgrade } from "./csgUpgrade";
import { notificationBody, type NotificationItem } from "./csgSchemas";
import type { OrderRow } from "./orderStore";
import { addMonths, planMonths } from "./proration";
import type { SubscriptionDeps } from "./subscriptionDeps";

const accepted: Reply = { status: 200, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" }, body: "[accepted]" };

/** The card as the notification describes it; each part only when it has the expected form. */
function cardOf(item: NotificationItem) {
  const data = item.additionalData ?? {};
  const pick = (name: string, pattern: RegExp): string | undefined => {
    const value = data[name];
    return value !== undefined && pattern.test(value) ? value : undefined;
  };
  const expiry = /^(\d{1,2})\/(\d{4})$/.exec(data.expiryDate ?? "");
  const month = expiry?.[1] === undefined ? undefined : Number(expiry[1]);
  return {
    issuer: pick("paymentMethod", /^[a-z0-9_]{1,32}$/i),
    last4: pick("cardSummary", /^\d{4}$/),
    expirationMonth: month !== undefined && month >= 1 && month <= 12 ? month : undefined,
    expirationYear: month !== undefined && month >= 1 && month <= 12 && expiry?.[2] !== undefined ? Number(expiry[2]) : undefined,
    bin: pick("cardBin", /^\d{6,8}$/),
    issuerCountry: pick("issuerCountry", /^[A-Z]{2}$/),
    storedToken: pick("recurring.recurringDetailReference", /^[\w-]{1,128}$/),
  };
}

/** The order the item is about, if it may settle it; otherwise why not (logged). */
function orderFor(deps: SubscriptionDeps, item: NotificationItem): OrderRow | string {
  const order = deps.orders.byId(item.merchantReference);
  if (order === undefined || item.merchantAccountCode !== merchantAccount) return "unknown-order";
  // The provider charges cards only: an order of another method (mobilePay, fawry, in-app) is not its to settle.
  if (!cardMethods.includes(order.payment_method)) return "not-a-card-order";
  if (order.amount !== item.amount.value || order.currency !== item.amount.currency) return "amount-mismatch";
  if (order.status !== "PENDING" && order.status !== "CHALLENGE") return `order-${order.status.toLowerCase()}`;
  return order;
}

/** The months a purchase's first period lasts: its reservation's, else the product's plan period. */
function firstPeriodMonths(deps: SubscriptionDeps, order: OrderRow): number {
  if (order.reservation_periods !== null) return order.reservation_periods;
  const product = productById(deps.catalogue, order.product_id);
  return product === undefined ? 1 : planMonths[product.pricingPlanDuration];
}

function activate(deps: SubscriptionDeps, order: OrderRow, item: NotificationItem, now: Date): void {
  const card = cardOf(item);
  deps.orders.markPaid(order.id, item.pspReference, card, now);
  if (order.kind === "CARD_CHANGE") {
    // The new card replaces the saved one; with no stored reference it could not be charged again, so the old one stays.
    if (card.issuer !== undefined && card.last4 !== undefined && card.storedToken !== undefined) {
      deps.orders.saveInstrument({ userId: order.user_id, ...card, issuer: card.issuer, last4: card.last4, billingAddress: order.billing_address, at: now });
    }
    return;
  }
  if (order.kind === "UPGRADE") {
    applyUpgrade(deps, order);
    return;
  }
  if (deps.cardSubscriptions.activePosition(order.user_id) === undefined) {
    deps.cardSubscriptions.add({ userId: order.user_id, sku: order.product_id, start: now, end: addMonths(now, firstPeriodMonths(deps, order)), method: { type: "CARD", name: order.payment_method } });
    spendReservation(deps, order);
  } else {
    // Paid while another subscription became active (another channel): no second one; the payment is for a refund,
    // and a reservation it was priced with stays open (nothing was granted with it).
    log({ level: "warn", code: "subscription-paid-while-subscribed", orderId: order.id, pspReference: item.pspReference });
  }
  if (card.issuer !== undefined && card.last4 !== undefined) {
    deps.orders.saveInstrument({ userId: order.user_id, ...card, issuer: card.issuer, last4: card.last4, billingAddress: order.billing_address, at: now });
  }
}

/** One authentic item, in one transaction: settled at most once. */
function handleItem(deps: SubscriptionDeps, item: NotificationItem): void {
  const now = deps.now();
  const about = { pspReference: item.pspReference, eventCode: item.eventCode };
  deps.inTransaction(() => {
    if (item.eventCode !== "AUTHORISATION") {
      log({ level: "info", code: "subscription-notification-ignored", ...about, reason: "event-code" });
      return;
    }
    if (deps.orders.isNotificationHandled(item.pspReference, item.eventCode)) {
      log({ level: "info", code: "subscription-notification-repeated", ...about });
      return;
    }
    const order = orderFor(deps, item);
    if (typeof order === "string") {
      log({ level: "warn", code: "subscription-notification-ignored", ...about, orderId: item.merchantReference, reason: order });
      return;
    }
    deps.orders.recordNotification(item.pspReference, item.eventCode, now);
    if (item.success === "true") activate(deps, order, item, now);
    else deps.orders.markRefused(order.id, item.pspReference, item.reason || "Refused", cardOf(item));
    log({ level: "info", code: "subscription-order-settled", ...about, orderId: order.id, success: item.success === "true" });
  });
}

export async function receiveNotifications(deps: SubscriptionDeps, request: RouteRequest): Promise<Reply> {
  const { hmacKey } = requireProvider(deps);
  const body = await readJson(request, notificationBody, 256 * 1024);
  const items = body.notificationItems.map((entry) => entry.NotificationRequestItem);
  if (!items.every((item) => verifyNotificationItem(item, hmacKey))) {
    log({ level: "warn", code: "subscription-notification-unauthentic", items: items.length });
    throw new HttpError(401, "SIGNATURE_INVALID", "A notification item's HMAC signature is missing or wrong.");
  }
  for (const item of items) handleItem(deps, item);
  return accepted;
}
