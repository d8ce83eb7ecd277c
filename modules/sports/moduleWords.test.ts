import { describe, expect, test } from "vitest";
import { translator } from "@/locales/serverI18n";
import { moduleWords } from "./moduleWords";

describe("the sports module's words", () => {
  test.each(["ar", "en", "fr"] as const)("%s: every word is translated, and templates keep their placeholders", (locale) => {
    const words = moduleWords(translator(locale, "sports"));
    const untranslated = Object.entries(words).filter(([, text]) => text === "" || text.includes("module."));
    expect(untranslated).toEqual([]);
    expect(words.matchdayOf).toContain("{{number}}");
    expect(words.matchdayOf).toContain("{{count}}");
    expect(words.watchLive).toContain("{{channel}}");
  });
});
