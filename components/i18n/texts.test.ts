import { describe, expect, test } from "vitest";
import { locales, type Locale } from "@/domain/types";
import { blocksTranslator, createBlocksI18n } from "./blocksI18n";
import { continueWatchingTextKeys, formTextKeys, otpResendTextKeys, progressTextKeys, sessionChecksTextKeys, textsFor, tileTextKeys } from "./serverTexts";
import { textTranslator } from "./texts";

const keySets = { tileTextKeys, progressTextKeys, sessionChecksTextKeys, continueWatchingTextKeys, formTextKeys, otpResendTextKeys };
const pluralSuffix = /_(?:zero|one|two|few|many|other)$/;

describe("the browser's translator over the server's templates", () => {
  test.each([
    [0, "أقل من دقيقة متبقية"],
    [1, "دقيقة واحدة متبقية"],
    [2, "دقيقتان متبقيتان"],
    [3, "3 دقائق متبقية"],
    [11, "11 دقيقة متبقية"],
    [100, "100 دقيقة متبقية"],
  ])("picks Arabic's plural form for %i minutes", (count, expected) => {
    const t = textTranslator("ar", textsFor("ar", continueWatchingTextKeys));
    expect(t("continueWatching.minutesLeft", { count })).toBe(expected);
  });

  test("fills {{name}} placeholders; English has no _zero form, so 0 is plural 'other'", () => {
    const t = textTranslator("en", textsFor("en", continueWatchingTextKeys));
    expect(t("tile.episode", { season: 2, episode: 5 })).toBe("S2 · E5");
    expect(t("continueWatching.minutesLeft", { count: 0 })).toBe("0 minutes left");
    expect(t("continueWatching.minutesLeft", { count: 1 })).toBe("1 minute left");
    expect(t("badge.comingSoon")).toBe("Coming soon");
  });

  test("a key it was not given reads as the key, never as something inherited", () => {
    const t = textTranslator("fr", textsFor("fr", tileTextKeys));
    expect(t("hero.watchNow")).toBe("hero.watchNow");
    expect(t("constructor")).toBe("constructor");
    expect(t("__proto__", { count: 1 })).toBe("__proto__");
  });

  // Every key of every set, in every locale, with counts that reach each plural category: the same string
  // i18next gives on the server, so moving a part to the browser changes none of its words.
  describe.each(locales)("in %s, says what i18next says", (locale: Locale) => {
    const i18next = blocksTranslator(createBlocksI18n(locale));
    test.each(Object.entries(keySets))("for %s", (_, keys) => {
      const texts = textsFor(locale, keys);
      const t = textTranslator(locale, texts);
      const names = [...new Set(Object.keys(texts).map((key) => key.replace(pluralSuffix, "")))];
      expect(names.length).toBeGreaterThan(0);
      for (const key of names) {
        const params = { count: 0, percent: 40, season: 1, episode: 3, index: 2, field: "Email" };
        for (const count of [0, 1, 2, 3, 11, 100, 1_000_000, 1.5]) expect(t(key, { ...params, count })).toBe(i18next(key, { ...params, count }));
      }
    });
  });
});

describe("the templates the server picks", () => {
  test("only the wanted keys, with all their plural forms, in one locale", () => {
    expect(textsFor("ar", ["badge", "continueWatching.minutesLeft"])).toEqual({
      "badge.plus": "بلس",
      "badge.comingSoon": "قريباً",
      "badge.live": "مباشر",
      "continueWatching.minutesLeft_zero": "أقل من دقيقة متبقية",
      "continueWatching.minutesLeft_one": "دقيقة واحدة متبقية",
      "continueWatching.minutesLeft_two": "دقيقتان متبقيتان",
      "continueWatching.minutesLeft_few": "{{count}} دقائق متبقية",
      "continueWatching.minutesLeft_many": "{{count}} دقيقة متبقية",
      "continueWatching.minutesLeft_other": "{{count}} دقيقة متبقية",
    });
  });

  test("the same object for the same locale and keys, so a page's rails share one", () => {
    expect(textsFor("en", tileTextKeys)).toBe(textsFor("en", tileTextKeys));
    expect(textsFor("en", tileTextKeys)).not.toBe(textsFor("fr", tileTextKeys));
  });

  // A key a part uses that a locale lacks would show the raw key to viewers: every wanted key has a template
  // in every locale, and a plural key every form that locale's plural rules can ask for.
  test.each(locales)("every wanted key has its templates in %s", (locale) => {
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    for (const keys of Object.values(keySets)) {
      const texts = textsFor(locale, keys);
      for (const want of keys) {
        const matching = Object.keys(texts).filter((key) => key === want || key.startsWith(`${want}.`) || key.replace(pluralSuffix, "") === want);
        expect(matching, `${locale}: ${want}`).not.toEqual([]);
        for (const plural of new Set(matching.filter((key) => pluralSuffix.test(key)).map((key) => key.replace(pluralSuffix, "")))) {
          for (const category of categories) expect(Object.keys(texts), `${locale}: ${plural}_${category}`).toContain(`${plural}_${category}`);
        }
      }
    }
  });
});
