/**
 * What the `subscription-manage` block's views take (resolved on the server, renderer/data/resolvers.ts): the
 * account's own subscription, the reasons to leave (the "reasons" step), and why this viewer may not act on it.
 */
import type { CardValidity, OwnCard, OwnPayment, SubscriptionStanding, UpgradeQuote } from "@/domain/subscription/ownSubscription";
import type { SubscriptionPackage } from "@/domain/subscription/packages";
import type { Locale } from "@/domain/types";
import { viewerLocales } from "@/domain/viewerLocales";

export interface TerminationChoice {
  id: string;
  label: string;
}

export interface SubscriptionView {
  standing: SubscriptionStanding;
  /** The "reasons" step: the service's reasons, in the viewer's language. */
  reasons?: TerminationChoice[];
  /** The "change" step: the package of the page's `?package=` against the account's own. */
  change?: PackageChange;
  /** The "history" step: the account's payments, and the packages' names in the viewer's language by id. */
  payments?: { entries: OwnPayment[]; names: Record<string, string> };
  /** The "card" step: the account's saved cards, the default first, with how valid each is on the day of the page. */
  cards?: (OwnCard & { validity?: CardValidity })[];
  /** A kids profile sees the subscription but cannot change it (the API refuses it too). */
  refusal?: "kid-profile";
}

export type PackageChange =
  /** No package asked, the account's own, or one not offered to this account: nothing to show. */
  | { kind: "none" }
  /** Now, prorated: `quote` is undefined when the pricing service could not say (the page then says so). */
  | { kind: "upgrade"; target: SubscriptionPackage; country: string; quote: UpgradeQuote | undefined }
  /**
   * At the renewal (`startsAt`), at the target's price: a move down, or any move of a subscription on the phone bill
   * (the operator bills the new tier from the next period; it cannot charge a prorated difference).
   */
  | { kind: "downgrade"; target: SubscriptionPackage; country: string; startsAt: string };

/** A card brand as people write it. */
export function issuerName(issuer: string): string {
  const names: Record<string, string> = { visa: "Visa", mastercard: "Mastercard", amex: "American Express" };
  return names[issuer.toLowerCase()] ?? issuer;
}

/**
 * A day as the viewer reads it, in their locale's digits ("1 January 2027", "١ يناير ٢٠٢٧"). Dates are the service's
 * UTC day: a subscription ends at the start of that day, wherever the viewer is.
 */
export function dayText(iso: string, locale: Locale, country: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(viewerLocales({ locale, country }), { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(date);
}
