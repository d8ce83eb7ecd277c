/**
 * Regenerates screens-schema/generated/ from screens-schema/schemas/.
 *
 *   npx tsx screens-schema/build/generate.ts           write the generated files
 *   npx tsx screens-schema/build/generate.ts --check   exit 1 if the committed files are stale
 *
 * Why the --check guard exists: the renderer, the QA CLI and the publish API all trust the committed
 * types and the committed compiled validator, not the schemas. If someone edits a schema and forgets
 * to regenerate, the three would silently disagree with the schema that CMS and QA read. CI runs
 * --check so that a stale generated file fails the build instead.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { generateBundle } from "./generate-bundle";
import { generateTables } from "./generate-tables";
import { generateRouteTableTypes, generateTypes } from "./generate-types";
import { generateRouteTableValidator, generateValidator, routeTableValidatorDeclarations, validatorDeclarations } from "./generate-validator";
import { generatedDir, readSchemaFiles } from "./schema-files";

async function renderAll(): Promise<Map<string, string>> {
  const schemaFiles = readSchemaFiles();
  return new Map([
    ["types.ts", await generateTypes()],
    ["validate-screen.cjs", await generateValidator(schemaFiles)],
    ["validate-screen.d.cts", validatorDeclarations],
    ["schema-tables.ts", await generateTables(schemaFiles)],
    ["screen.bundled.schema.json", generateBundle(schemaFiles)],
    ["route-table-types.ts", await generateRouteTableTypes()],
    ["validate-route-table.cjs", await generateRouteTableValidator(schemaFiles)],
    ["validate-route-table.d.cts", routeTableValidatorDeclarations],
  ]);
}

function readOrEmpty(path: string): string {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return "";
  }
}

function staleFiles(outputs: Map<string, string>): string[] {
  return [...outputs].filter(([name, content]) => readOrEmpty(join(generatedDir, name)) !== content).map(([name]) => name);
}

async function main(argv: readonly string[]): Promise<number> {
  const outputs = await renderAll();
  if (argv.includes("--check")) {
    const stale = staleFiles(outputs);
    if (stale.length === 0) {
      console.info("screens-schema/generated is up to date.");
      return 0;
    }
    console.error(`Stale generated files: ${stale.map((name) => `screens-schema/generated/${name}`).join(", ")}`);
    console.error("The schemas changed but the generated output did not: run npm run schema:generate and commit the result.");
    return 1;
  }
  mkdirSync(generatedDir, { recursive: true });
  for (const [name, content] of outputs) writeFileSync(join(generatedDir, name), content);
  console.info(`Wrote ${[...outputs.keys()].map((name) => `screens-schema/generated/${name}`).join(", ")}`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
