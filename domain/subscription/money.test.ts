import { describe, expect, it } from "vitest";
import { addMoney, currencyDecimals, formatMoney as format, majorText, parseMajor, type Money } from "./money";
import type { Locale } from "../types";

/** Intl separates with no-break spaces: compare with plain ones. */
const formatMoney = (money: Money, locale: Locale, country: string) => format(money, locale, country).replace(/\s/g, " ");

describe("money in minor units", () => {
  it("knows three-decimal currencies", () => {
    expect(currencyDecimals("JOD")).toBe(3);
    expect(currencyDecimals("KWD")).toBe(3);
    expect(currencyDecimals("SAR")).toBe(2);
    expect(currencyDecimals("USD")).toBe(2);
  });

  it("parses decimal text without floats and refuses excess decimals", () => {
    expect(parseMajor("4.5", "JOD")).toEqual({ minor: 4500, currency: "JOD" });
    expect(parseMajor("25", "SAR")).toEqual({ minor: 2500, currency: "SAR" });
    expect(parseMajor("0.1", "USD")).toEqual({ minor: 10, currency: "USD" });
    expect(parseMajor("4.555", "SAR")).toBeUndefined();
    expect(parseMajor("-1", "SAR")).toBeUndefined();
    expect(parseMajor("1e3", "SAR")).toBeUndefined();
  });

  it("writes exact decimal text", () => {
    expect(majorText({ minor: 4500, currency: "JOD" })).toBe("4.500");
    expect(majorText({ minor: 5, currency: "KWD" })).toBe("0.005");
    expect(majorText({ minor: 699, currency: "USD" })).toBe("6.99");
    // 0.1 + 0.2 is the classic float error: minor units add exactly.
    expect(majorText(addMoney({ minor: 10, currency: "USD" }, { minor: 20, currency: "USD" }))).toBe("0.30");
    expect(() => addMoney({ minor: 1, currency: "USD" }, { minor: 1, currency: "JOD" })).toThrow("cannot add");
  });
});

describe("formatMoney per locale and country", () => {
  it("English keeps three decimals for JOD and KWD and drops them on whole amounts", () => {
    expect(formatMoney({ minor: 4500, currency: "JOD" }, "en", "JO")).toBe("JOD 4.500");
    expect(formatMoney({ minor: 2000, currency: "KWD" }, "en", "KW")).toBe("KWD 2");
    expect(formatMoney({ minor: 699, currency: "USD" }, "en", "US")).toBe("$6.99");
  });

  it("French writes a decimal comma", () => {
    expect(formatMoney({ minor: 4950, currency: "MAD" }, "fr", "MA")).toBe("49,50 MAD");
  });

  it("Arabic takes the country's digits: Arabic-Indic in Jordan, Latin in Morocco", () => {
    const jordan = formatMoney({ minor: 4500, currency: "JOD" }, "ar", "JO");
    expect(jordan).toContain("٤٫٥٠٠");
    expect(jordan).toContain("د.أ.");
    const morocco = formatMoney({ minor: 4950, currency: "MAD" }, "ar", "MA");
    expect(morocco).toContain("49,50");
  });
});
