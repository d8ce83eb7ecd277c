import { describe, expect, test } from "vitest";
import { pathInLocale, pathWithoutLocale } from "./localePaths";

describe("pathInLocale", () => {
  test.each([
    ["/en/series/the-long-road/series-12", "fr", "/fr/series/the-long-road/series-12"],
    ["/ar", "en", "/en"],
    ["/", "ar", "/ar"],
    ["/series", "fr", "/fr/series"],
    ["/fr/search?q=desert", "ar", "/ar/search?q=desert"],
    ["/seg/anonymous.adult.WEB.0.JO/ar/home", "en", "/en/home"],
    ["/arabic-nights", "en", "/en/arabic-nights"],
  ] as const)("%s in %s is %s", (path, locale, expected) => {
    expect(pathInLocale(path, locale)).toBe(expected);
  });
});

describe("pathWithoutLocale", () => {
  test.each([
    ["/en/hub/settings?tab=1", { path: "/hub/settings", query: "tab=1" }],
    ["/ar", { path: "/", query: "" }],
    ["/seg/anonymous.adult.WEB.0.JO.all/fr/home", { path: "/home", query: "" }],
    ["/arabic-nights", { path: "/arabic-nights", query: "" }],
  ] as const)("%s", (pathname, expected) => {
    expect(pathWithoutLocale(pathname)).toEqual(expected);
  });
});
