import { describe, expect, test } from "vitest";
import { versionDiff } from "./versionDiff";

const text = (id: string, en: string) => ({ type: "text", id, text: { ar: en, en, fr: en } });
const screen = (blocks: unknown[]) => ({ schemaVersion: "1.0", id: "home", title: { key: "t" }, blocks });

describe("the history's diff of two versions", () => {
  test("names each change with its place and both values", () => {
    const long = "A long sentence that is well past sixty characters, so no character diff is made of it.";
    const older = screen([text("a", "A"), text("b", long), text("gone", "G")]);
    const newer = screen([text("b", `${long} Now longer.`), text("a", "A!"), text("new", "N")]);
    const rows = versionDiff(older, newer);
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: "changed", before: long, after: `${long} Now longer.` }),
        expect.objectContaining({ kind: "changed", before: "A", after: "A!" }),
        expect.objectContaining({ kind: "removed", before: text("gone", "G") }),
        expect.objectContaining({ kind: "added", after: text("new", "N") }),
      ]),
    );
    expect(rows.some((row) => row.kind === "moved")).toBe(true);
  });

  test("is empty for the same document", () => {
    expect(versionDiff(screen([text("a", "A")]), screen([text("a", "A")]))).toEqual([]);
  });
});
