import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { isScreen, sanitizeScreen } from "./index";

const corpusDir = join(__dirname, "../../tests/fixtures/layouts");
const load = (name: string): unknown => JSON.parse(readFileSync(join(corpusDir, name), "utf8"));

const screen = (blocks: unknown[]) => ({ schemaVersion: "1.0", id: "test", title: { key: "t" }, blocks });
const rail = { type: "rail", id: "r", tileStyle: "poster", source: { kind: "editorial-carousel", carouselId: "kids" } };
const text = { type: "text", id: "txt", text: { key: "k" } };

function sanitized(doc: unknown) {
  const result = sanitizeScreen(doc);
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.problems)}`);
  return result;
}

describe("given a valid screen", () => {
  test("sanitizeScreen returns the document itself and drops nothing", () => {
    const home = load("home.json");
    const result = sanitized(home);
    expect(result.screen).toBe(home);
    expect(result.dropped).toEqual([]);
    expect(isScreen(home)).toBe(true);
  });
});

describe("given an invalid optional block", () => {
  test("with a valid fallback, the fallback takes its place", () => {
    const result = sanitized(load("invalid-optional-with-fallback.json"));
    expect(result.screen.blocks.map((block) => block.id)).toEqual(["ok-rail", "bad-limit-fallback"]);
    expect(result.dropped).toEqual([
      {
        pointer: "/blocks/1",
        blockType: "rail",
        blockId: "bad-limit",
        code: "invalid-value",
        message: "must be >= 1 (got `0`)",
        replacedByFallback: true,
        critical: false,
      },
    ]);
  });

  test("without a fallback, it is removed", () => {
    const result = sanitized(screen([rail, { ...rail, id: "typo", type: "rial" }]));
    expect(result.screen.blocks.map((block) => block.id)).toEqual(["r"]);
    expect(result.dropped).toMatchObject([{ pointer: "/blocks/1", blockType: "rial", code: "unknown-block-type", replacedByFallback: false }]);
  });

  test("with an invalid fallback, both go and the fallback's own fallback is tried", () => {
    const doc = screen([{ ...rail, limit: 0, fallback: { ...text, id: "f1", text: {}, fallback: { ...text, id: "f2" } } }]);
    const result = sanitized(doc);
    expect(result.screen.blocks.map((block) => block.id)).toEqual(["f2"]);
    expect(result.dropped.map((drop) => [drop.pointer, drop.replacedByFallback])).toEqual([
      ["/blocks/0/fallback", true],
      ["/blocks/0", true],
    ]);
  });

  test("a valid block keeps its place when only its fallback is invalid", () => {
    const result = sanitized(screen([{ ...rail, fallback: { ...text, text: 3 } }]));
    expect(result.screen.blocks).toEqual([rail]);
    expect(result.dropped).toMatchObject([{ pointer: "/blocks/0/fallback" }]);
  });

  test("the later of two blocks with the same id is dropped", () => {
    const result = sanitized(load("invalid-duplicate-ids.json"));
    expect(result.screen.blocks).toHaveLength(1);
    expect(result.dropped).toMatchObject([{ pointer: "/blocks/1", code: "duplicate-id" }]);
  });
});

describe("given nested stacks", () => {
  test("an invalid child is removed and the stack stays", () => {
    const doc = screen([{ type: "stack", id: "s", children: [rail, { ...rail, id: "bad", limit: 99 }] }]);
    const result = sanitized(doc);
    expect(result.screen.blocks).toEqual([{ type: "stack", id: "s", children: [rail] }]);
    expect(result.dropped).toMatchObject([{ pointer: "/blocks/0/children/1", blockId: "bad" }]);
  });

  test("a stack whose children all vanish is dropped too (a stack needs a child)", () => {
    const doc = screen([text, { type: "stack", id: "outer", children: [{ type: "stack", id: "inner", children: [{ ...rail, limit: 0 }] }] }]);
    const result = sanitized(doc);
    expect(result.screen.blocks).toEqual([text]);
    expect(result.dropped.map((drop) => drop.pointer)).toEqual([
      "/blocks/1/children/0/children/0",
      "/blocks/1/children/0",
      "/blocks/1",
    ]);
  });
});

describe("when the screen cannot be rendered", () => {
  test("an invalid critical block fails with its problems", () => {
    const result = sanitizeScreen(load("invalid-critical-block.json"));
    expect(result).toEqual({
      ok: false,
      problems: [expect.objectContaining({ pointer: "/blocks/0/source/kind", blockPointer: "/blocks/0" })],
    });
  });

  test("a critical child inside a stack fails the screen", () => {
    const result = sanitizeScreen(screen([{ type: "stack", id: "s", children: [{ ...rail, critical: true, limit: 0 }] }]));
    expect(result.ok).toBe(false);
  });

  test.each([
    ["unsupported schemaVersion", { ...screen([rail]), schemaVersion: "2.0" }, "unsupported-schema-version"],
    ["missing title", { schemaVersion: "1.0", id: "x", blocks: [rail] }, "missing-property"],
    ["not an object", [], "invalid-type"],
  ])("a screen-level problem (%s) fails", (_case, doc, code) => {
    const result = sanitizeScreen(doc);
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.problems.map((problem) => problem.code)).toContain(code);
  });

  test("dropping every block leaves nothing to render, so it fails", () => {
    const result = sanitizeScreen(screen([{ ...rail, limit: 0 }]));
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.problems).toMatchObject([{ pointer: "/blocks", code: "invalid-value" }]);
  });
});
