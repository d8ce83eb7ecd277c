import { describe, expect, test } from "vitest";
import ar from "@/locales/ar/studio.json";
import en from "@/locales/en/studio.json";
import fr from "@/locales/fr/studio.json";
import { studioTranslator } from "./studioI18n";

/** Leaf keys with the plural suffixes folded, so ar's zero/two/few/many and fr's many count as en's one/other. */
function keys(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix.replace(/_(zero|one|two|few|many|other)$/, "")];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix === "" ? key : `${prefix}.${key}`));
}

describe("the studio's strings", () => {
  test("exist in English, Arabic and French alike", () => {
    const expected = [...new Set(keys(en))].sort();
    expect([...new Set(keys(ar))].sort()).toEqual(expected);
    expect([...new Set(keys(fr))].sort()).toEqual(expected);
  });

  test("are translated, with plurals per language", () => {
    expect(studioTranslator("ar")("list.count", { count: 2 })).toBe("شاشتان");
    expect(studioTranslator("fr")("list.count", { count: 2 })).toBe("2 écrans");
    expect(studioTranslator("en")("list.count", { count: 1 })).toBe("1 screen");
  });
});
