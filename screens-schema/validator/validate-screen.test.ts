import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { maxBlocksPerScreen, SUPPORTED_SCHEMA_VERSIONS, validateScreen, type Problem } from "./index";

const corpusDir = join(__dirname, "../../tests/fixtures/layouts");
const manifest: Record<string, { reason: string; codes: string[] }> = JSON.parse(
  readFileSync(join(corpusDir, "expected-invalid.json"), "utf8"),
);
const corpus = readdirSync(corpusDir).filter((name) => name.endsWith(".json") && name !== "expected-invalid.json");
const validFiles = corpus.filter((name) => !(name in manifest));
const invalidFiles = Object.entries(manifest).filter(([name]) => name !== "invalid-not-json.json");

function load(name: string): unknown {
  return JSON.parse(readFileSync(join(corpusDir, name), "utf8"));
}

const screen = (blocks: unknown[]) => ({ schemaVersion: "1.0", id: "test", title: { key: "t" }, blocks });
const rail = { type: "rail", id: "r", tileStyle: "poster", source: { kind: "editorial-carousel", carouselId: "kids" } };
const only = (doc: unknown): Problem => {
  const { problems } = validateScreen(doc);
  expect(problems).toHaveLength(1);
  const [problem] = problems;
  if (!problem) throw new Error("expected a problem");
  return problem;
};

describe("given the fixture corpus", () => {
  test("every file is either valid or listed in expected-invalid.json", () => {
    expect(validFiles.length).toBeGreaterThanOrEqual(14);
    expect(Object.keys(manifest).every((name) => corpus.includes(name))).toBe(true);
  });

  test.each(validFiles)("%s is valid", (name) => {
    expect(validateScreen(load(name))).toEqual({ valid: true, problems: [] });
  });

  test.each(invalidFiles)("%s is invalid with the expected codes", (name, expected) => {
    const { valid, problems } = validateScreen(load(name));
    expect(valid).toBe(false);
    expect([...new Set(problems.map((problem) => problem.code))].sort()).toEqual([...expected.codes].sort());
  });

  test("every valid file has an Arabic RTL twin with the same block ids", () => {
    const blockIds = (doc: unknown) => JSON.stringify(doc).match(/"id":"[^"]+"/g);
    for (const name of validFiles.filter((file) => !file.endsWith("-rtl.json"))) {
      const twin = name.replace(/\.json$/, "-rtl.json");
      expect(validFiles).toContain(twin);
      expect(blockIds(load(twin))).toEqual(blockIds(load(name)));
    }
  });
});

describe("when a document breaks the contract, the problem explains why", () => {
  test.each([
    ["a near-miss block type", screen([{ ...rail, type: "rial" }]), "unknown-block-type", "/blocks/0/type", "unknown block type `rial`", "did you mean `rail`?"],
    ["a block type nothing resembles", screen([{ ...rail, type: "carousel" }]), "unknown-block-type", "/blocks/0/type", "unknown block type `carousel`", undefined],
    ["a misspelt property", screen([{ ...rail, showTitels: true }]), "unknown-property", "/blocks/0/showTitels", "unknown property `showTitels` on RailBlock", "did you mean `showTitles`?"],
    ["a missing property", screen([{ type: "tile", id: "t", tileStyle: "poster" }]), "missing-property", "/blocks/0", "missing required property `contentId`", undefined],
    ["a missing block type", screen([{ id: "t" }]), "missing-property", "/blocks/0", "missing required property `type`", undefined],
    ["a wrong type", screen([{ ...rail, limit: "20" }]), "invalid-type", "/blocks/0/limit", "must be integer, got string", undefined],
    ["an enum typo", screen([{ ...rail, tileStyle: "postr" }]), "invalid-value", "/blocks/0/tileStyle", "`postr` is not allowed; must be one of `poster`, `landscape`, `square`, `episode`, `live-channel`", "did you mean `poster`?"],
    ["a bad fallback keyword", screen([{ ...rail, fallback: "remove" }]), "invalid-value", "/blocks/0/fallback", "`remove` is not allowed; must be `drop`", undefined],
    ["a rail limit of 51", screen([{ ...rail, limit: 51 }]), "invalid-value", "/blocks/0/limit", "must be <= 50 (got `51`)", undefined],
    ["a locale map without French", screen([{ ...rail, title: { ar: "أ", en: "A" } }]), "missing-property", "/blocks/0/title", "missing required property `fr`", undefined],
  ])("%s", (_case, doc, code, pointer, message, suggestion) => {
    const problem = only(doc);
    expect(problem).toMatchObject({ code, pointer, message });
    expect(problem.suggestion).toBe(suggestion);
  });

  test.each([
    ["javascript:alert(1)"],
    ["data:text/html,hi"],
    ["//evil.example/x"],
    ["https://evil.example/x"],
    ["/\\evil.example"],
    ["/ series"],
    ["series"],
  ])("the site path %j is rejected as not same-site", (to) => {
    const problem = only(screen([{ ...rail, seeAll: { type: "navigate", to } }]));
    expect(problem.pointer).toBe("/blocks/0/seeAll/to");
    expect(problem.message).toContain('must be a same-site path starting with "/"');
  });

  test.each([["/series"], ["/movies?sort=newest"], ["/search?q=a:b#top"], ["/images/x-{resolution}.svg"]])(
    "the site path %j is accepted",
    (to) => {
      expect(validateScreen(screen([{ ...rail, seeAll: { type: "navigate", to } }])).valid).toBe(true);
    },
  );

  test.each([["<b>bold</b>"], ["</p>"], ["<!-- c -->"], ["x<script>"]])(
    "the text %j is accepted as plain text (the renderer shows markup literally)",
    (en) => {
      expect(validateScreen(screen([{ type: "text", id: "t", text: { ar: "ن", en, fr: "f" } }])).valid).toBe(true);
    },
  );

  test("an empty text is rejected", () => {
    expect(validateScreen(screen([{ type: "text", id: "t", text: { ar: "", en: "e", fr: "f" } }])).valid).toBe(false);
  });

  test("a lone less-than sign is plain text", () => {
    expect(validateScreen(screen([{ type: "text", id: "t", text: { ar: "٣ < ٥", en: "3 < 5", fr: "3 <5" } }])).valid).toBe(true);
  });

  test("an unsupported schemaVersion is one screen-level problem with a clear message", () => {
    const problem = only({ ...screen([{ ...rail, type: "rial" }]), schemaVersion: "2.0" });
    expect(problem).toEqual({
      pointer: "/schemaVersion",
      code: "unsupported-schema-version",
      message: 'schemaVersion "2.0" is not supported; this renderer accepts 1.0, 1.1',
    });
    expect(SUPPORTED_SCHEMA_VERSIONS).toEqual(["1.0", "1.1"]);
  });

  test("a malformed schemaVersion is reported by the schema", () => {
    expect(only({ ...screen([rail]), schemaVersion: "v1" })).toMatchObject({ code: "invalid-value", pointer: "/schemaVersion" });
  });

  test("duplicate ids name the first use", () => {
    expect(only(screen([rail, { ...rail }]))).toEqual({
      pointer: "/blocks/1/id",
      code: "duplicate-id",
      message: "duplicate block id `r` (first used at /blocks/0)",
      blockPointer: "/blocks/1",
    });
  });

  test("a non-object document is one invalid-type problem", () => {
    expect(only("home")).toMatchObject({ code: "invalid-type", pointer: "" });
  });
});

