import { describe, expect, test } from "vitest";
import { describeChanges } from "./describeChanges";

const hero = { type: "hero", id: "home-hero", source: { kind: "editorial-carousel", carouselId: "featured" } };
const intro = { type: "text", id: "intro", text: { key: "home.intro" } };
const rail = (id: string, carouselId = id) => ({ type: "rail", id, source: { kind: "editorial-carousel", carouselId } });
const screen = (blocks: unknown[], title: unknown = { key: "home.title" }) => ({ schemaVersion: "1.0", id: "home", title, blocks });

describe("the change summary", () => {
  test("says first version when there is no earlier one", () => {
    expect(describeChanges(undefined, screen([hero]))).toBe("first version");
  });

  test("says no changes for an identical document, whatever the key order", () => {
    const reordered = { blocks: [{ id: "home-hero", source: hero.source, type: "hero" }], title: { key: "home.title" }, id: "home", schemaVersion: "1.0" };
    expect(describeChanges(screen([hero]), reordered)).toBe("no changes");
  });

  test("lists added, removed and changed blocks, moves and the title, in that order", () => {
    const before = screen([intro, hero, rail("a"), rail("b")]);
    const after = screen([{ ...hero, limit: 5 }, rail("b"), rail("a"), rail("new-rail")], { key: "home.newTitle" });
    expect(describeChanges(before, after)).toBe(
      "added rail `new-rail`; removed text `intro`; changed hero `home-hero`; moved 1 block; title changed",
    );
  });

  test("does not count blocks as moved when an insertion only shifts them", () => {
    expect(describeChanges(screen([rail("a"), rail("b"), rail("c")]), screen([rail("new"), rail("a"), rail("b"), rail("c")]))).toBe(
      "added rail `new`",
    );
  });

  test("finds blocks inside stacks and fallbacks, and a block moved into a stack", () => {
    const stack = (children: unknown[]) => ({ type: "stack", id: "column", children });
    const before = screen([stack([rail("inner")]), { ...rail("outer"), fallback: { type: "text", id: "empty", text: "none" } }]);
    const after = screen([
      stack([rail("inner", "other"), rail("outer")]),
      { type: "banner", id: "promo", fallback: { type: "text", id: "empty", text: "changed" } },
    ]);
    expect(describeChanges(before, after)).toBe("added banner `promo`; changed rail `inner`, text `empty`; moved 2 blocks");
  });

  test("does not call a parent changed when only a child changed", () => {
    const before = screen([{ type: "stack", id: "column", children: [rail("inner")] }]);
    const after = screen([{ type: "stack", id: "column", children: [rail("inner", "other")] }]);
    expect(describeChanges(before, after)).toBe("changed rail `inner`");
  });

  test("names at most three blocks per kind of change, keeping to one line", () => {
    const after = screen(["a", "b", "c", "d", "e"].map((id) => rail(id)));
    expect(describeChanges(screen([]), after)).toBe("added rail `a`, rail `b`, rail `c` and 2 more");
  });

  test("reports other screen-level properties by name, in key order", () => {
    const before = { ...screen([hero]), layout: "default" };
    const after = { ...screen([hero], { key: "x" }), layout: "transparent-header", description: { key: "d" } };
    expect(describeChanges(before, after)).toBe("description changed; layout changed; title changed");
  });

  test("copes with an earlier version that is not a screen at all", () => {
    expect(describeChanges("not a screen", screen([hero]))).toBe(
      "added hero `home-hero`; id changed; schemaVersion changed; title changed",
    );
  });

  test("still notices a change to a block without an id", () => {
    expect(describeChanges(screen([{ type: "text", text: "a" }]), screen([{ type: "text", text: "b" }]))).toBe("blocks changed");
  });
});
