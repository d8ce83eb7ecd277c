import { describe, expect, test } from "vitest";
import { isRestrictedCountry } from "./restrictedCountries";

describe("isRestrictedCountry", () => {
  test.each(["ZA", "ZAF", "za", " zaf "])("%s is restricted", (code) => {
    expect(isRestrictedCountry(code)).toBe(true);
  });

  test.each(["JO", "EG", "Z", "", null, undefined])("%s is not", (code) => {
    expect(isRestrictedCountry(code)).toBe(false);
  });
});
