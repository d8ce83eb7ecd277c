import { describe, expect, test } from "vitest";
import { blockTypes, type Text } from "@/screens-schema/types";
import { isUnknownRecord } from "@/screens-schema/validator/walk-blocks";
import { blockReference } from "./blockDocs";
import { corpusBlocksOfType, corpusDocuments, exampleBlock, pickBlock } from "./corpus";
import { createTestUi } from "./createTestUi";

describe("the corpus the stories are built from", () => {
  test.each([...blockTypes])("holds a valid %s block in a plain layout and in an Arabic twin", (type) => {
    const picked = corpusBlocksOfType(type);
    expect(picked.some(({ file }) => !file.endsWith("-rtl.json"))).toBe(true);
    expect(picked.some(({ file }) => file.endsWith("-rtl.json"))).toBe(true);
  });

  test("a picked block says where it came from", () => {
    const picked = pickBlock("button", "landing", "rtl", "landing-login");
    expect(picked.block.type).toBe("button");
    expect(picked.file).toBe("tests/fixtures/layouts/landing-rtl.json");
    expect(picked.pointer).toBe("/blocks/3/children/1");
  });

  test("without an id, the first block of the type in document order is picked, fallbacks included", () => {
    expect(pickBlock("badge", "fallbacks", "ltr").pointer).toBe("/blocks/3/fallback/fallback");
  });

  test("asking for a block that is not there throws and names the file", () => {
    expect(() => pickBlock("rail", "home", "ltr", "no-such-rail")).toThrow(/home\.json: no rail block with id "no-such-rail"/);
  });

  test("asking for an id under the wrong type throws rather than handing out a cast", () => {
    expect(() => pickBlock("rail", "home", "ltr", "home-hero")).toThrow(/no rail block/);
  });

  test.each(["ar", "en", "fr"] as const)("every i18n key the layouts use has a %s string, so stories never show a raw key", (locale) => {
    const ui = createTestUi(locale);
    const missing: string[] = [];
    const visit = (value: unknown): void => {
      if (Array.isArray(value)) return value.forEach(visit);
      if (!isUnknownRecord(value)) return;
      const key = value["key"];
      if (typeof key === "string") {
        const text: Text = { key };
        if (ui.text(text) === key) missing.push(key);
      }
      Object.values(value).forEach(visit);
    };
    corpusDocuments().forEach(({ doc }) => visit(isUnknownRecord(doc) ? doc["blocks"] : undefined));
    expect(missing).toEqual([]);
  });
});

describe("a block's reference page", () => {
  test.each([...blockTypes])("for %s lists every schema property and the example block", (type) => {
    const reference = blockReference(type);
    expect(reference.description.length).toBeGreaterThan(10);
    expect(reference.properties.map((p) => p.name)).toEqual(expect.arrayContaining(["type", "id"]));
    expect(reference.properties.find((p) => p.name === "type")?.type).toBe(JSON.stringify(type));
    expect(reference.example).toEqual(exampleBlock(type).block);
  });

  test("shows defaults and the properties of inline objects", () => {
    const banner = blockReference("banner").properties;
    expect(banner.find((p) => p.name === "tone")?.defaultValue).toBe('"promo"');
    expect(banner.find((p) => p.name === "image.src")?.required).toBe(true);
  });
});
