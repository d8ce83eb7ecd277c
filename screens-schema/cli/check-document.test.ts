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
    const reports = documents.map(checkDocument);
    expect(reports.filter((report) => !report.valid)).toHaveLength(100);
    expect(reports.filter((report) => !report.valid).every((report) => report.problems[0]?.code === "unknown-block-type")).toBe(true);
  });
});
