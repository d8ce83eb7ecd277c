/**
 * Subscribing by card (spec 7 "Card payment provider", docs/subscription-service.md "Card payments (csg)"):
 * - `POST csg/subscribe`: the checks (the product, the account, the price, the billing address), then one order per
 *   account and idempotency key and the provider's payment with the order id as its idempotency key;
 * - `POST csg/paymentDetails`: the 3-D Secure challenge's result, for the account's own order.
 * The price charged is the catalogue's, or the account's own coupon or deal reservation's (`couponId`,
 * `dealRedemptionId`, csgReservations.ts), or a special offer's for an eligible account (`offerId`, csgOffers.ts), never the page's; the order is PAID only on the provider's signed
 * notification (csgNotifications.ts), never on the browser's word.
 */
import { randomUUID } from "node:crypto";
import { HttpError } from "../http/HttpError";
import type { RouteRequest } from "../http/router";
import { canonicalProductId, pricingOf, productById, type CatalogueProduct } from "./catalogue";
import { billingAddressFor, chargeOrder, DetailedHttpError, orderReply, orderUnknown, outcomeOf, readJson, refuseWhilePending, requireProvider, type OrderReply } from "./csgOrders";
import { providerFailed, type CardProviderClient } from "./csgProvider";
import { offerCharge } from "./csgOffers";
import { namedReservation, paymentMethodOf, reservedCharge, sameReservation } from "./csgReservations";
import { paymentDetailsBody, subscribeBody, type SubscribeBody } from "./csgSchemas";
import { mayBuyHiddenProduct } from "./eligibility";
import type { OrderOutcome, OrderReservation, OrderRow } from "./orderStore";
import { asCountry, countryOf } from "./requestContext";
import { activeRow, requireAdultAccount, type Account } from "./subscriber";
import type { SubscriptionDeps } from "./subscriptionDeps";

const productUnknown = (id: string) => new HttpError(404, "PRODUCT_UNKNOWN", `No product ${id}.`);

/** What the purchase charges: the catalogue's price, or a reservation's (kept on the order). */
interface Purchase {
  product: CatalogueProduct;
  amount: number;
  currency: string;
  reservation: OrderReservation | undefined;
}

/** The product and its price in the country, after the checks the spec orders (each a refusal of its own). */
function checkPurchase(deps: SubscriptionDeps, request: RouteRequest, account: Account, body: SubscribeBody): Purchase {
  const { catalogue } = deps;
  const product = productById(catalogue, body.productId);
  if (product === undefined || (product.hidden && !mayBuyHiddenProduct(account))) throw productUnknown(body.productId);
  const country = countryOf(catalogue, request);
  const pricing = pricingOf(catalogue, product, country);
  if (pricing === undefined) throw new HttpError(404, "NOT_SOLD_IN_COUNTRY", `${product.id} is not sold in ${country}.`);
  if (activeRow(account.subscriptions) !== undefined) throw new HttpError(409, "ALREADY_SUBSCRIBED", "This account has an active subscription; changing package is another call.");
  refuseWhilePending(deps, account.user.id);
  const named = namedReservation(body);
  // A reservation prices the purchase for this country, as its terms say now, and so does an offer (their refusals pass through).
  const offered = body.offerId === undefined ? undefined : { ...offerCharge(deps, account, body.offerId, product, country), reservation: undefined };
  const price = named === undefined ? (offered ?? { amount: pricing.amount, currency: pricing.currency, reservation: undefined }) : reservedCharge(deps, account.user.id, named, product.id, country);
  if (body.amount.value !== price.amount || body.amount.currency !== price.currency) {
    throw new DetailedHttpError(409, "PRICE_CHANGED", `The price of ${product.id} in ${country} is not the one shown.`, {
      currentPrice: { value: price.amount, currency: price.currency },
    });
  }
  return { product, ...price };
}

/** The provider's payment for the order with the page's card token. */
function charge(deps: SubscriptionDeps, client: CardProviderClient, order: OrderRow, body: SubscribeBody): Promise<OrderReply> {
  return chargeOrder(deps, client, order, { token: body.paymentToken, returnUrl: body.returnUrl });
}

/** The same key again: the stored order's reply; the payment is asked again only when the provider never answered. */
async function replay(deps: SubscriptionDeps, order: OrderRow, body: SubscribeBody): Promise<OrderReply> {
  const named = namedReservation(body);
  const sameRequest =
    order.kind === "SUBSCRIBE" &&
    order.payment_method === paymentMethodOf(named) &&
    sameReservation(order, named) &&
    order.product_id === canonicalProductId(deps.catalogue, body.productId) && order.amount === body.amount.value && order.currency === body.amount.currency;
  if (!sameRequest) throw new HttpError(409, "IDEMPOTENCY_KEY_REUSED", "This idempotency key was used for another purchase; use a new key.");
  if (order.status !== "PENDING" || order.psp_reference !== null) return orderReply(order);
  return charge(deps, requireProvider(deps).client, order, body);
}

export async function subscribeByCard(deps: SubscriptionDeps, request: RouteRequest): Promise<OrderReply> {
  const account = requireAdultAccount(deps, request.headers);
  const body = await readJson(request, subscribeBody);
  const existing = deps.orders.byKey(account.user.id, body.idempotencyKey);
  if (existing !== undefined) return replay(deps, existing, body);
  const { product, amount, currency, reservation } = checkPurchase(deps, request, account, body);
  // The account's own country decides the billing address (the request's only for an account without one).
  const billingAddress = billingAddressFor(asCountry(account.user.country) ?? countryOf(deps.catalogue, request), body);
  const { client } = requireProvider(deps);
  const order = deps.orders.insert({
    id: randomUUID(),
    userId: account.user.id,
    idempotencyKey: body.idempotencyKey,
    productId: product.id,
    amount,
    currency,
    billingAddress,
    at: deps.now(),
    paymentMethod: paymentMethodOf(reservation),
    ...(reservation === undefined ? {} : { reservation }),
  });
  // Two requests with one key at once both find the one stored order; the provider answers both alike.
  return order.psp_reference === null && order.status === "PENDING" ? charge(deps, client, order, body) : orderReply(order);
}

export async function cardPaymentDetails(deps: SubscriptionDeps, request: RouteRequest): Promise<OrderReply> {
  const account = requireAdultAccount(deps, request.headers);
  const body = await readJson(request, paymentDetailsBody);
  const order = deps.orders.ofUser(account.user.id, body.orderId);
  if (order === undefined) throw orderUnknown(body.orderId);
  if (order.status !== "CHALLENGE") return orderReply(order);
  const reply = await requireProvider(deps).client.paymentDetails(body.redirectResult);
  if (reply.merchantReference !== order.id) throw providerFailed("The card provider's answer is about another order.");
  // A second challenge keeps the first one's page when the provider names no other.
  const outcome: OrderOutcome =
    reply.resultCode === "RedirectShopper" && reply.action === undefined
      ? { status: "CHALLENGE", pspReference: reply.pspReference, ...(order.redirect_url === null ? {} : { redirectUrl: order.redirect_url }) }
      : outcomeOf(reply);
  deps.orders.settle(order.id, ["CHALLENGE"], outcome);
  const settled = deps.orders.byId(order.id);
  if (settled === undefined) throw new Error(`The order ${order.id} is gone.`);
  return orderReply(settled);
}
