import standaloneCode from "ajv/dist/standalone";
import { createAjv } from "./create-ajv";
import { formatCode } from "./format-code";
import type { SchemaFile } from "./schema-files";

export const schemaIdBase = "https://schemas.shasha.tv/v1/";

const banner = `// GENERATED FILE, DO NOT EDIT.
// Compiled from screens-schema/schemas/*.schema.json by ajv standalone (screens-schema/build/generate.ts).
// CommonJS on purpose: ajv's standalone output uses require() even in ESM mode (STACK-NOTES pitfall 7).
// Regenerate with \`npm run schema:generate\`; \`npm run schema:check\` fails when this file is stale.
`;

/** The compiled validators as one CommonJS module exporting `validateScreen` and `validateBlock`. */
export async function generateValidator(schemaFiles: readonly SchemaFile[]): Promise<string> {
  const ajv = createAjv(schemaFiles);
  const code = standaloneCode(ajv, {
    validateScreen: `${schemaIdBase}screen.schema.json`,
    validateBlock: `${schemaIdBase}block.schema.json`,
  });
  return banner + (await formatCode(code, "babel"));
}

/** Declarations so TypeScript sees the validators as type guards, without casts at the call sites. */
export const validatorDeclarations = `// GENERATED FILE, DO NOT EDIT (screens-schema/build/generate.ts).
import type { ErrorObject } from "ajv";
import type { Block, Screen } from "./types";

export interface CompiledValidator<T> {
  (data: unknown): data is T;
  errors?: ErrorObject[] | null;
}

export declare const validateScreen: CompiledValidator<Screen>;
export declare const validateBlock: CompiledValidator<Block>;
`;
