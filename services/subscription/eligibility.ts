/**
 * Whether an account may take a special offer (spec 7 `offer/eligibility`), from the server's own rows:
 * - OFFER_INACTIVE: outside its window;
 * - NOT_AVAILABLE_IN_COUNTRY: its package is not sold in the country, or it has no price in the country's currency;
 * - acquisition offers are for accounts without a subscription (guests too): ALREADY_SUBSCRIBED otherwise;
 * - upgrade offers are for subscribers below the offer's package: SIGN_IN_REQUIRED, NOT_SUBSCRIBED, ALREADY_ON_PACKAGE;
 * - offers for all: anyone but a subscriber at or above the package (ALREADY_ON_PACKAGE).
 */
import { currencyOf, isSoldIn, productById, type Catalogue, type CatalogueOffer } from "./catalogue";
import { isOfferActive } from "./packageConfiguration";
import { activeRow, isSubscribed, type Account } from "./subscriber";

export type EligibilityReason = "ELIGIBLE" | "OFFER_INACTIVE" | "NOT_AVAILABLE_IN_COUNTRY" | "ALREADY_SUBSCRIBED" | "SIGN_IN_REQUIRED" | "NOT_SUBSCRIBED" | "ALREADY_ON_PACKAGE";

export interface Eligibility {
  offerId: string;
  productId: string;
  eligible: boolean;
  reason: EligibilityReason;
}

function reasonFor(catalogue: Catalogue, offer: CatalogueOffer, account: Account | undefined, country: string, now: Date): EligibilityReason {
  if (!isOfferActive(offer, now)) return "OFFER_INACTIVE";
  const product = productById(catalogue, offer.productId);
  if (product === undefined || !isSoldIn(product, country) || offer.prices[currencyOf(catalogue, country)] === undefined) return "NOT_AVAILABLE_IN_COUNTRY";
  const subscribed = account !== undefined && isSubscribed(account.subscriptions);
  const heldRow = subscribed ? activeRow(account.subscriptions) : undefined;
  const held = heldRow === undefined ? undefined : productById(catalogue, heldRow.sku);
  const atOrAbove = held !== undefined && held.order >= product.order;
  switch (offer.audience) {
    case "acquisition":
      return subscribed ? "ALREADY_SUBSCRIBED" : "ELIGIBLE";
    case "upgrade":
      if (account === undefined) return "SIGN_IN_REQUIRED";
      if (!subscribed) return "NOT_SUBSCRIBED";
      return atOrAbove ? "ALREADY_ON_PACKAGE" : "ELIGIBLE";
    case "all":
      return atOrAbove ? "ALREADY_ON_PACKAGE" : "ELIGIBLE";
  }
}

export function offerEligibility(catalogue: Catalogue, offer: CatalogueOffer, account: Account | undefined, country: string, now: Date): Eligibility {
  const reason = reasonFor(catalogue, offer, account, country, now);
  return { offerId: offer.id, productId: offer.productId, eligible: reason === "ELIGIBLE", reason };
}

/**
 * A hidden package (the win-back offer, reached by a link: the HIDDEN flow) may be bought by an account that had a
 * subscription and holds none now, never by a new account nor a subscriber.
 */
export function mayBuyHiddenProduct(account: Account): boolean {
  return account.subscriptions.some((row) => row.purchase_type === "SVOD") && activeRow(account.subscriptions) === undefined;
}
