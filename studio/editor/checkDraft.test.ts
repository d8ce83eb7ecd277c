import { describe, expect, test } from "vitest";
import { checkLayout } from "@/services/manage/checkLayout";
import { checkDraft } from "./checkDraft";

const document = (id: string, blocks: unknown[]) => `${JSON.stringify({ schemaVersion: "1.0", id, title: { key: "t" }, blocks }, null, 2)}\n`;

describe("the studio's problems", () => {
  test.each([
    ["an unknown block type", document("home", [{ type: "rial", id: "r" }])],
    ["another screen's id", document("ramadan", [{ type: "text", id: "a", text: { ar: "a", en: "a", fr: "a" } }])],
    ["a missing property", document("home", [{ type: "text", id: "a" }])],
  ])("for %s are the management API's, with the same pointers and positions", (_case, text) => {
    const studio = checkDraft("home", text);
    expect(studio.length).toBeGreaterThan(0);
    expect(studio).toEqual(checkLayout(JSON.parse(text), text, "home"));
  });

  test("text that is not JSON is one problem at its position", () => {
    expect(checkDraft("home", '{ "id": "home",, }')).toEqual([expect.objectContaining({ code: "not-json", pointer: "", line: 1 })]);
  });

  test("a valid layout has none", () => {
    expect(checkDraft("home", document("home", [{ type: "text", id: "a", text: { ar: "a", en: "a", fr: "a" } }]))).toEqual([]);
  });
});
