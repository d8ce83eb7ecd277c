import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { describe, expect, test } from "vitest";
import { generateBundle } from "./generate-bundle";
import { appendInPlace } from "./generate-validator";
import { readSchemaFiles } from "./schema-files";

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

describe("the bundled schema", () => {
  test("is one self-contained document that accepts every seeded screen and rejects a wrong block", () => {
    const bundled: unknown = JSON.parse(generateBundle(readSchemaFiles()));
    expect(JSON.stringify(bundled)).not.toMatch(/"\$ref":"(?!#)/);
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    if (typeof bundled !== "object" || bundled === null) throw new Error("not an object");
    const validate = ajv.compile(bundled);
    for (const file of readdirSync("services/seed/screens")) {
      const doc: unknown = JSON.parse(readFileSync(`services/seed/screens/${file}`, "utf8"));
      expect([file, validate(doc)]).toEqual([file, true]);
    }
    expect(validate({ schemaVersion: "1.0", id: "x", title: { key: "t" }, blocks: [{ type: "rial", id: "r" }] })).toBe(false);
  });

  test("leaves out the route table, a document of its own that no layout holds", () => {
    expect(generateBundle(readSchemaFiles())).not.toContain("route-table");
  });
});
