import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, test } from "vitest";

const repo = join(__dirname, "../..");

describe("the committed generated files", () => {
  test("match a fresh regeneration from the schemas (npm run schema:check)", () => {
    const result = spawnSync("npx", ["tsx", "screens-schema/build/generate.ts", "--check"], { cwd: repo, encoding: "utf8" });
    expect(result.stderr).not.toContain("Stale generated files");
    expect(result.status).toBe(0);
  }, 30_000);
});
