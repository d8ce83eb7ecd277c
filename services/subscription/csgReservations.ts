/**
 * A card purchase at a coupon's or a deal's reserved price (docs/codes-and-deals.md "Paying a reserved price",
 * docs/subscription-service.md "POST /csg/subscribe"): the reservation the csg/subscribe body names, its price for the
 * purchase's country (codePricing.ts, which reads the account's own rows again: another account's id is unknown), what
 * the order keeps of it, and its spending when the signed notification makes the order PAID.
 *
 * A reserved price of 0 is refused: a card payment of nothing is no payment (the provider would authorise nothing),
 * and a code that gives a package away is a voucher, activated without a card (codes/redeem).
 */
import { log } from "@/ops/log";
import { HttpError } from "../http/HttpError";
import { couponPrice, dealPrice, markReservationUsed } from "./codePricing";
import type { SubscribeBody } from "./csgSchemas";
import type { OrderReservation, OrderRow, ReservationKind } from "./orderStore";
import type { SubscriptionDeps } from "./subscriptionDeps";

/** The reservation a body names (csgSchemas.ts allows at most one), without its price. */
export interface NamedReservation {
  id: string;
  kind: ReservationKind;
}

export function namedReservation(body: Pick<SubscribeBody, "couponId" | "dealRedemptionId">): NamedReservation | undefined {
  if (body.couponId !== undefined) return { id: body.couponId, kind: "COUPON" };
  if (body.dealRedemptionId !== undefined) return { id: body.dealRedemptionId, kind: "DEAL" };
  return undefined;
}

/** The payment method's name of an order and of the subscription it starts (spec 3): `coupon` sets the coupon flag. */
export function paymentMethodOf(reservation: Pick<NamedReservation, "kind"> | undefined): "coupon" | "creditCard" {
  return reservation?.kind === "COUPON" ? "coupon" : "creditCard";
}

/**
 * Every name `paymentMethodOf` gives: the payment methods of the orders csg/subscribe makes and of the subscriptions
 * they start, the ones the card provider settles (csgNotifications.ts) and a card change takes (csgCardChange.ts).
 */
export const cardMethods: readonly string[] = ["creditCard", "coupon"] satisfies readonly ReturnType<typeof paymentMethodOf>[];

/** What a purchase with a reservation charges and keeps on its order. */
export interface ReservedCharge {
  amount: number;
  currency: string;
  reservation: OrderReservation;
}

/**
 * The reservation's price for `productId` in `country`, or its refusal (COUPON_UNKNOWN, COUPON_USED,
 * NOT_RESERVED_FOR_PRODUCT, EXPIRED, DEAL_ENDED, NOT_IN_COUNTRY... as codePricing.ts says; 409 NOTHING_TO_CHARGE for
 * a price of 0). Without the code store (a suite started without codes) every id is unknown: fail closed.
 */
export function reservedCharge(deps: SubscriptionDeps, userId: string, named: NamedReservation, productId: string, country: string): ReservedCharge {
  const store = deps.codes;
  if (store === undefined) {
    throw named.kind === "COUPON"
      ? new HttpError(404, "COUPON_UNKNOWN", "No such coupon on this account.")
      : new HttpError(404, "DEAL_REDEMPTION_UNKNOWN", "No such deal redemption on this account.");
  }
  const price = named.kind === "COUPON" ? couponPrice(deps, store, userId, named.id, productId, country) : dealPrice(deps, store, userId, named.id, productId, country);
  if (price.amount <= 0) {
    throw new HttpError(409, "NOTHING_TO_CHARGE", "This reservation's price is 0: there is nothing to pay by card (a code that gives a package away is a voucher).");
  }
  return { amount: price.amount, currency: price.currency, reservation: { id: price.reservationId, kind: named.kind, periods: price.periods } };
}

/** Whether a replayed body names the reservation the order was priced with (both none, or the same id and kind). */
export function sameReservation(order: OrderRow, named: NamedReservation | undefined): boolean {
  if (named === undefined) return order.reservation_id === null;
  return order.reservation_id === named.id && order.reservation_kind === named.kind;
}

/**
 * The order's reservation spent, in the transaction that makes it PAID. When it was no longer open (another order paid
 * with it first) the charge still happened and the subscription is still granted: logged, with the order id only, for
 * the difference to be refunded.
 */
export function spendReservation(deps: SubscriptionDeps, order: OrderRow): void {
  if (order.reservation_id === null) return;
  const spent = deps.codes !== undefined && markReservationUsed(deps, deps.codes, order.reservation_id, order.id);
  if (!spent) log({ level: "warn", code: "subscription-reservation-not-open", orderId: order.id });
}
