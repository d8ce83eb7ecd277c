import { describe, expect, test } from "vitest";
import schema from "../schemas/route-table.schema.json";
import type { Problem } from "./problem";
import { maxOptionalParts, maxPatternParams } from "./route-rows";
import { maxRoutesPerTable, SUPPORTED_ROUTE_TABLE_VERSIONS, validateRouteTable } from "./validate-route-table";

const row = (path: string, extra: Record<string, unknown> = {}) => ({ path, kind: "hub", layout: "default", access: "any", ...extra });
const table = (...routes: unknown[]) => ({ schemaVersion: "1.0", routes });
const problemsOf = (doc: unknown): Problem[] => validateRouteTable(doc).problems;
const only = (doc: unknown): Problem => {
  const problems = problemsOf(doc);
  expect(problems).toHaveLength(1);
  const [problem] = problems;
  if (!problem) throw new Error("expected a problem");
  return problem;
};

describe("a valid route table", () => {
  test("every example of the schema is valid, and comes back typed", () => {
    for (const example of schema.examples) {
      const result = validateRouteTable(example);
      expect(result).toEqual({ valid: true, problems: [], table: example });
      expect(result.table?.routes[0]?.path).toBe("/hub/login");
    }
  });

  test.each([
    ["a parameter", "/hub/profile-update/:profileId"],
    ["a parameter inside a segment", "/series/:title/series-:titleId"],
    ["two parameters in one segment", "/series/:seasonTitle/season-:titleId-:seasonId"],
    ["an optional group", "/hub/profile-update{/:profileId}"],
    ["a one-segment wildcard", "/hub/*/details"],
    ["a rest wildcard", "/hub/devices/**"],
    ["a rest wildcard in the middle", "/embed/**/end"],
    ["the root", "/"],
  ])("a pattern with %s compiles (%s)", (_what, path) => {
    expect(problemsOf(table(row(path)))).toEqual([]);
  });

  test("a catch-all row names the parameter that holds its screen id", () => {
    expect(problemsOf(table(row("/:landingId", { screenFromParam: "landingId", kind: "landing" })))).toEqual([]);
  });
});

describe("when a route table breaks the contract, the problem says where and why", () => {
  test("a malformed pattern is a problem at /routes/N/path, in the compiler's words without its index", () => {
    const result = validateRouteTable(table(row("/hub/login"), row("/hub/{settings")));
    expect(result).toEqual({
      valid: false,
      problems: [{ pointer: "/routes/1/path", code: "invalid-pattern", message: "`/hub/{settings` is not a valid path pattern: unexpected end, expected }" }],
    });
  });

  test.each([
    ["a parameter without a name", "/hub/:"],
    ["a parameter named by a digit", "/hub/:1"],
    ["two parameters with nothing between", "/hub/:a:b"],
    ["an unopened group", "/hub/settings}"],
    ["a rest wildcard twice", "/hub/**/**"],
  ])("%s is a malformed pattern (%s)", (_what, path) => {
    expect(only(table(row(path)))).toMatchObject({ pointer: "/routes/0/path", code: "invalid-pattern" });
  });

  test.each([
    ["no leading slash", "hub/login"],
    ["a query", "/promo?widget=payment-methods"],
    ["a regular expression group", "/hub/(login)"],
    ["a space", "/hub/log in"],
  ])("a path with %s is outside the syntax, one problem and no compilation (%s)", (_what, path) => {
    expect(only(table(row(path)))).toMatchObject({ pointer: "/routes/0/path", code: "invalid-value", message: expect.stringContaining("is not a path pattern") });
  });

  test("two rows with the same pattern, compared without case and trailing slash, are a problem at the second", () => {
    const problems = problemsOf(table(row("/hub/login"), row("/hub/settings"), row("/HUB/Login/")));
    expect(problems).toEqual([
      {
        pointer: "/routes/2/path",
        code: "duplicate-route",
        message: "the pattern `/HUB/Login/` is already the pattern of /routes/0 (patterns are compared without case and trailing slash); the second row would never be used",
      },
    ]);
  });

  test.each([
    ["an empty segment", "/user//login"],
    ["a query", "home?x=1"],
    ["a trailing slash", "/user/"],
    ["a dot", "home.json"],
  ])("a screen id with %s is not a screen id the screen validator accepts (%s)", (_what, screen) => {
    expect(only(table(row("/hub/login", { screen })))).toMatchObject({ pointer: "/routes/0/screen", code: "invalid-value", message: expect.stringContaining("is not a screen id") });
  });

  test("a row with both a screen and a screen parameter is a problem", () => {
    expect(only(table(row("/:landingId", { screen: "home", screenFromParam: "landingId" })))).toEqual({
      pointer: "/routes/0/screenFromParam",
      code: "invalid-value",
      message: "a row names its screen in `screen` or in `screenFromParam`, not both",
    });
  });

  test("a screen parameter the pattern does not declare is a problem", () => {
    expect(only(table(row("/:landing", { screenFromParam: "landingId" })))).toMatchObject({ pointer: "/routes/0/screenFromParam", message: "`/:landing` has no parameter `landingId` (write it `:landingId` in the pattern)" });
  });

  test.each([
    ["a misspelt property", row("/hub/login", { acess: "any" }), "/routes/0/acess", "unknown-property", "did you mean `access`?"],
    ["a misspelt kind", row("/hub/login", { kind: "hubb" }), "/routes/0/kind", "invalid-value", "did you mean `hub`?"],
    ["a misspelt access", row("/hub/login", { access: "login-requried" }), "/routes/0/access", "invalid-value", "did you mean `login-required`?"],
    ["a misspelt layout", row("/hub/login", { layout: "no-crome" }), "/routes/0/layout", "invalid-value", "did you mean `no-chrome`?"],
  ])("%s gets a suggestion", (_what, route, pointer, code, suggestion) => {
    expect(only(table(route))).toMatchObject({ pointer, code, suggestion });
  });

  test("a row without its guard is refused: no page is open by omission", () => {
    const { access: _omitted, ...withoutAccess } = row("/hub/devices/**");
    expect(only(table(withoutAccess))).toEqual({ pointer: "/routes/0", code: "missing-property", message: "missing required property `access`" });
  });

  test("an empty table, or a document without rows, is refused", () => {
    expect(only(table())).toMatchObject({ pointer: "/routes", code: "invalid-value" });
    expect(only({ schemaVersion: "1.0" })).toMatchObject({ pointer: "", code: "missing-property" });
    expect(only("routes")).toMatchObject({ pointer: "", code: "invalid-type" });
  });

  test("an unsupported version is the one problem: its rows follow another contract", () => {
    expect(SUPPORTED_ROUTE_TABLE_VERSIONS).toEqual(["1.0"]);
    expect(only({ schemaVersion: "2.0", routes: [{ path: 1 }] })).toEqual({
      pointer: "/schemaVersion",
      code: "unsupported-schema-version",
      message: 'schemaVersion "2.0" is not supported; this renderer accepts 1.0',
    });
  });
});

