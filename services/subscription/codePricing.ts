/**
 * The price of a card purchase made with a reserved coupon or deal price (docs/codes-and-deals.md "Paying a
 * reserved price"), for csg/subscribe: it charges `amount` instead of the catalogue's price, refuses the page's amount
 * when it differs (PRICE_CHANGED, as it does for the catalogue's), and on the signed notification that makes the order
 * PAID marks the reservation used (`markReservationUsed`, in the same transaction) and makes the subscription run
 * `periods` months.
 *
 * Every right comes from the service's rows: the reservation must be the caller's own (another account's id is unknown),
 * still open, for the package bought; the terms are read again now (an expired coupon, an ended deal refuse), and the
 * price is computed again for the country of the purchase, so a reservation made in one country pays that country's
 * price elsewhere or is refused where the code does not apply.
 */
import { HttpError } from "../http/HttpError";
import { canonicalProductId, productById } from "./catalogue";
import { codeRefusal } from "./codeHttp";
import type { CodeStore, Redemption } from "./codeStore";
import { campaignPrice } from "./codeTerms";
import { dealOffer, dealState } from "./dealTerms";
import type { SubscriptionDeps } from "./subscriptionDeps";

export interface ReservedPrice {
  reservationId: string;
  productId: string;
  currency: string;
  /** What the card payment charges (minor units). */
  amount: number;
  regularAmount: number;
  /** The months the payment covers: the subscription's end is its start plus these. */
  periods: number;
  /** The subscription's payment method name (spec 3): `coupon` for a coupon (its `coupon` flag), else `creditCard`. */
  paymentMethodName: "coupon" | "creditCard";
}

function openReservation(store: CodeStore, userId: string, id: string, kind: Redemption["kind"], what: string): Redemption {
  const row = id.length > 64 ? undefined : store.ofUser(userId, id);
  if (row === undefined || row.kind !== kind) throw new HttpError(404, `${what}_UNKNOWN`, `No such ${what === "COUPON" ? "coupon" : "deal redemption"} on this account.`);
  if (row.status !== "RESERVED") throw new HttpError(409, `${what}_USED`, "This reservation has already paid for a subscription.");
  return row;
}

function notForProduct(): HttpError {
  return new HttpError(409, "NOT_RESERVED_FOR_PRODUCT", "This reservation is for another package.");
}

/** The price of `productId` in `country` with the account's reserved coupon; throws the refusal otherwise. */
export function couponPrice(deps: SubscriptionDeps, store: CodeStore, userId: string, couponId: string, productId: string, country: string): ReservedPrice {
  const row = openReservation(store, userId, couponId, "COUPON", "COUPON");
  if (canonicalProductId(deps.catalogue, productId) !== row.product_id) throw notForProduct();
  const campaign = row.code === null ? undefined : store.campaignOf(row.code);
  const product = productById(deps.catalogue, row.product_id);
  if (campaign === undefined || product === undefined) throw new HttpError(404, "COUPON_UNKNOWN", "No such coupon on this account.");
  if (deps.now().getTime() >= Date.parse(campaign.validUntil)) throw codeRefusal("EXPIRED");
  const price = campaignPrice(deps.catalogue, campaign, product, country);
  if (price === undefined) throw codeRefusal("NOT_IN_COUNTRY");
  return { reservationId: row.id, productId: row.product_id, currency: price.currency, amount: price.amount, regularAmount: price.regularAmount, periods: campaign.periods, paymentMethodName: "coupon" };
}

/** The price of `productId` in `country` with the account's reserved deal price; throws the refusal otherwise. */
export function dealPrice(deps: SubscriptionDeps, store: CodeStore, userId: string, dealRedemptionId: string, productId: string, country: string): ReservedPrice {
  const row = openReservation(store, userId, dealRedemptionId, "PRICED", "DEAL_REDEMPTION");
  if (canonicalProductId(deps.catalogue, productId) !== row.product_id) throw notForProduct();
  const deal = row.deal_param === null ? undefined : store.seed.deals.get(row.deal_param);
  if (deal === undefined) throw new HttpError(404, "DEAL_REDEMPTION_UNKNOWN", "No such deal redemption on this account.");
  if (dealState(deal, deps.now()) === "ENDED") throw new HttpError(410, "DEAL_ENDED", "This deal has ended.");
  const offer = dealOffer(deps.catalogue, store.seed, deal, row.product_id, country);
  if (offer === undefined) throw codeRefusal("NOT_IN_COUNTRY");
  return { reservationId: row.id, productId: row.product_id, currency: offer.price.currency, amount: offer.price.amount, regularAmount: offer.price.regularAmount, periods: offer.periods, paymentMethodName: "creditCard" };
}

/**
 * The reservation spent by the paid order: call in the transaction that makes the order PAID. False when it was
 * no longer open (a second order paid with it): the caller logs it, for a refund of the difference.
 */
export function markReservationUsed(deps: SubscriptionDeps, store: CodeStore, reservationId: string, orderId: string): boolean {
  return store.markUsed(reservationId, orderId, deps.now());
}
