import { describe, expect, test } from "vitest";
import { layoutWarnings } from "./layoutWarnings";

const doc = (text: unknown) => ({ schemaVersion: "1.1", id: "home", title: { key: "t" }, blocks: [{ type: "text", id: "a", text }] });
const warn = (text: unknown) => {
  const value = doc(text);
  return layoutWarnings(value, JSON.stringify(value, null, 2)).map(({ pointer, code }) => [pointer, code]);
};

describe("warnings that do not block a publish", () => {
  test("an Arabic text without Arabic letters, and French copied from English", () => {
    expect(warn({ ar: "Ramadan nights", en: "Ramadan nights", fr: "Ramadan nights" })).toEqual([
      ["/blocks/0/text/ar", "untranslated"],
      ["/blocks/0/text/fr", "untranslated"],
    ]);
  });

  test("none for translated texts, numbers and names that stay the same", () => {
    expect(warn({ ar: "ليالي رمضان", en: "Ramadan nights", fr: "Nuits du Ramadan" })).toEqual([]);
    expect(warn({ ar: "2027", en: "2027", fr: "2027" })).toEqual([]);
    expect(warn({ ar: "شاشة", en: "OSN", fr: "OSN" })).toEqual([]);
  });

  test("the position is the one the editor shows", () => {
    const value = doc({ ar: "Hello", en: "Hi", fr: "Salut" });
    const text = JSON.stringify(value, null, 2);
    const [warning] = layoutWarnings(value, text);
    expect(text.split("\n")[(warning?.line ?? 0) - 1]).toContain('"ar": "Hello"');
  });
});