// Speed is the bench's; here, what bounds the work: the row count first, and no long pattern reaches the compiler.
describe("validation time is bounded", () => {
  test("a pattern with more parameters or optional parts than the compiler is given is refused before compiling", () => {
    expect([maxPatternParams, maxOptionalParts]).toEqual([6, 2]);
    expect(only(table(row("/p/:a/:b/*/:d-:e/:f/:g")))).toEqual({
      pointer: "/routes/0/path",
      code: "invalid-pattern",
      message: "`/p/:a/:b/*/:d-:e/:f/:g` is not a valid path pattern: it has 7 parameters and wildcards; a pattern may have at most 6",
    });
    expect(only(table(row("/p{/:a}{/:b}/**")))).toMatchObject({
      code: "invalid-pattern",
      message: "`/p{/:a}{/:b}/**` is not a valid path pattern: it has 3 optional parts (`{...}` and `**`); a pattern may have at most 2",
    });
    expect(problemsOf(table(row("/p/:a/*/:d-:e{/:f}/**")))).toEqual([]);
  });

  test("at the limit of rows, every row is checked as usual", () => {
    const routes = Array.from({ length: maxRoutesPerTable }, (_, i) => row(`/hub/page-${i}/:id/*/part{/:part}/**`));
    expect(problemsOf(table(...routes))).toEqual([]);
  });

  test("past it, one problem names the count and no row is examined (a malformed pattern in each is not reported)", () => {
    const routes = Array.from({ length: maxRoutesPerTable + 1 }, () => row("/hub/{"));
    expect(problemsOf(table(...routes))).toEqual([
      { pointer: "/routes", code: "too-many-routes", message: `the table has ${maxRoutesPerTable + 1} routes; a route table may hold at most ${maxRoutesPerTable}` },
    ]);
  });

  test("a malformed 100,000-character pattern is the schema's problem (too long) only, its message cut short", () => {
    const problem = only(table(row(`/${"{".repeat(100_000)}`)));
    expect(problem).toMatchObject({ pointer: "/routes/0/path", code: "invalid-value", message: expect.stringContaining("(100001 characters)") });
    expect(problem.message.length).toBeLessThan(200);
  });
});
