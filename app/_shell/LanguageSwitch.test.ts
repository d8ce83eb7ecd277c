import { describe, expect, test } from "vitest";
import { pathInLocale } from "./LanguageSwitch";

describe("the language switch keeps the current path", () => {
  test.each([
    ["/ar/ramadan", "en", "/en/ramadan"],
    ["/ar", "fr", "/fr"],
    ["/en/series/x/series-1", "ar", "/ar/series/x/series-1"],
    ["/seg/anonymous.adult.WEB.0.JO/ar/home", "en", "/en/home"],
    ["/arabic-nights", "en", "/en/arabic-nights"],
  ] as const)("%s in %s is %s", (path, locale, expected) => {
    expect(pathInLocale(path, locale)).toBe(expected);
  });
});
