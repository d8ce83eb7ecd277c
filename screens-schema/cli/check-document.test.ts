import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { checkDocument } from "./check-document";

const fixtures = join(__dirname, "../../tests/fixtures/layouts");
const read = (name: string) => readFileSync(join(fixtures, name), "utf8");

describe("checkDocument", () => {
  test("points an unknown property at its key and a wrong value at the value", () => {
    const report = checkDocument({ label: "x.json", text: read("invalid-unknown-property.json") });
    expect(report.problems.map(({ code, line, column }) => [code, line, column])).toEqual([
      ["missing-property", 9, 5],
      ["unknown-property", 12, 7],
    ]);
  });

  test("reports a file that is not JSON with the parse error position", () => {
    expect(checkDocument({ label: "x.json", text: '{\n  "a": 1,\n  oops\n}' }).problems).toEqual([
      { pointer: "", line: 3, column: 3, code: "not-json", message: "not valid JSON: invalid symbol" },
    ]);
  });

  // How fast is bench b's to print (npm run bench), never a timed assertion here: a busy machine is not a defect.
  test("checks 1,000 layouts one by one, each with its own verdict", () => {
    const documents = Array.from({ length: 1000 }, (_, i) => ({
      label: `l${i}.json`,
      text: read(i % 10 === 0 ? "invalid-unknown-block-type.json" : "home.json"),
    }));
    const reports = documents.map((document) => checkDocument(document));
    expect(reports.filter((report) => !report.valid)).toHaveLength(100);
    expect(reports.filter((report) => !report.valid).every((report) => report.problems[0]?.code === "unknown-block-type")).toBe(true);
  });
});

describe("the route table", () => {
  const table = (path: string) => JSON.stringify({ schemaVersion: "1.0", routes: [{ path, screen: "/user/x", kind: "hub", layout: "default", access: "any" }] });

  test("is told from a layout by its shape and checked against its own contract", () => {
    expect(checkDocument({ label: "routes.json", text: table("/hub/x") })).toEqual({ file: "routes.json", valid: true, problems: [] });
    const report = checkDocument({ label: "routes.json", text: table("/hub/:") });
    expect(report.problems.map((problem) => [problem.pointer, problem.code])).toEqual([["/routes/0/path", "invalid-pattern"]]);
    expect(report.problems[0]?.line).toBe(1);
  });

  test("is checked as a route table when the caller says so, whatever its shape", () => {
    const report = checkDocument({ label: "/app/routes", text: JSON.stringify({ schemaVersion: "1.0", blocks: [] }) }, "route-table");
    expect(report.valid).toBe(false);
    // A layout may have blocks; a route table may not, and must have routes.
    expect(report.problems.map((problem) => problem.pointer)).toEqual(["", "/blocks"]);
  });
});
