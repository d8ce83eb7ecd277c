import { describe, expect, test } from "vitest";
import { loadCatalogue } from "./catalogue";
import { codeSeedProblems, loadCodeSeed, normaliseCode, parseCodeSeed } from "./codeSeed";
import { luhnValid, validIdentifier } from "./dealTerms";

const catalogue = loadCatalogue();

describe("normaliseCode", () => {
  test("case, spaces and dashes do not count; Arabic-Indic digits are digits; at most 32 letters and digits", () => {
    expect(normaliseCode(" vip1-month - 0001 ")).toBe("VIP1MONTH0001");
    expect(normaliseCode("welcome\u201350")).toBe("WELCOME50");
    expect(normaliseCode("SUMMER٢٠٢٥")).toBe("SUMMER2025");
    expect(normaliseCode("A".repeat(32))).toBe("A".repeat(32));
    expect(normaliseCode("A".repeat(33))).toBeUndefined();
    expect(normaliseCode("--")).toBeUndefined();
    expect(normaliseCode("WELCOME50;DROP")).toBeUndefined();
  });
});

describe("the codes seed", () => {
  test("the seeded file loads and agrees with the catalogue", () => {
    const seed = loadCodeSeed();
    expect(codeSeedProblems(seed, catalogue)).toEqual([]);
    expect(seed.codes.get("WELCOME50")).toBe("welcome50");
    expect([...seed.codes.keys()].filter((code) => code.startsWith("VIP1MONTH"))).toHaveLength(10);
    expect([...seed.partners.values()].filter((partner) => partner.signIn).map((partner) => partner.id)).toEqual(["dish", "sling"]);
    expect(seed.partnerPackages.dish).toEqual({ "arabic-elite": "shasha-ultimate", "arabic-mega": "shasha-vip" });
    expect(new Set([...seed.deals.values()].map((deal) => deal.dealType))).toEqual(new Set(["Standard", "Discount Deal", "deal_with_pricing_plan", "Voucher Deal", "Unique Identifier deal"]));
  });

  test("a broken seed is refused naming every problem", () => {
    const text = { ar: "x", en: "x", fr: "x" };
    const campaign = { kind: "VOUCHER", productId: "shasha-vip", periods: 1, audience: "ALL", validUntil: "2027-01-01T00:00:00.000Z", unique: true };
    const broken = {
      version: 1,
      campaigns: [
        { ...campaign, id: "one", codes: ["SAME-1", "BAD CODE!"] },
        { ...campaign, id: "two", codes: ["same1"], maxRedemptions: 3 },
      ],
      partners: [
        { id: "p", kind: "BANK", name: text, description: text, logo: "partner-p", signIn: true },
        { id: "tv", kind: "TV", name: text, description: text, logo: "partner-tv", signIn: true },
      ],
      partnerPackages: { p: { basic: "shasha-vip" } },
      deals: [{ dealParam: "d", dealType: "Voucher Deal", partnerId: "nobody", title: text, description: text, validFrom: "2027-01-01T00:00:00.000Z", validUntil: "2026-01-01T00:00:00.000Z", products: ["shasha-sport"], voucherCampaignId: "one" }],
    };
    const message = (() => {
      try {
        parseCodeSeed(broken);
        return "";
      } catch (error) {
        return String(error);
      }
    })();
    for (const problem of ["partner p: only a TV partner signs in", "partnerPackages: p is not a TV partner", "BAD CODE! is not 1-32", "two: unique codes are each used once", "SAME1 is in more than one place", "unknown partner nobody", "validFrom is not before validUntil", "its one product is its vouchers'"]) {
      expect(message).toContain(problem);
    }
    expect(() => parseCodeSeed({ ...broken, campaigns: [{ ...campaign, id: "c", kind: "COUPON", codes: ["X1"] }] })).toThrow(/a COUPON has a discount/);
  });

  test("a package the catalogue does not sell, or an amount off in a currency the countries do not pay in, is a problem", () => {
    const seed = parseCodeSeed({
      version: 1,
      campaigns: [
        { id: "a", kind: "COUPON", productId: "shasha-vip-winback", discount: { percent: 10 }, periods: 1, audience: "ALL", validUntil: "2027-01-01T00:00:00.000Z", unique: false, codes: ["A1"] },
        { id: "b", kind: "COUPON", productId: "shasha-vip", discount: { amount: 100, currency: "JOD" }, periods: 1, countries: ["SA"], audience: "ALL", validUntil: "2027-01-01T00:00:00.000Z", unique: false, codes: ["B1"] },
      ],
      partners: [{ id: "tv", kind: "TV", name: { ar: "x", en: "x", fr: "x" }, description: { ar: "x", en: "x", fr: "x" }, logo: "partner-tv", signIn: true }],
      partnerPackages: { tv: { gold: "shasha-gold" } },
      deals: [],
    });
    expect(codeSeedProblems(seed, catalogue)).toEqual([
      "a: shasha-vip-winback is not a package of the catalogue",
      "b: an amount off in JOD needs countries paying in it",
      "tv package gold: shasha-gold is not a package of the catalogue",
    ]);
  });
});

describe("partner identifiers", () => {
  test("Luhn, the prefix and the length", () => {
    expect(luhnValid("7700000016")).toBe(true);
    expect(luhnValid("7700000017")).toBe(false);
    const rule = { label: { ar: "", en: "", fr: "" }, length: 10, prefix: "77", luhn: true };
    expect(validIdentifier(rule, "7712-345-672")).toBe("7712345672");
    expect(validIdentifier(rule, "8812345672")).toBeUndefined();
    expect(validIdentifier({ ...rule, luhn: false }, "7712345670")).toBe("7712345670");
  });
});
