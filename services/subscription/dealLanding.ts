/**
 * `GET deals/{dealParam}` (token optional; docs/codes-and-deals.md "Deals"): what the deal landing page
 * (`/hub/deal-landing/{dealParam}`) shows: the deal's type, its partner, its texts in the language, the packages it
 * offers in the viewer's country at the deal's price (a package not sold there is left out), what the redemption
 * needs and whether the deal runs now. An unknown deal is a 404 DEAL_UNKNOWN, one that has ended a 410 DEAL_ENDED; one
 * that has not started yet is shown with `active: false`.
 */
import { HttpError } from "../http/HttpError";
import type { RouteRequest } from "../http/router";
import { productById } from "./catalogue";
import type { CodeStore } from "./codeStore";
import { dealOffers, dealState, requirementOf } from "./dealTerms";
import { countryOf, languageOf } from "./requestContext";
import { optionalAccount } from "./subscriber";
import type { SubscriptionDeps } from "./subscriptionDeps";

export function dealLanding(deps: SubscriptionDeps, store: CodeStore, request: RouteRequest) {
  // A token, when sent, must be live (the service's convention), though the page is public.
  optionalAccount(deps, request.headers);
  const language = languageOf(request);
  const dealParam = request.params.dealParam ?? "";
  const deal = store.seed.deals.get(dealParam);
  if (deal === undefined) throw new HttpError(404, "DEAL_UNKNOWN", "There is no such deal.");
  const state = dealState(deal, deps.now());
  if (state === "ENDED") throw new HttpError(410, "DEAL_ENDED", "This deal has ended.");
  const partner = store.seed.partners.get(deal.partnerId);
  if (partner === undefined) throw new Error(`The deal ${dealParam} has no partner.`);
  const products = dealOffers(deps.catalogue, store.seed, deal, countryOf(deps.catalogue, request)).map((offer) => ({
    productId: offer.productId,
    productName: productById(deps.catalogue, offer.productId)?.name[language] ?? offer.productId,
    price: { amount: offer.price.amount, currency: offer.price.currency },
    regularPrice: { amount: offer.price.regularAmount, currency: offer.price.currency },
    periods: offer.periods,
  }));
  return {
    dealParam: deal.dealParam,
    dealType: deal.dealType,
    partner: { id: partner.id, kind: partner.kind, name: partner.name[language], logo: partner.logo },
    title: deal.title[language],
    description: deal.description[language],
    products,
    requires: requirementOf(deal),
    ...(deal.dealType === "Unique Identifier deal" ? { identifier: { label: deal.identifier.label[language], length: deal.identifier.length } } : {}),
    validFrom: deal.validFrom,
    validUntil: deal.validUntil,
    active: state === "ACTIVE",
  };
}
