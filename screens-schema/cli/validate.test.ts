import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, test } from "vitest";

const repo = join(__dirname, "../..");
const fixtures = "tests/fixtures/layouts";

function run(...args: string[]) {
  const result = spawnSync("npx", ["tsx", "screens-schema/cli/validate.ts", ...args], { cwd: repo, encoding: "utf8" });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

// Each case starts the CLI through npx and tsx (about a second alone, several on a busy machine).
describe("the validate CLI", { timeout: 60_000 }, () => {
  test("exits 0 when every file is valid", () => {
    const { code, stdout } = run(`${fixtures}/home.json`, `${fixtures}/landing-rtl.json`);
    expect(code).toBe(0);
    expect(stdout).toContain("2 files: 2 valid, 0 invalid, 0 problems");
  });

  test("exits 1 and prints line:column, message and suggestion for an invalid file", () => {
    const { code, stdout } = run(`${fixtures}/invalid-unknown-property.json`);
    expect(code).toBe(1);
    expect(stdout).toMatch(/12:7\s+unknown-property\s+unknown property `tileStyl` on RailBlock \(did you mean `tileStyle`\?\)/);
    expect(stdout).toContain("at /blocks/0/tileStyl");
  });

  test("exits 2 on usage errors and unreadable paths", () => {
    expect(run().code).toBe(2);
    expect(run("--format", "xml", `${fixtures}/home.json`).code).toBe(2);
    const missing = run(`${fixtures}/does-not-exist.json`);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("cannot read");
  });

  test("prints the JSON report with positions, including not-json files", () => {
    const { code, stdout } = run("--format", "json", `${fixtures}/invalid-not-json.json`, `${fixtures}/invalid-unknown-block-type.json`, `${fixtures}/home.json`);
    expect(code).toBe(1);
    const report = JSON.parse(stdout);
    expect(report.summary).toEqual({ files: 3, valid: 1, invalid: 2, problems: 2 });
    expect(report.files[0].problems).toEqual([
      expect.objectContaining({ code: "not-json", pointer: "", line: 6, column: 35 }),
    ]);
    expect(report.files[1].problems).toEqual([
      { pointer: "/blocks/1/type", line: 22, column: 15, code: "unknown-block-type", message: "unknown block type `rial`", suggestion: "did you mean `rail`?" },
    ]);
  });

  test("walks a folder, skipping the corpus manifest", () => {
    const { code, stdout } = run("--format", "json", fixtures);
    expect(code).toBe(1);
    const report = JSON.parse(stdout);
    expect(report.files.map((file: { file: string }) => file.file)).not.toContain(`${fixtures}/expected-invalid.json`);
    expect(report.summary).toMatchObject({ files: 46, valid: 30, invalid: 16 });
  });
});
