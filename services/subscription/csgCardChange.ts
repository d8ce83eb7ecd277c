/**
 * Changing the saved card (spec 2 `card-maintain`, `bank-card-modification`; docs/subscription-service.md "Changing
 * the saved card"): `POST csg/changeCard { paymentToken, idempotencyKey, returnUrl, billingAddress? }`.
 * - Only an account that pays by card has a card to change: one with a saved card, or whose latest subscription is
 *   paid by card (a suspended one fixing its card included); any other is 409 NOT_PAID_BY_CARD.
 * - One order per account and idempotency key, of kind CARD_CHANGE: the provider's zero-amount check of the new card
 *   (in the country's currency), challenged like a first payment when the card asks for 3-D Secure.
 * - The new card becomes the account's default (what renewals and upgrades charge) only on the provider's signed
 *   notification (csgNotifications.ts); a refused check leaves the old card as it was. Nothing else changes: no
 *   subscription, no charge, no line in the transaction history.
 */
import { randomUUID } from "node:crypto";
import { HttpError } from "../http/HttpError";
import type { RouteRequest } from "../http/router";
import { currencyOf } from "./catalogue";
import { billingAddressFor, chargeOrder, orderReply, readJson, refuseWhilePending, requireProvider, type OrderReply } from "./csgOrders";
import { cardMethods } from "./csgReservations";
import { cardChangeBody } from "./csgSchemas";
import type { OrderRow } from "./orderStore";
import { asCountry, countryOf } from "./requestContext";
import { latestRow, requireAdultAccount, type Account } from "./subscriber";
import type { SubscriptionDeps } from "./subscriptionDeps";

/** The product the change is filed under: the latest subscription's, when there is one. */
function paidByCard(deps: SubscriptionDeps, account: Account): string {
  const latest = latestRow(account.subscriptions);
  const byCard = latest !== undefined && latest.payment_method_type === "CARD" && cardMethods.includes(latest.payment_method_name);
  if (!byCard && deps.orders.savedCard(account.user.id) === undefined) {
    throw new HttpError(409, "NOT_PAID_BY_CARD", "This account does not pay by card: there is no card to change.");
  }
  return latest?.sku ?? "";
}

function sameChange(order: OrderRow): boolean {
  return order.kind === "CARD_CHANGE" && order.amount === 0;
}

export async function changeCard(deps: SubscriptionDeps, request: RouteRequest): Promise<OrderReply> {
  const account = requireAdultAccount(deps, request.headers);
  const body = await readJson(request, cardChangeBody);
  const { client } = requireProvider(deps);
  const payWith = { token: body.paymentToken, returnUrl: body.returnUrl };
  const existing = deps.orders.byKey(account.user.id, body.idempotencyKey);
  if (existing !== undefined) {
    if (!sameChange(existing)) throw new HttpError(409, "IDEMPOTENCY_KEY_REUSED", "This idempotency key was used for another payment; use a new key.");
    // Asked again only when the provider never answered the first time.
    return existing.status === "PENDING" && existing.psp_reference === null ? chargeOrder(deps, client, existing, payWith) : orderReply(existing);
  }
  const productId = paidByCard(deps, account);
  const country = asCountry(account.user.country) ?? countryOf(deps.catalogue, request);
  const billingAddress = billingAddressFor(country, body);
  refuseWhilePending(deps, account.user.id);
  const order = deps.orders.insert({
    id: randomUUID(),
    userId: account.user.id,
    idempotencyKey: body.idempotencyKey,
    productId,
    amount: 0,
    currency: currencyOf(deps.catalogue, country),
    billingAddress,
    at: deps.now(),
    kind: "CARD_CHANGE",
  });
  return order.psp_reference === null && order.status === "PENDING" ? chargeOrder(deps, client, order, payWith) : orderReply(order);
}
