/**
 * The reply of `GET subscription-config/packageConfiguration` (spec 3 "Subscription configuration"): the catalogue
 * for one country, language and flow. Packages not sold in the country are left out, texts are in the language,
 * prices in the country's currency (integer minor units), special offers only while active, primary ones first.
 */
import type { FlowType, ShowingType } from "@/domain/subscription/flows";
import type { LocalizedText, ServiceLocale } from "../db/localizedText";
import { currencyOf, isSoldIn, pricingOf, planProducts, type Catalogue, type CatalogueOffer, type CatalogueProduct, type PricingResponse } from "./catalogue";
import type { PlatformName } from "./catalogueSchema";

export interface ConfigurationQuery {
  country: string;
  language: ServiceLocale;
  flow: FlowType;
  platform: PlatformName;
  /** Only these packages (catalogue ids); absent: all. */
  filterPackageIds?: readonly string[];
  /** The package the caller's account holds, marked `current`. */
  heldProductId?: string;
  now: Date;
}

type Features = CatalogueProduct["features"];

/** The features in the feature table's order, in the language; `specialText` is null where there is none. */
function featuresIn(catalogue: Catalogue, features: Features, language: ServiceLocale) {
  return catalogue.featureTable.map((row) => {
    const value = features[row.id];
    return { id: row.id, included: value?.included ?? false, specialText: value?.specialText?.[language] ?? null };
  });
}

function productEntry(catalogue: Catalogue, product: CatalogueProduct, showingType: ShowingType, pricing: PricingResponse, query: ConfigurationQuery) {
  const { language } = query;
  const tag = catalogue.promotionalTags.find((candidate) => candidate.id === product.promotionalTagId);
  return {
    id: product.id,
    ovpSku: product.ovpSku,
    ovpValue: product.ovpValue,
    default: product.isDefault,
    order: product.order,
    packageCode: product.code,
    name: product.name[language],
    description: product.description[language],
    mobileOnly: product.mobileOnly,
    screens: product.screens,
    showingType,
    promotionalTag: tag?.text[language] ?? null,
    promotionalTagId: tag?.id ?? null,
    features: featuresIn(catalogue, product.features, language),
    pricing,
    current: product.id === query.heldProductId,
  };
}

const wanted = (query: ConfigurationQuery, id: string) => query.filterPackageIds === undefined || query.filterPackageIds.includes(id);

/** In a downgrade, a caller who holds a package is shown only those below it. */
function belowHeld(catalogue: Catalogue, query: ConfigurationQuery, product: CatalogueProduct): boolean {
  const held = catalogue.products.find((candidate) => candidate.id === query.heldProductId);
  return query.flow !== "ORGANIC_DOWNGRADE" || held === undefined || product.order < held.order;
}

/** The packages the flow shows, sold in the country, by order. */
function flowProducts(catalogue: Catalogue, query: ConfigurationQuery) {
  return [...catalogue.products]
    .sort((a, b) => a.order - b.order)
    .flatMap((product) => {
      const showingType = product.flows[query.flow];
      const pricing = pricingOf(catalogue, product, query.country);
      if (showingType === undefined || pricing === undefined || !wanted(query, product.id) || !belowHeld(catalogue, query, product)) return [];
      return [productEntry(catalogue, product, showingType, pricing, query)];
    });
}

export function isOfferActive(offer: CatalogueOffer, now: Date): boolean {
  return Date.parse(offer.startsAt) <= now.getTime() && now.getTime() < Date.parse(offer.endsAt);
}

