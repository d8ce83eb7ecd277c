import { describe, expect, test } from "vitest";
import { valueAt } from "@/screens-schema/validator/json-pointer";
import { duplicateBlock, insertBlock, moveBlock, outlineOf, removeBlock, setAt, uniqueBlockId } from "./documentOps";

const text = (id: string) => ({ type: "text", id, text: { ar: id, en: id, fr: id } });
const doc = () => ({
  schemaVersion: "1.1",
  id: "home",
  title: { key: "t" },
  blocks: [text("a"), { type: "stack", id: "s", children: [text("c1"), text("c2")], fallback: text("fb") }, text("b")],
});

describe("document operations of the outline and the form", () => {
  test("the outline lists every block in document order with its list and depth", () => {
    expect(outlineOf(doc()).map((row) => [row.pointer, row.id, row.depth, row.list, row.index])).toEqual([
      ["/blocks/0", "a", 0, "/blocks", 0],
      ["/blocks/1", "s", 0, "/blocks", 1],
      ["/blocks/1/children/0", "c1", 1, "/blocks/1/children", 0],
      ["/blocks/1/children/1", "c2", 1, "/blocks/1/children", 1],
      ["/blocks/1/fallback", "fb", 1, undefined, 0],
      ["/blocks/2", "b", 0, "/blocks", 2],
    ]);
  });

  test("set, insert, move, remove and duplicate return new documents and leave the input alone", () => {
    const original = doc();
    const frozen = JSON.stringify(original);
    expect(valueAt(setAt(original, "/blocks/0/text/en", "A!"), "/blocks/0/text/en")).toBe("A!");
    const inserted = insertBlock(original, text("new"), "/blocks/1/children/0");
    expect(inserted.pointer).toBe("/blocks/1/children/1");
    expect(outlineOf(inserted.doc).map((row) => row.id)).toEqual(["a", "s", "c1", "new", "c2", "fb", "b"]);
    expect(insertBlock(original, text("end")).pointer).toBe("/blocks/3");
    const moved = moveBlock(original, "/blocks/2", 0);
    expect(moved.pointer).toBe("/blocks/0");
    expect(outlineOf(moved.doc).filter((row) => row.depth === 0).map((row) => row.id)).toEqual(["b", "a", "s"]);
    expect(moveBlock(original, "/blocks/0", 5).doc).toBe(original);
    expect(outlineOf(removeBlock(original, "/blocks/1")).map((row) => row.id)).toEqual(["a", "b"]);
    expect(valueAt(removeBlock(original, "/blocks/1/fallback"), "/blocks/1/fallback")).toBeUndefined();
    const copied = duplicateBlock(original, "/blocks/1");
    expect(copied.pointer).toBe("/blocks/2");
    expect(outlineOf(copied.doc).map((row) => row.id)).toEqual(["a", "s", "c1", "c2", "fb", "s-copy", "c1-copy", "c2-copy", "fb-copy", "b"]);
    expect(JSON.stringify(original)).toBe(frozen);
  });

  test("new ids never repeat one the document has", () => {
    expect(uniqueBlockId(doc(), "rail")).toBe("rail");
    expect(uniqueBlockId(doc(), "a")).toBe("a-2");
    expect(uniqueBlockId(insertBlock(doc(), text("a-2")).doc, "a")).toBe("a-3");
  });
});
