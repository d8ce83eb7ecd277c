import { describe, expect, test } from "vitest";
import { withoutFilledIn } from "./BlockForm";

describe("what the property form gives back", () => {
  test("drops what the form filled in for untouched fields, and keeps what the block had", () => {
    const block = { type: "stack", id: "s", children: [], title: { ar: "", en: "x", fr: "" } };
    const fromForm = { type: "stack", id: "s", children: [], title: { ar: "", en: "x", fr: "" }, seeAll: {}, visibleWhen: { country: [] }, limit: null, note: undefined };
    expect(withoutFilledIn(fromForm, block)).toEqual(block);
  });

  test("keeps a value the editor set", () => {
    expect(withoutFilledIn({ type: "rail", id: "r", limit: 12, visibleWhen: { country: ["JO"] } }, { type: "rail", id: "r" })).toEqual({ type: "rail", id: "r", limit: 12, visibleWhen: { country: ["JO"] } });
  });
});
