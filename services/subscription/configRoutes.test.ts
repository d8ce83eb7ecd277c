import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { errorCodeOf, startSubscriptionKit, type SubscriptionKit } from "./testKit";

const pricing = z.object({ pricingPlanDuration: z.string(), productType: z.literal("SVOD"), currency: z.string(), amount: z.number().int(), free: z.boolean() });
const configurationReply = z.object({
  country: z.string(),
  currency: z.string(),
  language: z.string(),
  flow: z.string(),
  products: z.array(
    z.object({
      id: z.string(),
      default: z.boolean(),
      packageCode: z.string(),
      name: z.string(),
      showingType: z.string(),
      promotionalTag: z.string().nullable(),
      features: z.array(z.object({ id: z.string(), included: z.boolean(), specialText: z.string().nullable() })),
      pricing,
      current: z.boolean(),
    }),
  ),
  freeProduct: z.object({ id: z.string(), pricing }),
  featureTable: z.array(z.object({ id: z.string(), title: z.string() })),
  subscriptionPackages: z.array(z.object({ id: z.string(), name: z.string(), isDefault: z.boolean(), mobileOnly: z.boolean() })),
  specialOffers: z.array(z.object({ id: z.string(), primary: z.boolean(), orderPlacement: z.number(), pricing })),
  addOns: z.array(z.object({ id: z.string(), pricing })),
  addOnProductMappings: z.array(z.object({ addOnId: z.string(), productIds: z.array(z.string()) })),
  benefits: z.array(z.object({ id: z.string(), title: z.string() })),
  sponsors: z.array(z.object({ id: z.string() })),
  homeSubscribedCTA: z.object({ title: z.string(), url: z.string() }),
  promotionalTags: z.array(z.object({ id: z.string(), text: z.string() })),
  visualElements: z.record(z.string(), z.string()),
  catalogs: z.array(z.object({ name: z.string(), tag_url: z.string(), live_tag_url: z.string(), isDefault: z.boolean() })),
  showPageUpsellToFreeForYou: z.boolean(),
});
const processorReply = z.object({ country: z.string(), currency: z.string(), processors: z.array(z.object({ paymentMethodName: z.string(), nativeOnly: z.boolean(), planChangeSupported: z.boolean() })) });

let kit: SubscriptionKit;
beforeAll(() => {
  kit = startSubscriptionKit("2026-11-26T12:00:00.000Z");
});
afterAll(() => kit.close());

async function configuration(query: string, headers: Record<string, string> = {}) {
  const reply = await kit.call(`/subscription/subscription-config/packageConfiguration?${query}`, { headers });
  expect(reply.status).toBe(200);
  return configurationReply.parse(reply.body);
}