describe("each problem is attributed to the innermost block holding it", () => {
  test.each([
    ["a top-level block", screen([{ ...rail, limit: 0 }]), "/blocks/0"],
    ["a stack child", screen([{ type: "stack", id: "s", children: [rail, { ...rail, id: "r2", limit: 0 }] }]), "/blocks/0/children/1"],
    ["a nested stack child", screen([{ type: "stack", id: "s", children: [{ type: "stack", id: "s2", children: [{ ...rail, limit: 0 }] }] }]), "/blocks/0/children/0/children/0"],
    ["an object fallback", screen([{ ...rail, fallback: { ...rail, id: "f", limit: 0 } }]), "/blocks/0/fallback"],
    ["a string fallback", screen([{ ...rail, fallback: "nope" }]), "/blocks/0"],
    ["deep inside a block", screen([{ ...rail, source: { kind: "product-filter", filter: { plus: "yes" } } }]), "/blocks/0"],
  ])("%s", (_case, doc, blockPointer) => {
    expect(only(doc).blockPointer).toBe(blockPointer);
  });

  test("a screen-level problem has no block pointer", () => {
    const problem = only({ schemaVersion: "1.0", id: "x", blocks: [rail] });
    expect(problem).toEqual({ pointer: "", code: "missing-property", message: "missing required property `title`" });
  });
});

// Speed is the bench's (figure b); here, that long input does no work proportional to its length squared.
describe("long values cost no suggestion and no long messages", () => {
  test("a 100,000-character block type is reported without a suggestion, its message cut short", () => {
    const type = "r".repeat(100_000);
    const result = validateScreen(screen([{ ...rail, type }]));
    const problem = result.valid ? undefined : result.problems.find((candidate) => candidate.code === "unknown-block-type");
    expect(problem?.pointer).toBe("/blocks/0/type");
    expect(problem?.suggestion).toBeUndefined();
    expect(problem?.message.length).toBeLessThan(200);
    expect(problem?.message).toContain("(100000 characters)");
  });

  test("a typo of a name's length still gets its suggestion", () => {
    const result = validateScreen(screen([{ ...rail, type: "rial" }]));
    expect(result.valid ? [] : result.problems.map((problem) => problem.suggestion)).toContain("did you mean `rail`?");
  });
});

describe("a screen holds at most maxBlocksPerScreen blocks", () => {
  const text = (i: number) => ({ type: "text", id: `t${i}`, variant: "body", text: { key: "k" } });

  test("at the limit, nested blocks counted, the layout is checked as usual", () => {
    const nested = { type: "stack", id: "s", children: Array.from({ length: 9 }, (_, i) => text(10_000 + i)) };
    const blocks = [nested, ...Array.from({ length: maxBlocksPerScreen - 10 }, (_, i) => text(i))];
    expect(validateScreen(screen(blocks))).toEqual({ valid: true, problems: [] });
  });

  test("past it, one problem names the count, and no block is examined (a typo in every block is not reported)", () => {
    const blocks = Array.from({ length: maxBlocksPerScreen + 1 }, (_, i) => ({ ...text(i), type: "rial" }));
    const result = validateScreen(screen(blocks));
    expect(result).toEqual({
      valid: false,
      problems: [{ pointer: "/blocks", code: "too-many-blocks", message: `the layout has ${maxBlocksPerScreen + 1} blocks; a screen may hold at most ${maxBlocksPerScreen}, nested ones included` }],
    });
  });
});

