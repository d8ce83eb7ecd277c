import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

/** Absolute path of `screens-schema/`. */
export const schemaPackageDir = fileURLToPath(new URL("..", import.meta.url));
export const schemasDir = join(schemaPackageDir, "schemas");
export const generatedDir = join(schemaPackageDir, "generated");

export type JsonObject = { [key: string]: unknown };

export interface SchemaFile {
  /** Path relative to `schemas/`, forward slashes, e.g. `blocks/rail.schema.json`. */
  path: string;
  schema: JsonObject;
}

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function listSchemaPaths(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) return listSchemaPaths(full);
      return entry.name.endsWith(".schema.json") ? [full] : [];
    })
    .sort();
}

/** Every `*.schema.json` under `schemas/`, in a stable order. */
export function readSchemaFiles(): SchemaFile[] {
  return listSchemaPaths(schemasDir).map((full) => {
    const parsed: unknown = JSON.parse(readFileSync(full, "utf8"));
    if (!isJsonObject(parsed)) throw new Error(`${full}: a schema must be a JSON object`);
    return { path: relative(schemasDir, full).split("\\").join("/"), schema: parsed };
  });
}
