/**
 * Special offers as the app shows them (spec 3 "Subscription configuration": special offers; spec 2 `/hub/offers`,
 * `/hub/offer/{offerParam}`, `/hub/offerValidation/{offerParam}`): a package's first period at a lower price, for a
 * time. Who may take one is the subscription service's rule (`offer/eligibility`), asked with the viewer's session;
 * this module only words its answer for the page.
 */
import type { Money } from "./money";
import type { PlanPeriod } from "./packages";

/** Who a special offer is for (spec 3): accounts without a subscription, subscribers moving up, or both. */
export type OfferAudience = "acquisition" | "upgrade" | "all";

/** A special offer running now in the viewer's country: its package's first period at a lower price. */
export interface SpecialOffer {
  id: string;
  title: string;
  /** Spec 3: primary offers come first, then by orderPlacement (the service's order, kept). */
  primary: boolean;
  productId: string;
  audience: OfferAudience;
  /** ISO 8601: the moment it may no longer be taken. */
  endsAt: string;
  /** The first period's price, and the package's usual price for it. */
  price: Money;
  regularPrice: Money;
  period: PlanPeriod;
}

/**
 * What the page says of an offer for this viewer: they may take it (`eligible`), must sign in first, or why not (the
 * service's reasons, and a kids profile, which never pays).
 */
export const offerVerdicts = ["eligible", "sign-in", "kid-profile", "ended", "not-in-country", "for-new", "for-subscribers", "has-package", "unavailable"] as const;
export type OfferVerdict = (typeof offerVerdicts)[number];

const verdictOfReason: Readonly<Record<string, OfferVerdict>> = {
  ELIGIBLE: "eligible",
  SIGN_IN_REQUIRED: "sign-in",
  OFFER_INACTIVE: "ended",
  NOT_AVAILABLE_IN_COUNTRY: "not-in-country",
  ALREADY_SUBSCRIBED: "for-new",
  NOT_SUBSCRIBED: "for-subscribers",
  ALREADY_ON_PACKAGE: "has-package",
};

/** The service's eligibility answer as the page's verdict; a reason it does not know is no offer to take. */
export function offerVerdict(eligibility: { eligible: boolean; reason: string }): OfferVerdict {
  if (eligibility.eligible) return "eligible";
  const verdict = verdictOfReason[eligibility.reason];
  return verdict === undefined || verdict === "eligible" ? "unavailable" : verdict;
}

/** The offers a flow lists: acquisition offers to viewers without a subscription, upgrade offers to subscribers. */
export function offersForFlow(offers: readonly SpecialOffer[], flow: "acquisition" | "upgrade" | "downgrade"): SpecialOffer[] {
  const audience = flow === "acquisition" ? "acquisition" : "upgrade";
  return offers.filter((offer) => offer.audience === "all" || offer.audience === audience);
}

/** The last day an offer may be taken, as a UTC calendar date (an offer ending at midnight ends the day before). */
export function lastOfferDay(offer: Pick<SpecialOffer, "endsAt">): Date {
  return new Date(Date.parse(offer.endsAt) - 1);
}
