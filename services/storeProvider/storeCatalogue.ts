/**
 * The store products (services/seed/storeProducts.json): each catalogue package sold in the App Store and Google Play,
 * its product id in each store and its rank in the one subscription group (1 the highest, as Apple's subscription
 * levels: a lower rank is an upgrade, taking effect at once; a higher one a downgrade, at the next renewal). The
 * mobile-only package and the hidden win-back package are not sold in the stores. Both store stand-ins and the
 * subscription service read this file; it is checked with zod when loaded.
 */
import { readFileSync } from "node:fs";
import { z } from "zod";

const appleId = z.string().regex(/^[a-z][a-z0-9]*(\.[a-z0-9]+)+$/, "a reverse-DNS product id");
const googleId = z.string().regex(/^[a-z][a-z0-9_.]{0,39}$/, "lower case, digits, _ and .");

const storeProductsSchema = z.object({
  version: z.literal(1),
  subscriptionGroup: z.string().min(1),
  apple: z.object({ bundleId: appleId, appAppleId: z.number().int().positive() }),
  google: z.object({ packageName: appleId }),
  products: z
    .array(z.object({ productId: z.string().min(1), apple: appleId, google: googleId, rank: z.number().int().min(1) }))
    .min(1)
    .refine((products) => new Set(products.map((product) => product.rank)).size === products.length, "each rank once"),
});
export type StoreProducts = z.output<typeof storeProductsSchema>;
export type StoreProduct = StoreProducts["products"][number];
export type StoreName = "apple" | "google";

export const storeProductsFile = new URL("../seed/storeProducts.json", import.meta.url);

let loaded: StoreProducts | undefined;

/** The seed's store products, read and checked once (a broken file throws, naming the problem). */
export function loadStoreProducts(): StoreProducts {
  if (loaded !== undefined) return loaded;
  const value: unknown = JSON.parse(readFileSync(storeProductsFile, "utf8"));
  loaded = storeProductsSchema.parse(value);
  return loaded;
}

/** The product a store sells under `storeProductId`; undefined for one it does not. */
export function byStoreId(products: StoreProducts, store: StoreName, storeProductId: string): StoreProduct | undefined {
  return products.products.find((product) => product[store] === storeProductId);
}

/** The store product of a catalogue package; undefined for a package the stores do not sell. */
export function byCatalogueId(products: StoreProducts, productId: string): StoreProduct | undefined {
  return products.products.find((product) => product.productId === productId);
}
