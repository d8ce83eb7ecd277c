/**
 * What the `offer-list` block shows (renderer/data/offerResolver.ts resolves it on the server): the special offers
 * for this viewer, each with its package and the verdict of the subscription service's `offer/eligibility`, or the
 * one offer of the page's path.
 */
import type { OfferVerdict, SpecialOffer } from "@/domain/subscription/offers";

export interface OfferCard {
  offer: SpecialOffer;
  /** The offer's package in the viewer's language. */
  packageName: string;
  packageDescription: string;
  verdict: OfferVerdict;
}

export type OfferChoice = { kind: "list"; country: string; offers: OfferCard[] } | { kind: "one"; country: string; offer: OfferCard | undefined };

/** The payment page at the offer's price: the card form charges it (`?offer=`), the service decides again. */
export function offerPaymentPath(offer: Pick<SpecialOffer, "id" | "productId">): string {
  return `/hub/payment-methods?package=${encodeURIComponent(offer.productId)}&offer=${encodeURIComponent(offer.id)}`;
}
