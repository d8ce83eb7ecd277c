/**
 * What the `subscription-manage` block's views take (resolved on the server, renderer/data/resolvers.ts): the
 * account's own subscription, the reasons to leave (the "reasons" step), and why this viewer may not act on it.
 */
import type { SubscriptionStanding } from "@/domain/subscription/ownSubscription";
import type { Locale } from "@/domain/types";

export interface TerminationChoice {
  id: string;
  label: string;
}

export interface SubscriptionView {
  standing: SubscriptionStanding;
  /** The "reasons" step: the service's reasons, in the viewer's language. */
  reasons?: TerminationChoice[];
  /** A kids profile sees the subscription but cannot change it (the API refuses it too). */
  refusal?: "kid-profile";
}

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
  return new Intl.DateTimeFormat([`${locale}-${country}`, locale], { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(date);
}
