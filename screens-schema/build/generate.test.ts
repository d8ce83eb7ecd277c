import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { appendInPlace } from "./generate-validator";

const repo = join(__dirname, "../..");

describe("the committed generated files", () => {
  test("match a fresh regeneration from the schemas (npm run schema:check)", () => {
    const result = spawnSync("npx", ["tsx", "screens-schema/build/generate.ts", "--check"], { cwd: repo, encoding: "utf8" });
    expect(result.stderr).not.toContain("Stale generated files");
    expect(result.status).toBe(0);
  }, 30_000);
});

describe("the generated validator", () => {
  test("gathers a child validator's errors in place, never by copying all of them again (linear in the errors)", () => {
    const before = "vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);\nvErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);";
    const after = appendInPlace(before);
    expect(after).not.toContain("concat");
    expect(after).toContain("vErrors = appendErrors(vErrors, validate54.errors);");
    expect(after).toContain("vErrors = appendErrors(vErrors, wrapper0.validate.errors);");
  });

  test("the committed validator has no concat of gathered errors left", () => {
    const code = readFileSync(join(import.meta.dirname, "../generated/validate-screen.cjs"), "utf8");
    expect(code).not.toMatch(/vErrors\.concat\(/);
  });
});
