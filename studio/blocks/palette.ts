/**
 * The block palette (issue 17): every registry block the layout contract knows, read from the bundled schema (the
 * `oneOf` of the Block schema), with its name, description and first example, which is what "add" inserts.
 */
import type { JSONSchema7, JSONSchema7Definition } from "json-schema";
import { isUnknownRecord } from "@/screens-schema/validator/walk-blocks";

export interface PaletteEntry {
  type: string;
  title: string;
  description: string;
  example: Record<string, unknown>;
  /** Where its schema is in the bundle: `#/$defs/blocks.rail`. */
  ref: string;
}

function schemaAt(root: JSONSchema7, ref: string): JSONSchema7 | undefined {
  const key = /^#\/\$defs\/([^/]+)$/.exec(ref)?.[1];
  const found: JSONSchema7Definition | undefined = key === undefined ? undefined : root.$defs?.[key];
  return typeof found === "object" ? found : undefined;
}

export function paletteEntries(root: JSONSchema7): PaletteEntry[] {
  const block = schemaAt(root, "#/$defs/block");
  return (block?.oneOf ?? []).flatMap((option) => {
    if (typeof option !== "object" || option.$ref === undefined) return [];
    const schema = schemaAt(root, option.$ref);
    const typeSchema = schema?.properties?.type;
    const type = typeof typeSchema === "object" && typeof typeSchema.const === "string" ? typeSchema.const : undefined;
    const example = schema?.examples;
    const first: unknown = Array.isArray(example) ? example[0] : undefined;
    if (schema === undefined || type === undefined) return [];
    return [
      {
        type,
        title: schema.title ?? type,
        description: schema.description ?? "",
        example: isUnknownRecord(first) ? first : { type, id: type },
        ref: option.$ref,
      },
    ];
  });
}