describe("subscription-config/packageConfiguration", () => {
  test("Jordan, English, organic acquisition: the four packages in dinars, texts in the language, the free product apart", async () => {
    const config = await configuration("language=en&flow=ORGANIC_ACQUISITION", { country: "JO" });
    expect([config.country, config.currency, config.language, config.flow]).toEqual(["JO", "JOD", "en", "ORGANIC_ACQUISITION"]);
    expect(config.products.map((item) => [item.id, item.packageCode, item.showingType, item.pricing.amount, item.pricing.currency])).toEqual([
      ["shasha-mobile", "MOBILE ONLY", "BASE", 2500, "JOD"],
      ["shasha-vip", "VIP", "BASE", 4000, "JOD"],
      ["shasha-sport", "SPORT", "BASE", 7000, "JOD"],
      ["shasha-ultimate", "ULTIMATE", "BASE", 9500, "JOD"],
    ]);
    const vip = config.products[1];
    expect(vip?.default).toBe(true);
    expect(vip?.features.find((feature) => feature.id === "screens")).toEqual({ id: "screens", included: true, specialText: "2 screens" });
    expect(vip?.features.find((feature) => feature.id === "downloads")).toEqual({ id: "downloads", included: false, specialText: null });
    expect(config.products.find((item) => item.id === "shasha-sport")?.promotionalTag).toBe("Most popular");
    expect(config.freeProduct).toMatchObject({ id: "shasha-free", pricing: { amount: 0, free: true, currency: "JOD" } });
    expect(config.featureTable.map((row) => row.title)).toEqual(["Series & movies", "Live TV channels", "Live matches", "Picture quality", "Screens at once", "Downloads", "Ad-free"]);
    expect(config.subscriptionPackages.map((item) => item.id)).toEqual(["shasha-mobile", "shasha-vip", "shasha-sport", "shasha-ultimate"]);
    expect(config.catalogs.filter((catalog) => catalog.isDefault)).toHaveLength(1);
    expect(config.homeSubscribedCTA.url).toBe("/hub/change-package");
  });

  test("special offers: only active ones, primary first, then by orderPlacement, at the country's price", async () => {
    const config = await configuration("language=en", { country: "JO" });
    expect(config.specialOffers.map((offer) => [offer.id, offer.primary, offer.orderPlacement])).toEqual([
      ["offer-sport-launch", true, 1],
      ["offer-welcome-vip", true, 2],
      ["offer-ultimate-upgrade", false, 1],
    ]);
    expect(config.specialOffers[1]?.pricing).toMatchObject({ currency: "JOD", amount: 2000 });
  });

  test("each country pays in its currency; a package not sold there is left out, with its offer", async () => {
    const morocco = await configuration("language=fr", { country: "MA" });
    expect(morocco.currency).toBe("MAD");
    expect(morocco.products.map((item) => item.id)).toEqual(["shasha-mobile", "shasha-vip", "shasha-ultimate"]);
    expect(morocco.specialOffers.map((offer) => offer.id)).not.toContain("offer-sport-launch");
    expect(morocco.addOnProductMappings.flatMap((mapping) => mapping.productIds)).not.toContain("shasha-sport");
    const france = await configuration("language=fr", { country: "FR" });
    expect(france.currency).toBe("USD");
    expect(france.products.map((item) => [item.id, item.pricing.amount])).toEqual([["shasha-vip", 599], ["shasha-sport", 999], ["shasha-ultimate", 1399]]);
    const kuwait = await configuration("language=ar", { country: "kw" });
    expect(kuwait.products.every((item) => item.pricing.currency === "KWD")).toBe(true);
    expect(kuwait.addOns.every((addOn) => addOn.pricing.currency === "KWD")).toBe(true);
  });

  test("the country: the header, else the country parameter; unknown or absent is JO", async () => {
    expect((await configuration("language=en")).country).toBe("JO");
    expect((await configuration("language=en", { country: "ZZ" })).currency).toBe("JOD");
    expect((await configuration("language=en&country=EG")).currency).toBe("EGP");
    expect((await configuration("language=en&country=EG", { country: "SA" })).currency).toBe("SAR");
  });

  test("the flow decides which packages show, and how", async () => {
    const upsell = await configuration("language=en&flow=UPSELL_UPGRADE", { country: "JO" });
    expect(upsell.products.map((item) => [item.id, item.showingType])).toEqual([
      ["shasha-vip", "BASE"],
      ["shasha-sport", "BUNDLE"],
      ["shasha-ultimate", "CROSS_GRADE"],
    ]);
    const stack = await configuration("language=en&flow=STACK", { country: "JO" });
    expect(stack.products.map((item) => [item.id, item.showingType])).toEqual([["shasha-sport", "BUNDLE_OFFER"]]);
    const hidden = await configuration("language=en&flow=HIDDEN", { country: "JO" });
    expect(hidden.products.map((item) => [item.id, item.showingType, item.pricing.amount])).toEqual([["shasha-vip-winback", "BASE", 3000]]);
    expect(hidden.subscriptionPackages.map((item) => item.id)).not.toContain("shasha-vip-winback");
  });

  test("a downgrade shows the packages below the caller's own, which is marked current in the other flows", async () => {
    const token = kit.tokenFor("900002");
    const all = await configuration("language=en&flow=ORGANIC_DOWNGRADE", { country: "JO" });
    expect(all.products.map((item) => item.id)).toEqual(["shasha-mobile", "shasha-vip", "shasha-sport", "shasha-ultimate"]);
    const below = await configuration("language=en&flow=ORGANIC_DOWNGRADE", { country: "JO", token });
    expect(below.products.map((item) => item.id)).toEqual(["shasha-mobile"]);
    const upgrade = await configuration("language=en&flow=ORGANIC_UPGRADE", { country: "JO", token });
    expect(upgrade.products.filter((item) => item.current).map((item) => item.id)).toEqual(["shasha-vip"]);
  });

  test("filterPackageIds narrows the packages, old skus included", async () => {
    const filtered = await configuration("language=en&filterPackageIds=shasha-ultimate,shasha-plus-monthly", { country: "JO" });
    expect(filtered.products.map((item) => item.id)).toEqual(["shasha-vip", "shasha-ultimate"]);
    expect(filtered.subscriptionPackages.map((item) => item.id)).toEqual(["shasha-vip", "shasha-ultimate"]);
  });

  test("Arabic and French texts", async () => {
    const arabic = await configuration("language=ar", { country: "JO" });
    expect(arabic.products[1]?.name).toBe("في آي بي");
    expect(arabic.featureTable[0]?.title).toBe("المسلسلات والأفلام");
    const french = await configuration("language=fr", { country: "JO" });
    expect(french.benefits[0]?.title).toBe("Résiliable à tout moment");
  });

  test("a bad flow or language is a 400, an unknown token a 401", async () => {
    const badFlow = await kit.call("/subscription/subscription-config/packageConfiguration?flow=FREE_FOR_ALL");
    expect([badFlow.status, errorCodeOf(badFlow)]).toEqual([400, "invalid-flow"]);
    const badLanguage = await kit.call("/subscription/subscription-config/packageConfiguration?language=de");
    expect([badLanguage.status, errorCodeOf(badLanguage)]).toEqual([400, "invalid-language"]);
    const forged = await kit.call("/subscription/subscription-config/packageConfiguration", { headers: { token: "forged" } });
    expect([forged.status, errorCodeOf(forged)]).toEqual([401, "SESSION_INVALID"]);
  });
});

