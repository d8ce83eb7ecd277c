import { describe, expect, test } from "vitest";
import { normaliseSearchText, searchTerms, withinOneEdit } from "./searchText";

describe("search text", () => {
  test("Arabic spellings readers treat as one are one: alef forms, hamza carriers, ta marbuta, alef maqsura", () => {
    const one = normaliseSearchText("الأسطورة");
    expect(normaliseSearchText("الاسطوره")).toBe(one);
    expect(normaliseSearchText("ألأسطورة")).toBe(one);
    expect(normaliseSearchText("إلاسطورة")).toBe(one);
    expect(normaliseSearchText("مستشفى")).toBe(normaliseSearchText("مستشفي"));
    expect(normaliseSearchText("مؤمن")).toBe(normaliseSearchText("مومن"));
    expect(normaliseSearchText("قائد")).toBe(normaliseSearchText("قايد"));
  });

  test("diacritics and tatweel are not letters", () => {
    expect(normaliseSearchText("مُسَلْسَل")).toBe("مسلسل");
    expect(normaliseSearchText("مســلسل")).toBe("مسلسل");
  });

  test("French accents and case fold; punctuation separates words", () => {
    expect(normaliseSearchText("Les Rêves")).toBe("les reves");
    expect(normaliseSearchText("L’Été À Paris!")).toBe("l ete a paris");
    expect(normaliseSearchText("Ça  va   ")).toBe("ca va");
  });

  test("a query's words, at most eight", () => {
    expect(searchTerms("  The   Long-Road ")).toEqual(["the", "long", "road"]);
    expect(searchTerms("...")).toEqual([]);
    expect(searchTerms("a b c d e f g h i j")).toHaveLength(8);
  });

  test("one edit: a letter dropped, added, changed, or two swapped; never two", () => {
    expect(withinOneEdit("legend", "legnd")).toBe(true);
    expect(withinOneEdit("legend", "leggend")).toBe(true);
    expect(withinOneEdit("legend", "lagend")).toBe(true);
    expect(withinOneEdit("legend", "lgeend")).toBe(true);
    expect(withinOneEdit("legend", "legend")).toBe(true);
    expect(withinOneEdit("legend", "lgend1")).toBe(false);
    expect(withinOneEdit("legend", "leg")).toBe(false);
    expect(withinOneEdit("الاسطوره", "الاسطره")).toBe(true);
  });
});
