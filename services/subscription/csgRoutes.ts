/**
 * Card payments (spec 7 "Card payment provider": csg/…, docs/subscription-service.md "Card payments (csg)"):
 * - `POST csg/subscribe`, `POST csg/paymentDetails` (csgSubscribe.ts): a purchase and its 3-D Secure challenge;
 * - `POST csg/notifications` (csgNotifications.ts): the provider's signed word, the only one that makes an order PAID;
 * - `GET csg/order/{orderId}`, `GET csg/orderHistory`: the account's own orders;
 * - `POST pricing/retrieveWallet`: the account's saved cards, never the provider's stored reference;
 * - `POST csg/cancel`, `POST csg/updateSubscription` (csgPlanRoutes.ts): the card subscription's renewal;
 * - `POST csg/upgrade` (csgUpgrade.ts): a dearer package at once, prorated, charged to the saved card;
 * - `POST csg/changeCard` (csgCardChange.ts): another card as the saved one, after the provider's zero-amount check.
 * The calls that need the provider answer 503 PROVIDER_UNAVAILABLE, after their own checks, when the suite runs
 * without one (csg/upgrade only when something is due); the others read the service's own rows.
 */
import { jsonReply } from "../http/reply";
import type { Route } from "../http/router";
import { changeCard } from "./csgCardChange";
import { cancelCardSubscription, updateCardSubscription } from "./csgPlanRoutes";
import { orderUnknown, readJson, withDetails } from "./csgOrders";
import { walletBody } from "./csgSchemas";
import { cardPaymentDetails, subscribeByCard } from "./csgSubscribe";
import { upgradeByCard } from "./csgUpgrade";
import { receiveNotifications } from "./csgNotifications";
import type { InstrumentRow, OrderRow } from "./orderStore";
import { requireAccount } from "./subscriber";
import { subscriptionRoute, type SubscriptionDeps } from "./subscriptionDeps";

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

function wireOrder(order: OrderRow) {
  return {
    orderId: order.id,
    status: order.status,
    productId: order.product_id,
    amount: { value: order.amount, currency: order.currency },
    refusalReason: order.refusal_reason,
    createdAt: iso(order.created_at),
    paidAt: iso(order.paid_at),
  };
}

function historyEntry(order: OrderRow, methodType: string) {
  const { orderId, productId, amount, status, createdAt, paidAt } = wireOrder(order);
  return {
    orderId,
    productId,
    amount,
    status,
    createdAt,
    paidAt,
    paymentMethod: { paymentMethodType: methodType, paymentMethodName: order.payment_method, issuer: order.card_issuer, last4: order.card_last4 },
  };
}

function wireInstrument(row: InstrumentRow) {
  return {
    type: row.type,
    issuer: row.issuer,
    last4: row.last4,
    expirationMonth: row.expiration_month,
    expirationYear: row.expiration_year,
    bin: row.bin,
    issuerCountry: row.issuer_country,
    billingAddress: row.billing_address ?? null,
  };
}

export function createCsgRoutes(deps: SubscriptionDeps): Route[] {
  return [
    subscriptionRoute("POST", "/csg/subscribe", withDetails(async (request) => jsonReply(await subscribeByCard(deps, request)))),
    subscriptionRoute("POST", "/csg/paymentDetails", async (request) => jsonReply(await cardPaymentDetails(deps, request))),
    subscriptionRoute("POST", "/csg/notifications", (request) => receiveNotifications(deps, request)),
    subscriptionRoute("GET", "/csg/order/:orderId", (request) => {
      const account = requireAccount(deps, request.headers);
      const orderId = request.params.orderId ?? "";
      const order = orderId.length > 64 ? undefined : deps.orders.ofUser(account.user.id, orderId);
      if (order === undefined) throw orderUnknown(orderId.slice(0, 64));
      return jsonReply(wireOrder(order));
    }),
    subscriptionRoute("GET", "/csg/orderHistory", (request) => {
      const account = requireAccount(deps, request.headers);
      // A voucher is no processor: the code paid it.
      const typeOf = (name: string) => deps.catalogue.processors.find((processor) => processor.paymentMethodName === name)?.paymentMethodType ?? (name === "voucher" ? "VOUCHER" : "CARD");
      return jsonReply({ orders: deps.orders.history(account.user.id).map((order) => historyEntry(order, typeOf(order.payment_method))) });
    }),
    subscriptionRoute("POST", "/pricing/retrieveWallet", async (request) => {
      const account = requireAccount(deps, request.headers);
      const body = await readJson(request, walletBody, 4 * 1024);
      return jsonReply({ paymentInstruments: deps.orders.instruments(account.user.id, body.isDefault === true).map(wireInstrument) });
    }),
    subscriptionRoute("POST", "/csg/cancel", async (request) => jsonReply(await cancelCardSubscription(deps, request))),
    subscriptionRoute("POST", "/csg/updateSubscription", async (request) => jsonReply(await updateCardSubscription(deps, request))),
    subscriptionRoute("POST", "/csg/upgrade", withDetails(async (request) => jsonReply(await upgradeByCard(deps, request)))),
    subscriptionRoute("POST", "/csg/changeCard", withDetails(async (request) => jsonReply(await changeCard(deps, request)))),
  ];
}
