/**
 * The seeded subscription catalogue (services/seed/subscription.json), loaded and checked once at start-up, and the
 * lookups every subscription route shares: a product by id (old skus through `productAliases`), the currency of a
 * country, whether a package is sold there and its pricing response (spec 3 "Pricing response").
 */
import { readFileSync } from "node:fs";
import { describeIssues } from "../http/parseQuery";
import { catalogueProblems } from "./catalogueChecks";
import { catalogueSchema, type Catalogue, type CatalogueProduct } from "./catalogueSchema";

export type { Catalogue, CatalogueOffer, CatalogueProduct } from "./catalogueSchema";

export const seedCatalogueFile = new URL("../seed/subscription.json", import.meta.url);

/** Parses and checks a catalogue; throws naming every problem, so a broken seed stops the start. */
export function parseCatalogue(value: unknown): Catalogue {
  const parsed = catalogueSchema.safeParse(value);
  if (!parsed.success) throw new Error(`The subscription catalogue is malformed: ${describeIssues(parsed.error)}`);
  const problems = catalogueProblems(parsed.data);
  if (problems.length > 0) throw new Error(`The subscription catalogue is inconsistent: ${problems.join("; ")}`);
  return parsed.data;
}

export function loadCatalogue(file: URL | string = seedCatalogueFile): Catalogue {
  const value: unknown = JSON.parse(readFileSync(file, "utf8"));
  return parseCatalogue(value);
}

/** The catalogue id of a product id or of an old sku ('shasha-plus-monthly' is shasha-vip). */
export function canonicalProductId(catalogue: Catalogue, id: string): string {
  return catalogue.productAliases[id] ?? id;
}

export function productById(catalogue: Catalogue, id: string): CatalogueProduct | undefined {
  const wanted = canonicalProductId(catalogue, id);
  return catalogue.products.find((product) => product.id === wanted);
}

/** The country's currency; every country without one of its own pays in the fallback (USD). */
export function currencyOf(catalogue: Catalogue, country: string): string {
  return catalogue.currencies[country] ?? catalogue.fallbackCurrency;
}

export function isSoldIn(product: CatalogueProduct, country: string): boolean {
  if (product.notSoldIn.includes(country)) return false;
  return product.soldIn === undefined || product.soldIn.includes(country);
}

/** Spec 3 "Pricing response". */
export interface PricingResponse {
  pricingPlanDuration: CatalogueProduct["pricingPlanDuration"];
  productType: "SVOD";
  currency: string;
  /** Integer minor units of `currency`. */
  amount: number;
  free: boolean;
}

/** The product's price in the country; undefined when it is not sold there. */
export function pricingOf(catalogue: Catalogue, product: CatalogueProduct, country: string): PricingResponse | undefined {
  if (!isSoldIn(product, country)) return undefined;
  const currency = currencyOf(catalogue, country);
  const amount = product.prices[currency];
  if (amount === undefined) return undefined;
  return { pricingPlanDuration: product.pricingPlanDuration, productType: "SVOD", currency, amount, free: false };
}

/** The packages sold in the country that can be bought as a plan (not the hidden offer packages), by order. */
export function planProducts(catalogue: Catalogue, country: string): CatalogueProduct[] {
  return catalogue.products.filter((product) => !product.hidden && isSoldIn(product, country)).sort((a, b) => a.order - b.order);
}

/** Spec 3 "renewal frequency" of a plan duration. */
export function renewalFrequencyOf(duration: CatalogueProduct["pricingPlanDuration"]): "MONTHLY" | "QUARTERLY" | "YEARLY" {
  return duration === "P1M" ? "MONTHLY" : duration === "P3M" ? "QUARTERLY" : "YEARLY";
}
