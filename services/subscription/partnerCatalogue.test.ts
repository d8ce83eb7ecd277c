import { afterAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { loadCatalogue } from "./catalogue";
import { loadCodeSeed } from "./codeSeed";
import { entitledProduct } from "./partnerCatalogue";
import { errorCodeOf, startSubscriptionKit } from "./testKit";

const kit = startSubscriptionKit();
afterAll(() => kit.close());

const viewSchema = z.object({
  id: z.string(),
  kind: z.string(),
  name: z.string(),
  description: z.string(),
  logo: z.string(),
  signIn: z.boolean(),
  deals: z.array(z.object({ dealParam: z.string(), dealType: z.string(), title: z.string() })),
});

describe("GET partners", () => {
  test("every partner in seed order, in the language, with its deals running in the country", async () => {
    const jordan = z.object({ partners: z.array(viewSchema) }).parse((await kit.call("/subscription/partners?language=fr", { headers: { country: "JO" } })).body).partners;
    expect(jordan.map((partner) => [partner.id, partner.kind, partner.signIn])).toEqual([
      ["nomad-telecom", "TELECOM", false],
      ["nujoom-bank", "BANK", false],
      ["souq-plus", "RETAILER", false],
      ["dish", "TV", true],
      ["sling", "TV", true],
    ]);
    expect(jordan[3]).toMatchObject({ name: "Dish", logo: "partner-dish", deals: [] });
    expect(jordan[3]?.description).toContain("Dish");
    expect(jordan[0]?.deals.map((deal) => deal.dealParam)).toEqual(["nomad-vip-voucher", "nomad-customers"]);
    // The voucher deal is Jordan's only.
    const egypt = z.object({ partners: z.array(viewSchema) }).parse((await kit.call("/subscription/partners?language=ar", { headers: { country: "EG" } })).body).partners;
    expect(egypt[0]?.deals.map((deal) => deal.dealParam)).not.toContain("nomad-vip-voucher");
    expect(egypt[4]?.name).toBe("سلينغ");
  });

  test("one partner by its id in any case; unknown or malformed is PARTNER_UNKNOWN; a dead token is refused", async () => {
    expect(viewSchema.parse((await kit.call("/subscription/partners/SLING?language=en")).body)).toMatchObject({ id: "sling", name: "Sling", signIn: true });
    for (const name of ["nobody", "a%20b", "x".repeat(80)]) expect(errorCodeOf(await kit.call(`/subscription/partners/${name}`))).toBe("PARTNER_UNKNOWN");
    expect(errorCodeOf(await kit.call("/subscription/partners", { headers: { token: "dead" } }))).toBe("SESSION_INVALID");
  });
});

describe("the entitled product", () => {
  test("the highest package the customer's packages map to; none when nothing maps", () => {
    const catalogue = loadCatalogue();
    const seed = loadCodeSeed();
    expect(entitledProduct(catalogue, seed, "dish", ["arabic-mega", "arabic-elite"])?.id).toBe("shasha-ultimate");
    expect(entitledProduct(catalogue, seed, "sling", ["arabic-plus", "arabic-sports-extra"])?.id).toBe("shasha-sport");
    expect(entitledProduct(catalogue, seed, "sling", ["arabic-elite"])).toBeUndefined();
    expect(entitledProduct(catalogue, seed, "souq-plus", ["arabic-plus"])).toBeUndefined();
  });
});
