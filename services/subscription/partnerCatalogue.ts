/**
 * The partners as the seed knows them (services/seed/codes.json `partners`, `partnerPackages`; docs/partner-login.md):
 * `GET partners` and `GET partners/{partnerName}` (token optional) show each partner in the language, with its deals
 * running now and offered in the viewer's country; and the product a TV provider's customer is entitled to: the
 * highest (by catalogue order) of the products their packages map to.
 */
import { HttpError } from "../http/HttpError";
import type { RouteRequest } from "../http/router";
import type { ServiceLocale } from "../db/localizedText";
import { productById, type Catalogue, type CatalogueProduct } from "./catalogue";
import type { CodeSeed } from "./codeSeed";
import type { DealPartner } from "./codeSeedSchema";
import { dealState } from "./dealTerms";
import { countryOf, languageOf } from "./requestContext";
import { optionalAccount } from "./subscriber";
import type { SubscriptionDeps } from "./subscriptionDeps";

const partnerUnknown = () => new HttpError(404, "PARTNER_UNKNOWN", "There is no such partner.");

/** The partner a path names (its id, any case); a malformed or unknown name is a 404 PARTNER_UNKNOWN. */
export function partnerNamed(seed: CodeSeed, name: string | undefined): DealPartner {
  const id = (name ?? "").trim().toLowerCase();
  const partner = /^[a-z0-9][a-z0-9-]{0,63}$/.test(id) ? seed.partners.get(id) : undefined;
  if (partner === undefined) throw partnerUnknown();
  return partner;
}

/** A partner whose customers sign in with it (Dish, Sling); any other is as unknown. */
export function signInPartner(seed: CodeSeed, name: string | undefined): DealPartner {
  const partner = partnerNamed(seed, name);
  if (!partner.signIn) throw partnerUnknown();
  return partner;
}

function partnerView(deps: SubscriptionDeps, seed: CodeSeed, partner: DealPartner, place: { language: ServiceLocale; country: string }) {
  const now = deps.now();
  const deals = [...seed.deals.values()]
    .filter((deal) => deal.partnerId === partner.id && dealState(deal, now) === "ACTIVE" && (deal.countries === undefined || deal.countries.includes(place.country)))
    .map((deal) => ({ dealParam: deal.dealParam, dealType: deal.dealType, title: deal.title[place.language] }));
  return {
    id: partner.id,
    kind: partner.kind,
    name: partner.name[place.language],
    description: partner.description[place.language],
    logo: partner.logo,
    signIn: partner.signIn,
    deals,
  };
}
export type PartnerView = ReturnType<typeof partnerView>;

function placeOf(deps: SubscriptionDeps, request: RouteRequest) {
  // A token, when sent, must be live (the service's convention), though the pages are public.
  optionalAccount(deps, request.headers);
  return { language: languageOf(request), country: countryOf(deps.catalogue, request) };
}

export function partnerList(deps: SubscriptionDeps, seed: CodeSeed, request: RouteRequest): { partners: PartnerView[] } {
  const place = placeOf(deps, request);
  return { partners: [...seed.partners.values()].map((partner) => partnerView(deps, seed, partner, place)) };
}

export function onePartner(deps: SubscriptionDeps, seed: CodeSeed, request: RouteRequest): PartnerView {
  const place = placeOf(deps, request);
  return partnerView(deps, seed, partnerNamed(seed, request.params.partnerName), place);
}

/** The product the packages entitle to: the highest one they map to; undefined when none maps. */
export function entitledProduct(catalogue: Catalogue, seed: CodeSeed, partnerId: string, packages: readonly string[]): CatalogueProduct | undefined {
  const mapping = seed.partnerPackages[partnerId] ?? {};
  const products = packages.flatMap((packageId) => {
    const productId = mapping[packageId];
    const product = productId === undefined ? undefined : productById(catalogue, productId);
    return product === undefined ? [] : [product];
  });
  return products.reduce<CatalogueProduct | undefined>((best, product) => (best === undefined || product.order > best.order ? product : best), undefined);
}