describe("subscription-config/configuration and configuration/processor", () => {
  test("the general configuration names the default package, the currencies and the plan-change rules", async () => {
    const reply = await kit.call("/subscription/subscription-config/configuration", { headers: { country: "AE" } });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ country: "AE", currency: "AED", defaultPackageId: "shasha-vip", freeProductId: "shasha-free", fallbackCurrency: "USD" });
  });

  test("the payment methods of each country", async () => {
    const methods = async (country: string) => {
      const reply = await kit.call("/subscription/subscription-config/configuration/processor", { headers: { country } });
      return processorReply.parse(reply.body).processors.map((processor) => processor.paymentMethodName);
    };
    expect(await methods("JO")).toEqual(["creditCard", "mobilePay", "iTunes", "googlePlay"]);
    expect(await methods("EG")).toEqual(["creditCard", "mobilePay", "fawry", "iTunes", "googlePlay"]);
    expect(await methods("FR")).toEqual(["creditCard", "iTunes", "googlePlay"]);
    const egypt = processorReply.parse((await kit.call("/subscription/subscription-config/configuration/processor", { headers: { country: "EG" } })).body);
    expect(egypt.processors.filter((processor) => processor.nativeOnly).map((processor) => processor.paymentMethodName)).toEqual(["iTunes", "googlePlay"]);
    expect(egypt.processors.filter((processor) => !processor.planChangeSupported).map((processor) => processor.paymentMethodName)).toEqual(["fawry", "iTunes", "googlePlay"]);
  });
});

describe("pricing/format", () => {
  test("a product's pricing response in a country", async () => {
    const reply = await kit.call("/subscription/pricing/format?productId=shasha-vip&country=KW");
    expect(reply).toEqual({ status: 200, body: { productId: "shasha-vip", country: "KW", pricingPlanDuration: "P1M", productType: "SVOD", currency: "KWD", amount: 2500, free: false } });
    const alias = await kit.call("/subscription/pricing/format?productId=shasha-plus-monthly", { headers: { country: "SA" } });
    expect(alias.body).toMatchObject({ productId: "shasha-vip", currency: "SAR", amount: 2900 });
  });

  test("404 for an unknown product or one not sold there; 400 without a product", async () => {
    const unknown = await kit.call("/subscription/pricing/format?productId=shasha-gold&country=JO");
    expect([unknown.status, errorCodeOf(unknown)]).toEqual([404, "PRODUCT_UNKNOWN"]);
    const notSold = await kit.call("/subscription/pricing/format?productId=shasha-sport&country=MA");
    expect([notSold.status, errorCodeOf(notSold)]).toEqual([404, "NOT_SOLD_IN_COUNTRY"]);
    const mobileAbroad = await kit.call("/subscription/pricing/format?productId=shasha-mobile&country=US");
    expect(mobileAbroad.status).toBe(404);
    expect((await kit.call("/subscription/pricing/format?country=JO")).status).toBe(400);
  });
});
