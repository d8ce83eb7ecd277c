import { describe, expect, test } from "vitest";
import { outlineOf } from "@/studio/blocks/documentOps";
import { fieldIdCandidates, innermostRow } from "./blockTargets";

const doc = {
  blocks: [
    { type: "section", id: "top", children: [{ type: "hero", id: "hero", title: { ar: "", en: "", fr: "" } }] },
    { type: "rail", id: "rail" },
  ],
};

describe("where a problem is in the blocks view", () => {
  test("the deepest block that holds the pointer", () => {
    const rows = outlineOf(doc);
    expect(innermostRow(rows, "/blocks/0/children/0/title/en")?.id).toBe("hero");
    expect(innermostRow(rows, "/blocks/0/children")?.id).toBe("top");
    expect(innermostRow(rows, "/blocks/1")?.id).toBe("rail");
  });

  test("no block for a pointer outside them, nor for one that only shares a prefix", () => {
    const rows = outlineOf(doc);
    expect(innermostRow(rows, "/title")).toBeUndefined();
    expect(innermostRow(rows, "/blocks/10/id")).toBeUndefined();
  });

  test("the field's ids, the most specific first, then those around it", () => {
    expect(fieldIdCandidates("f", ["title", "en"])).toEqual(["f_title_en", "f_title-en", "f_title", "f_-title"]);
    expect(fieldIdCandidates("f", ["", "items", "0"])).toEqual(["f_items_0", "f_items-0", "f_items", "f_-items"]);
    expect(fieldIdCandidates("f", [""])).toEqual([]);
  });
});
