/**
 * What zod's shape check cannot see in the catalogue: ids that must be unique or must exist, one default package,
 * a feature entry per feature-table row, and a price in the currency of every country a package is sold in.
 * A catalogue with any problem is refused at start-up (catalogue.ts), so a route never meets a missing price.
 */
import type { Catalogue, CatalogueProduct } from "./catalogueSchema";

function duplicates(ids: readonly string[]): string[] {
  return ids.filter((value, index) => ids.indexOf(value) !== index);
}

/** The currencies a product must be priced in: its countries' (the fallback for every country not listed). */
export function currenciesNeeded(catalogue: Catalogue, product: CatalogueProduct): string[] {
  const mapped = Object.entries(catalogue.currencies);
  if (product.soldIn !== undefined) {
    return [...new Set(product.soldIn.map((country) => catalogue.currencies[country] ?? catalogue.fallbackCurrency))];
  }
  const local = mapped.filter(([country]) => !product.notSoldIn.includes(country)).map(([, currency]) => currency);
  return [...new Set([...local, catalogue.fallbackCurrency])];
}

function featureProblems(catalogue: Catalogue, owner: string, features: Readonly<Record<string, unknown>>): string[] {
  const rows = catalogue.featureTable.map((row) => row.id);
  const missing = rows.filter((row) => !(row in features)).map((row) => `${owner}: no entry for feature ${row}`);
  const extra = Object.keys(features).filter((key) => !rows.includes(key)).map((key) => `${owner}: feature ${key} is not in the feature table`);
  return [...missing, ...extra];
}

function productProblems(catalogue: Catalogue): string[] {
  const problems: string[] = [];
  const tags = new Set(catalogue.promotionalTags.map((tag) => tag.id));
  for (const product of catalogue.products) {
    problems.push(...featureProblems(catalogue, product.id, product.features));
    if (product.promotionalTagId !== undefined && !tags.has(product.promotionalTagId)) problems.push(`${product.id}: unknown promotional tag ${product.promotionalTagId}`);
    for (const currency of currenciesNeeded(catalogue, product)) {
      if (product.prices[currency] === undefined) problems.push(`${product.id}: no price in ${currency}`);
    }
    if (product.hidden && Object.keys(product.flows).some((flow) => flow !== "HIDDEN")) problems.push(`${product.id}: a hidden package shows in the HIDDEN flow only`);
  }
  const defaults = catalogue.products.filter((product) => product.isDefault);
  if (defaults.length !== 1) problems.push(`exactly one default package, not ${defaults.length}`);
  return problems;
}

function referenceProblems(catalogue: Catalogue): string[] {
  const products = new Set(catalogue.products.map((product) => product.id));
  const addOns = new Set(catalogue.addOns.map((addOn) => addOn.id));
  const missing = (what: string, value: string, known: ReadonlySet<string>) => (known.has(value) ? [] : [`${what}: unknown ${value}`]);
  return [
    ...Object.entries(catalogue.productAliases).flatMap(([alias, target]) => missing(`alias ${alias}`, target, products)),
    ...Object.keys(catalogue.productAliases).filter((alias) => products.has(alias)).map((alias) => `alias ${alias} is a product id`),
    ...catalogue.specialOffers.flatMap((offer) => missing(`offer ${offer.id}`, offer.productId, products)),
    ...catalogue.addOnProductMappings.flatMap((mapping) => [
      ...missing("add-on mapping", mapping.addOnId, addOns),
      ...mapping.productIds.flatMap((productId) => missing(`add-on mapping ${mapping.addOnId}`, productId, products)),
    ]),
    ...catalogue.homeSubscribedCTA.productIds.flatMap((productId) => missing("homeSubscribedCTA", productId, products)),
  ];
}

/** Every problem of the catalogue, in words; empty when it is sound. */
export function catalogueProblems(catalogue: Catalogue): string[] {
  const ids = [...catalogue.products.map((product) => product.id), catalogue.freeProduct.id];
  const defaultCatalogs = catalogue.catalogs.filter((catalog) => catalog.isDefault).length;
  return [
    ...duplicates(ids).map((value) => `duplicate product id ${value}`),
    ...duplicates(catalogue.featureTable.map((row) => row.id)).map((value) => `duplicate feature ${value}`),
    ...duplicates(catalogue.specialOffers.map((offer) => offer.id)).map((value) => `duplicate offer ${value}`),
    ...duplicates(catalogue.terminationReasons.map((reason) => reason.id)).map((value) => `duplicate termination reason ${value}`),
    ...productProblems(catalogue),
    ...featureProblems(catalogue, catalogue.freeProduct.id, catalogue.freeProduct.features),
    ...referenceProblems(catalogue),
    ...(catalogue.currencies[catalogue.defaultCountry] === undefined ? [`the default country ${catalogue.defaultCountry} has no currency`] : []),
    ...(defaultCatalogs === 1 ? [] : [`exactly one default catalog, not ${defaultCatalogs}`]),
    ...catalogue.specialOffers.filter((offer) => Date.parse(offer.startsAt) >= Date.parse(offer.endsAt)).map((offer) => `offer ${offer.id} ends before it starts`),
  ];
}
