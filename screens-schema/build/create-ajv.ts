import { Ajv2020 } from "ajv/dist/2020";
import addFormats from "ajv-formats";
import type { SchemaFile } from "./schema-files";

/**
 * The one ajv configuration behind the committed standalone validator.
 * `verbose` puts `parentSchema` on errors, which the validator reads to suggest property names.
 */
export function createAjv(schemaFiles: readonly SchemaFile[]): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: true,
    strict: true,
    allowUnionTypes: true,
    discriminator: true,
    verbose: true,
    inlineRefs: false,
    keywords: ["x-since"],
    code: { source: true, esm: false },
  });
  addFormats(ajv);
  for (const file of schemaFiles) ajv.addSchema(file.schema);
  return ajv;
}
