/** The bundled layout schema (screens-schema/build/generate-bundle.ts), typed for the editor's JSON-Schema tools. */
import type { JSONSchema7 } from "json-schema";
import bundled from "@/screens-schema/generated/screen.bundled.schema.json";

function isSchema(value: unknown): value is JSONSchema7 {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

if (!isSchema(bundled)) throw new Error("screens-schema/generated/screen.bundled.schema.json is not a schema object");
export const layoutSchema: JSONSchema7 = bundled;
