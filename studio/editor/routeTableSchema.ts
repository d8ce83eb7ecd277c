/**
 * The route table's schema (issue 28), for the JSON view's completion and hover when the studio edits `/app/routes`.
 * Its one outside reference, a row's screen id, points into the layout schema, which the editor's tools cannot follow
 * from here: it is given inline, with the same pattern.
 */
import type { JSONSchema7 } from "json-schema";
import source from "@/screens-schema/schemas/route-table.schema.json";
import { screenIdPattern } from "@/screens-schema/generated/schema-tables";

const screenRef = "screen.schema.json#/properties/id";

function inlined(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(inlined);
  if (typeof value !== "object" || value === null) return value;
  const entries = Object.entries(value);
  if (entries.some(([key, item]) => key === "$ref" && item === screenRef)) {
    const rest = Object.fromEntries(entries.filter(([key]) => key !== "$ref"));
    return { ...rest, type: "string", pattern: screenIdPattern };
  }
  return Object.fromEntries(entries.map(([key, item]) => [key, inlined(item)]));
}

function isSchema(value: unknown): value is JSONSchema7 {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const schema = inlined(source);
if (!isSchema(schema)) throw new Error("screens-schema/schemas/route-table.schema.json is not a schema object");
export const routeTableSchema: JSONSchema7 = schema;
