import { describe, expect, test } from "vitest";
import { kidsRedirect } from "./kidsRedirect";

describe("the kids redirect", () => {
  test.each([
    [["ar"], "KID", undefined, "/ar/kids"],
    [["ar", "home"], "KID", undefined, "/ar/kids"],
    [["ar", "home"], "KID", "fr", "/fr/kids"],
    [["en"], "KID", "de", "/en/kids"],
    [["ar"], "ADULT", "fr", undefined],
    [["ar"], undefined, undefined, undefined],
    [["ar", "kids"], "KID", "ar", undefined],
    [["ar", "movies"], "KID", "ar", undefined],
    [["ar", "home", "more"], "KID", "ar", undefined],
  ])("%j with profile %s (%s) → %s", (parts, profileType, profileLanguage, expected) => {
    expect(kidsRedirect({ parts, profileType, profileLanguage })).toBe(expected);
  });
});
