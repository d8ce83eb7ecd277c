import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { startCodeKit, type CodeKit } from "./codeTestKit";
import { errorCodeOf } from "./testKit";

const money = z.object({ amount: z.number(), currency: z.string() });
const landingSchema = z.object({
  dealParam: z.string(),
  dealType: z.string(),
  partner: z.object({ id: z.string(), kind: z.string(), name: z.string(), logo: z.string() }),
  title: z.string(),
  description: z.string(),
  products: z.array(z.object({ productId: z.string(), productName: z.string(), price: money, regularPrice: money, periods: z.number() })),
  requires: z.enum(["VOUCHER_CODE", "UNIQUE_IDENTIFIER"]).nullable(),
  identifier: z.object({ label: z.string(), length: z.number() }).optional(),
  validFrom: z.string(),
  validUntil: z.string(),
  active: z.boolean(),
});

let kit: CodeKit;
beforeAll(() => {
  kit = startCodeKit();
});
afterAll(() => kit.close());

const landing = async (dealParam: string, headers: Record<string, string> = {}) => landingSchema.parse((await kit.get(`/deals/${dealParam}`, undefined, headers)).body);
const prices = (body: z.output<typeof landingSchema>) => body.products.map((product) => [product.productId, product.price.amount, product.regularPrice.amount, product.periods]);

describe("GET deals/{dealParam}", () => {
  test("Standard: the retailer's page, its packages at the catalogue's price, nothing required", async () => {
    const body = await landing("souq-plus");
    expect(body).toMatchObject({ dealType: "Standard", partner: { id: "souq-plus", kind: "RETAILER", name: "Souq Plus", logo: "partner-souq-plus" }, requires: null, active: true });
    expect(prices(body)).toEqual([["shasha-vip", 4000, 4000, 1], ["shasha-sport", 7000, 7000, 1], ["shasha-ultimate", 9500, 9500, 1]]);
  });

  test("Discount Deal: the bank's 25% off the first month, in the language and the country asked; a package not sold there is left out", async () => {
    const body = await landing("nujoom-bank-sport", { language: "ar", country: "MA" });
    expect([body.dealType, body.partner.name, body.partner.kind, body.title]).toEqual(["Discount Deal", "بنك نجوم", "BANK", "خصم ٢٥٪ لعملاء بنك نجوم"]);
    // Sport is not sold in Morocco: only Ultimate, MAD 119.00 less 25%, rounded half up.
    expect(prices(body)).toEqual([["shasha-ultimate", 8925, 11900, 1]]);
  });

  test("deal_with_pricing_plan: three months for the price of two", async () => {
    const body = await landing("souq-plus-3-for-2", { language: "fr" });
    expect([body.dealType, body.title]).toEqual(["deal_with_pricing_plan", "3 mois pour le prix de 2"]);
    expect(prices(body)).toEqual([["shasha-vip", 8000, 12000, 3]]);
  });

  test("Voucher Deal: the operator's voucher, free for its months, requires the code; none outside its country", async () => {
    const body = await landing("nomad-vip-voucher");
    expect([body.dealType, body.partner.kind, body.requires]).toEqual(["Voucher Deal", "TELECOM", "VOUCHER_CODE"]);
    expect(prices(body)).toEqual([["shasha-vip", 0, 12000, 3]]);
    expect((await landing("nomad-vip-voucher", { country: "SA" })).products).toEqual([]);
  });

  test("Unique Identifier deal: requires the operator's customer number, says what it is", async () => {
    const body = await landing("nomad-customers");
    expect([body.dealType, body.requires, body.identifier]).toEqual(["Unique Identifier deal", "UNIQUE_IDENTIFIER", { label: "Nomad customer number", length: 10 }]);
    expect(prices(body)).toEqual([["shasha-vip", 2000, 4000, 1], ["shasha-sport", 3500, 7000, 1]]);
  });

  test("unknown is a 404 DEAL_UNKNOWN, ended a 410 DEAL_ENDED, not yet started is shown inactive", async () => {
    const unknown = await kit.get("/deals/no-such-deal");
    expect([unknown.status, errorCodeOf(unknown)]).toEqual([404, "DEAL_UNKNOWN"]);
    const ended = await kit.get("/deals/souq-plus-summer-2025");
    expect([ended.status, errorCodeOf(ended)]).toEqual([410, "DEAL_ENDED"]);
    kit.setNow("2025-12-01T00:00:00.000Z");
    try {
      expect((await landing("souq-plus")).active).toBe(false);
    } finally {
      kit.setNow("2026-11-26T12:00:00.000Z");
    }
  });
});
