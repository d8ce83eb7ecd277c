/**
 * Coupon and voucher codes (spec 3 "Other": payment method names `coupon` and `voucher`; docs/codes-and-deals.md):
 * what a code gives before it is used, and what redeeming it did. A voucher is prepaid (the package at once); a coupon
 * reserves a lower first payment, which the card payment then charges.
 */
import type { Money } from "./money";

export type CodeRefusalReason = "ALREADY_REDEEMED" | "EXPIRED" | "USED_UP" | "NOT_IN_COUNTRY" | "NOT_ELIGIBLE";

export interface CodeDetails {
  /** As the service normalised it (upper case, no spaces or dashes). */
  code: string;
  kind: "COUPON" | "VOUCHER";
  productId: string;
  productName: string;
  /** The months the voucher or the coupon's first payment covers. */
  periods: number;
  /** The first payment in the viewer's country (a coupon's), and those months at the catalogue's price. */
  price: Money | undefined;
  regularPrice: Money | undefined;
  redeemable: boolean;
  reason: CodeRefusalReason | undefined;
}

/**
 * A lower first payment the payment page charges: a coupon (codes/redeem) or a partner's deal (deals/…/redeem) the
 * account reserved, or a special offer it is eligible for (`?offer=`).
 */
export interface Reservation {
  kind: "coupon" | "deal" | "offer";
  id: string;
}

/** How a purchase names its reservation to the services: `couponId`, `dealRedemptionId` or `offerId`. */
export interface ReservationFields {
  couponId?: string;
  dealRedemptionId?: string;
  offerId?: string;
}

export function reservationFields(reservation: Reservation | undefined): ReservationFields {
  if (reservation === undefined) return {};
  if (reservation.kind === "coupon") return { couponId: reservation.id };
  return reservation.kind === "deal" ? { dealRedemptionId: reservation.id } : { offerId: reservation.id };
}

/** A reservation priced for the payment page in the account's country. */
export interface ReservedPrice {
  reservation: Reservation;
  productId: string;
  /** What the card payment charges, for `periods` months. */
  price: Money;
  regularPrice: Money;
  periods: number;
}

/** A partner's deal (spec 3 "Other": the five deal types) as its landing page shows it, priced in the viewer's country. */
export interface DealLanding {
  dealParam: string;
  dealType: "Standard" | "Discount Deal" | "deal_with_pricing_plan" | "Voucher Deal" | "Unique Identifier deal";
  partnerName: string;
  title: string;
  description: string;
  offers: { productId: string; productName: string; price: Money; regularPrice: Money; periods: number }[];
  /** What the viewer must type: the partner's voucher code, or their customer identifier (its label and length). */
  requires: { kind: "none" } | { kind: "voucher" } | { kind: "identifier"; label: string; length: number };
  /** False before it starts. */
  active: boolean;
}

/** What taking a deal did: a prepaid voucher is active at once; a priced deal reserved its price for the card payment. */
export type DealRedemption = { kind: "VOUCHER"; orderId: string } | { kind: "PRICED"; dealRedemptionId: string; productId: string };

export type CodeRedemption =
  | { kind: "VOUCHER"; orderId: string; productId: string; periods: number; endDate: string }
  | { kind: "COUPON"; couponId: string; productId: string; price: Money; regularPrice: Money; periods: number };
