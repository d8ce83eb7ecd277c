import { describe, expect, test } from "vitest";
import { flowTypes } from "@/domain/subscription/flows";
import { canonicalProductId, loadCatalogue, parseCatalogue, planProducts, pricingOf, productById, seedCatalogueFile } from "./catalogue";
import { readFileSync } from "node:fs";

const catalogue = loadCatalogue();
const raw = (): unknown => JSON.parse(readFileSync(seedCatalogueFile, "utf8"));
const price = (id: string, country: string) => {
  const product = productById(catalogue, id);
  return product === undefined ? undefined : pricingOf(catalogue, product, country);
};

describe("the seeded catalogue (services/seed/subscription.json)", () => {
  test("four paid plan packages in order, VIP the default, the free product apart, a hidden offer package", () => {
    expect(planProducts(catalogue, "JO").map((product) => [product.id, product.code, product.order])).toEqual([
      ["shasha-mobile", "MOBILE ONLY", 0],
      ["shasha-vip", "VIP", 1],
      ["shasha-sport", "SPORT", 2],
      ["shasha-ultimate", "ULTIMATE", 3],
    ]);
    expect(catalogue.products.filter((product) => product.isDefault).map((product) => product.id)).toEqual(["shasha-vip"]);
    expect(catalogue.freeProduct.id).toBe("shasha-free");
    expect(catalogue.products.filter((product) => product.hidden).map((product) => product.id)).toEqual(["shasha-vip-winback"]);
  });

  test("the seeded accounts' old sku is the VIP package", () => {
    expect(canonicalProductId(catalogue, "shasha-plus-monthly")).toBe("shasha-vip");
    expect(productById(catalogue, "shasha-plus-monthly")?.id).toBe("shasha-vip");
    expect(canonicalProductId(catalogue, "shasha-sport")).toBe("shasha-sport");
  });

  test("prices are integer minor units in the country's currency; every other country pays in USD", () => {
    expect(price("shasha-vip", "JO")).toEqual({ pricingPlanDuration: "P1M", productType: "SVOD", currency: "JOD", amount: 4000, free: false });
    expect(price("shasha-vip", "KW")).toMatchObject({ currency: "KWD", amount: 2500 });
    expect(price("shasha-vip", "SA")).toMatchObject({ currency: "SAR", amount: 2900 });
    expect(price("shasha-ultimate", "EG")).toMatchObject({ currency: "EGP", amount: 24900 });
    expect(price("shasha-vip", "FR")).toMatchObject({ currency: "USD", amount: 599 });
    for (const product of catalogue.products) for (const amount of Object.values(product.prices)) expect(Number.isInteger(amount)).toBe(true);
  });

  test("the mobile-only package is sold in the carrier-billing countries only; sport is not sold in Morocco", () => {
    for (const country of ["JO", "SA", "AE", "EG", "MA", "KW"]) expect(price("shasha-mobile", country)).toBeDefined();
    expect(price("shasha-mobile", "FR")).toBeUndefined();
    expect(price("shasha-sport", "MA")).toBeUndefined();
    expect(price("shasha-ultimate", "MA")).toMatchObject({ currency: "MAD", amount: 11900 });
  });

  test("every flow type shows at least one package, and HIDDEN only the hidden one", () => {
    for (const flow of flowTypes) expect(catalogue.products.some((product) => product.flows[flow] !== undefined)).toBe(true);
    expect(catalogue.products.filter((product) => product.flows.HIDDEN !== undefined).map((product) => product.id)).toEqual(["shasha-vip-winback"]);
  });

  test("texts are written in each language", () => {
    const arabic = /\p{Script=Arabic}/u;
    for (const product of catalogue.products) {
      expect(product.name.ar).toMatch(arabic);
      expect(product.description.ar).toMatch(arabic);
      expect(product.description.fr).not.toBe(product.description.en);
    }
    for (const reason of catalogue.terminationReasons) expect(reason.label.ar).toMatch(arabic);
    expect(catalogue.terminationReasons.map((reason) => reason.id)).toEqual(["too-expensive", "not-enough-content", "technical-problems", "one-show", "other"]);
  });

  test("a malformed or inconsistent catalogue is refused, naming the problem", () => {
    expect(() => parseCatalogue({ version: 2 })).toThrow(/malformed/);
    const noPrice = raw();
    const edit = (value: unknown, change: (products: Record<string, unknown>[]) => void) => {
      if (typeof value === "object" && value !== null && "products" in value && Array.isArray(value.products)) change(value.products);
      return value;
    };
    edit(noPrice, (products) => {
      const vip = products[1];
      if (vip) vip.prices = { JOD: 4000 };
    });
    expect(() => parseCatalogue(noPrice)).toThrow(/shasha-vip: no price in SAR/);
    const twoDefaults = edit(raw(), (products) => {
      for (const product of products) product.isDefault = true;
    });
    expect(() => parseCatalogue(twoDefaults)).toThrow(/exactly one default package/);
    const floatPrice = edit(raw(), (products) => {
      const vip = products[1];
      if (vip) vip.prices = { JOD: 4.5 };
    });
    expect(() => parseCatalogue(floatPrice)).toThrow(/malformed/);
  });
});
