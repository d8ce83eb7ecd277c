/** Bench b, second half: the QA CLI validating 1,000 layouts (the home fixture copied), wall time. */
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { round } from "./stats";

export function benchCli(count = 1000): { files: number; seconds: number; exitCode: number | null } {
  const dir = mkdtempSync(path.join(tmpdir(), "shasha-cli-bench-"));
  try {
    for (let i = 0; i < count; i += 1) copyFileSync("tests/fixtures/layouts/home.json", path.join(dir, `home-${i}.json`));
    const start = process.hrtime.bigint();
    const run = spawnSync(path.join("node_modules", ".bin", "tsx"), ["screens-schema/cli/validate.ts", dir, "--format", "json"], {
      stdio: ["ignore", "ignore", "inherit"],
    });
    return { files: count, seconds: round(Number(process.hrtime.bigint() - start) / 1e9, 2), exitCode: run.status };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
