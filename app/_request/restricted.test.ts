import { describe, expect, test } from "vitest";
import { fromRestrictedCountry, restrictedPage } from "./restricted";

describe("the restriction screen", () => {
  test("is decided by the configured edge header only", () => {
    const headers = new Map([["x-edge-country", "ZA"], ["x-country", "ZA"]]);
    const header = (name: string) => headers.get(name) ?? null;
    expect(fromRestrictedCountry("x-edge-country", header)).toBe(true);
    // No configured header: nothing the browser sends can restrict (or unrestrict) it.
    expect(fromRestrictedCountry(undefined, header)).toBe(false);
    expect(fromRestrictedCountry("x-edge-country", (name) => (name === "x-edge-country" ? "JO" : "ZA"))).toBe(false);
  });

  test.each([
    ["ar", "rtl", "غير متاح في منطقتك"],
    ["en", "ltr", "Not available in your region"],
    ["fr", "ltr", "Indisponible dans votre région"],
  ] as const)("in %s: its language and direction, a title, a message and the two background images", (locale, dir, title) => {
    const html = restrictedPage(locale, "http://localhost:4001/images/");
    expect(html).toContain(`<html lang="${locale}" dir="${dir}">`);
    expect(html).toContain(`<h1>${title}</h1>`);
    expect(html).toContain('srcset="http://localhost:4001/images/hero/restricted-region-fhd.svg"');
    expect(html).toContain('src="http://localhost:4001/images/hero/restricted-region-mobile.svg"');
    expect(html).not.toContain("<script");
  });
});
