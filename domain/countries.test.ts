import { describe, expect, test } from "vitest";
import { asciiDigits, countries, countryByIso2, isE164, phoneCountries, toE164 } from "./countries";

describe("the country list", () => {
  test("allows mobile sign-in exactly where spec section 5 says", () => {
    const allowed = countries.filter((country) => country.allowedToLinkMobile).map((country) => country.iso2);
    expect(allowed.sort()).toEqual(["KW", "EG", "AE", "BH", "QA", "OM", "JO", "IQ", "LB", "SY", "LY", "PS", "SD", "TN", "SA", "GB", "DE", "FR", "MA"].sort());
    for (const iso2 of ["ID", "PH", "DZ", "MR", "IT", "ES", "NL", "BE"]) expect(countryByIso2(iso2)?.allowedToLinkMobile).toBe(false);
  });

  test("every entry is complete and unique", () => {
    expect(new Set(countries.map((country) => country.iso2)).size).toBe(countries.length);
    for (const country of countries) {
      expect(country.alpha_code).toMatch(/^[A-Z]{3}$/);
      expect(country.iso2).toMatch(/^[A-Z]{2}$/);
      expect(country.dialing_code).toMatch(/^[1-9]\d{0,3}$/);
      expect(country.country_ar).toMatch(/[\u0600-\u06FF]/);
    }
  });

  test("the phone list is filtered and sorted in the user's language", () => {
    const ar = phoneCountries("ar", true);
    expect(ar.every((country) => country.allowedToLinkMobile)).toBe(true);
    const names = ar.map((country) => country.country_ar);
    expect(names).toEqual([...names].sort(new Intl.Collator("ar").compare));
    expect(phoneCountries("en", false).length).toBe(countries.length);
  });
});

describe("phone numbers", () => {
  test.each([
    ["962", "079 123 4567", "+962791234567"],
    ["966", "0501234567", "+966501234567"],
    ["44", "٠٧٩١١ ١٢٣٤٥٦", "+447911123456"],
    ["962", "", ""],
    ["962", "abc", ""],
  ])("+%s and %j give %j", (dial, national, expected) => {
    expect(toE164(dial, national)).toBe(expected);
  });

  test("E.164 shape", () => {
    expect(isE164("+962791234567")).toBe(true);
    expect(isE164("+0791234567")).toBe(false);
    expect(isE164("+96279")).toBe(false);
    expect(asciiDigits("۱۲۳x")).toBe("123");
  });
});
