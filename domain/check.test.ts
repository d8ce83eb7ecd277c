import { gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";
import { buildSync } from "esbuild";
import { describe, expect, expectTypeOf, test } from "vitest";
import * as check from "./check";

describe("primitives", () => {
  test.each([
    ["a string", check.string, "x", 1],
    ["a number", check.number, 1.5, "1"],
    ["a boolean", check.boolean, false, 0],
  ] as const)("%s: accepts one, refuses another", (_, checker, good, bad) => {
    expect(checker.parse(good)).toEqual({ ok: true, value: good });
    expect(checker.parse(bad)).toMatchObject({ ok: false, error: `expected ${_}` });
  });

  test.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])("a number is finite: %s is refused", (value) => {
    expect(check.number.parse(value).ok).toBe(false);
  });

  test("unknown takes anything as it is", () => {
    const value = { any: ["thing"] };
    expect(check.unknown.parse(value)).toEqual({ ok: true, value });
  });

  test("literals and enums take only their values, and type them", () => {
    const yes = check.literal(true);
    expect(yes.parse(true)).toEqual({ ok: true, value: true });
    expect(yes.parse("true")).toMatchObject({ ok: false, error: "expected true" });
    const kind = check.oneOf(["movie", "series"]);
    expectTypeOf<check.Infer<typeof kind>>().toEqualTypeOf<"movie" | "series">();
    expect(kind.parse("series")).toEqual({ ok: true, value: "series" });
    expect(kind.parse("clip")).toMatchObject({ ok: false, error: "expected one of movie, series" });
  });

  test("refine adds a rule to a checker", () => {
    const path = check.refine(check.string, (value) => value.startsWith("/"), "a path");
    expect(path.parse("/a")).toEqual({ ok: true, value: "/a" });
    expect(path.parse("a")).toMatchObject({ ok: false, error: "expected a path" });
    expect(path.parse(1)).toMatchObject({ ok: false, error: "expected a string" });
    expect(check.nonEmptyString.parse("")).toMatchObject({ ok: false, error: "expected a non-empty string" });
  });
});

describe("objects", () => {
  const profile = check.object({
    id: check.nonEmptyString,
    type: check.oneOf(["ADULT", "KID"]),
    age: check.optional(check.number),
    avatar: check.nullable(check.string),
    tags: check.withDefault(check.array(check.string), []),
  });

  test("infer required, optional and nullable keys", () => {
    expectTypeOf<check.Infer<typeof profile>>().toEqualTypeOf<{ id: string; type: "ADULT" | "KID"; age?: number | undefined; avatar: string | null; tags: string[] }>();
  });

  test("keep only the keys they name, leave absent optional keys out and fill defaults", () => {
    const parsed = profile.parse({ id: "7", type: "KID", avatar: null, extra: "dropped" });
    expect(parsed).toEqual({ ok: true, value: { id: "7", type: "KID", avatar: null, tags: [] } });
    expect(parsed.ok && Object.keys(parsed.value)).toEqual(["id", "type", "avatar", "tags"]);
  });

  test("say where a nested value failed", () => {
    expect(profile.parse({ id: "7", type: "KID", avatar: null, tags: ["a", 2] })).toMatchObject({ ok: false, path: ["tags", 1], error: "tags.1: expected a string" });
    expect(profile.parse({ id: "7", type: "KID" })).toMatchObject({ ok: false, error: "avatar: expected a string" });
  });

  test.each([null, undefined, [], "x", 3])("refuse what is not an object: %s", (value) => {
    expect(profile.parse(value)).toMatchObject({ ok: false, error: "expected an object" });
  });

  test("read only the value's own keys", () => {
    const inherited = Object.create({ id: "7", type: "KID", avatar: null });
    expect(profile.parse(inherited).ok).toBe(false);
  });
});

describe("records, arrays and unions", () => {
  test("a record checks every value and keeps a '__proto__' key as plain data", () => {
    const errors = check.record(check.string);
    const parsed = errors.parse(JSON.parse('{"email":"taken","__proto__":"x"}'));
    expect(parsed.ok && Object.getPrototypeOf(parsed.value)).toBe(Object.prototype);
    expect(parsed.ok && Object.entries(parsed.value)).toEqual([["email", "taken"], ["__proto__", "x"]]);
    expect(errors.parse({ email: 1 })).toMatchObject({ ok: false, error: "email: expected a string" });
    expect(errors.parse([])).toMatchObject({ ok: false });
  });

  test("an array refuses a non-array and any bad item", () => {
    expect(check.array(check.number).parse([1, 2])).toEqual({ ok: true, value: [1, 2] });
    expect(check.array(check.number).parse({ 0: 1 })).toMatchObject({ ok: false, error: "expected an array" });
  });

  test("a union takes the first option that passes and types the alternatives", () => {
    const reply = check.union(
      check.object({ ok: check.literal(true), redirectTo: check.string }),
      check.object({ ok: check.literal(false), formError: check.optional(check.string) }),
    );
    expectTypeOf<check.Infer<typeof reply>>().toEqualTypeOf<{ ok: true; redirectTo: string } | { ok: false; formError?: string | undefined }>();
    expect(reply.parse({ ok: false, formError: "no" })).toEqual({ ok: true, value: { ok: false, formError: "no" } });
    expect(reply.parse({ ok: true })).toMatchObject({ ok: false, error: 'expected (redirectTo: expected a string) or (ok: expected false)' });
  });
});

test("costs the browser well under 2 KB gzip, minified with everything it exports", () => {
  const output = buildSync({ entryPoints: [fileURLToPath(new URL("./check.ts", import.meta.url))], bundle: true, minify: true, format: "esm", write: false });
  const bytes = gzipSync(output.outputFiles[0]?.contents ?? new Uint8Array()).length;
  expect(bytes).toBeGreaterThan(200);
  expect(bytes).toBeLessThan(1024);
});
