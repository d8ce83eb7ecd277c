import { describe, expect, test } from "vitest";
import { pathInLocale } from "./languagePaths";

describe("pathInLocale", () => {
  test.each([
    ["/en/series/the-long-road/series-12", "fr", "/fr/series/the-long-road/series-12"],
    ["/ar", "en", "/en"],
    ["/", "ar", "/ar"],
    ["/series", "fr", "/fr/series"],
    ["/fr/search?q=desert", "ar", "/ar/search?q=desert"],
  ] as const)("%s in %s is %s", (path, locale, expected) => {
    expect(pathInLocale(path, locale)).toBe(expected);
  });
});