/** Active offers priced in the country's currency for a package sold there: primary ones first, then by orderPlacement. */
export function activeOffers(catalogue: Catalogue, country: string, now: Date, language: ServiceLocale) {
  const currency = currencyOf(catalogue, country);
  return catalogue.specialOffers
    .flatMap((offer) => {
      const product = catalogue.products.find((candidate) => candidate.id === offer.productId);
      const amount = offer.prices[currency];
      if (!product || !isSoldIn(product, country) || amount === undefined || !isOfferActive(offer, now)) return [];
      const pricing = { pricingPlanDuration: product.pricingPlanDuration, productType: "SVOD" as const, currency, amount, free: false };
      const { id, primary, orderPlacement, productId, audience, startsAt, endsAt } = offer;
      return [{ id, title: offer.title[language], primary, orderPlacement, productId, audience, startsAt, endsAt, pricing, regularAmount: product.prices[currency] ?? amount }];
    })
    .sort((a, b) => Number(b.primary) - Number(a.primary) || a.orderPlacement - b.orderPlacement);
}

const inLanguage = (text: LocalizedText, language: ServiceLocale) => text[language];

/** Add-ons priced in the currency, and their mappings onto the packages sold in the country. */
function addOnsIn(catalogue: Catalogue, country: string, language: ServiceLocale) {
  const currency = currencyOf(catalogue, country);
  const addOns = catalogue.addOns.flatMap((addOn) => {
    const amount = addOn.prices[currency];
    if (amount === undefined) return [];
    const pricing = { pricingPlanDuration: addOn.pricingPlanDuration, productType: "SVOD" as const, currency, amount, free: false };
    return [{ id: addOn.id, name: inLanguage(addOn.name, language), description: inLanguage(addOn.description, language), pricing }];
  });
  const sold = new Set(planProducts(catalogue, country).map((product) => product.id));
  const mappings = catalogue.addOnProductMappings
    .filter((mapping) => addOns.some((addOn) => addOn.id === mapping.addOnId))
    .map((mapping) => ({ addOnId: mapping.addOnId, productIds: mapping.productIds.filter((id) => sold.has(id)) }))
    .filter((mapping) => mapping.productIds.length > 0);
  return { addOns, addOnProductMappings: mappings };
}

function freeProductIn(catalogue: Catalogue, country: string, language: ServiceLocale) {
  const free = catalogue.freeProduct;
  const pricing = { pricingPlanDuration: "P1M" as const, productType: "SVOD" as const, currency: currencyOf(catalogue, country), amount: 0, free: true };
  const features = featuresIn(catalogue, free.features, language);
  return { id: free.id, ovpValue: free.ovpValue, default: false, name: free.name[language], description: free.description[language], features, pricing };
}

/** What is the same whatever the flow: texts in the language, the offers and add-ons of the country. */
function sharedParts(catalogue: Catalogue, query: ConfigurationQuery) {
  const { language, country } = query;
  const cta = catalogue.homeSubscribedCTA;
  return {
    featureTable: catalogue.featureTable.map((row) => ({ id: row.id, title: row.label[language] })),
    specialOffers: activeOffers(catalogue, country, query.now, language),
    benefits: catalogue.benefits.map((benefit) => ({ id: benefit.id, icon: benefit.icon, title: benefit.title[language], description: benefit.description[language] })),
    sponsors: catalogue.sponsors,
    ...addOnsIn(catalogue, country, language),
    homeSubscribedCTA: { title: cta.title[language], cta: cta.cta[language], url: cta.url, productIds: cta.productIds },
    promotionalTags: catalogue.promotionalTags.map((tag) => ({ id: tag.id, text: tag.text[language] })),
    visualElements: catalogue.visualElements,
    catalogs: catalogue.catalogs,
    showPageUpsellToFreeForYou: catalogue.showPageUpsellToFreeForYou,
  };
}

export function packageConfiguration(catalogue: Catalogue, query: ConfigurationQuery) {
  const { country, language } = query;
  const subscriptionPackages = planProducts(catalogue, country)
    .filter((product) => wanted(query, product.id))
    .map((product) => ({ id: product.id, name: product.name[language], isDefault: product.isDefault, mobileOnly: product.mobileOnly }));
  return {
    country,
    currency: currencyOf(catalogue, country),
    language,
    flow: query.flow,
    platform: query.platform,
    products: flowProducts(catalogue, query),
    freeProduct: freeProductIn(catalogue, country, language),
    subscriptionPackages,
    ...sharedParts(catalogue, query),
  };
}
