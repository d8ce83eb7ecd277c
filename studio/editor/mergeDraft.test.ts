import { describe, expect, test } from "vitest";
import { mergeDraft } from "./mergeDraft";

const text = (id: string, en: string) => ({ type: "text", id, text: { ar: en, en, fr: en } });
const screen = (blocks: unknown[], title = "Home") => ({ schemaVersion: "1.0", id: "home", title: { ar: title, en: title, fr: title }, blocks });

describe("merging a draft into the version published since", () => {
  test("keeps both sides' changes when they touch different places", () => {
    const base = screen([text("a", "A"), text("b", "B")]);
    const draft = screen([text("a", "A"), text("b", "B"), text("mine", "added by me")]);
    const latest = screen([text("a", "A changed by them"), text("b", "B")], "Home (new)");
    const merged = mergeDraft(base, draft, latest);
    expect(merged).toEqual({ ok: true, document: screen([text("a", "A changed by them"), text("b", "B"), text("mine", "added by me")], "Home (new)") });
  });

  test("refuses when both sides changed the same value", () => {
    const base = screen([text("a", "A")]);
    expect(mergeDraft(base, screen([text("a", "mine")]), screen([text("a", "theirs")]))).toEqual({ ok: false });
  });

  test("a draft with no change of its own takes the latest version", () => {
    const base = screen([text("a", "A")]);
    const latest = screen([text("a", "theirs")]);
    expect(mergeDraft(base, base, latest)).toEqual({ ok: true, document: latest });
  });
});
