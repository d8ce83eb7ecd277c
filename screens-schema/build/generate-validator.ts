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

/**
 * ajv's standalone code gathers a child validator's errors with `vErrors = vErrors.concat(child.errors)`,
 * which copies every error gathered so far each time: quadratic in the number of errors (a 1 MB layout
 * with 38,888 problems took 4 s, nearly all of it copying). Appending in place keeps it linear. The
 * original assigns the child's array itself on the first error too, so appending to it changes nothing.
 */
const concatErrors = /vErrors = vErrors === null \? ([\w.]+)\.errors : vErrors\.concat\(\1\.errors\);/g;
const appendHelper = `function appendErrors(list, more) {
  if (list === null) return more;
  for (const error of more) list.push(error);
  return list;
}
`;

export function appendInPlace(code: string): string {
  return appendHelper + code.replace(concatErrors, "vErrors = appendErrors(vErrors, $1.errors);");
}

/** The compiled validators as one CommonJS module exporting `validateScreen` and `validateBlock`. */
export async function generateValidator(schemaFiles: readonly SchemaFile[]): Promise<string> {
  const ajv = createAjv(schemaFiles);
  const code = standaloneCode(ajv, {
    validateScreen: `${schemaIdBase}screen.schema.json`,
    validateBlock: `${schemaIdBase}block.schema.json`,
  });
  return banner + (await formatCode(appendInPlace(code), "babel"));
}

/**
 * The route table's compiled validator, a module of its own: the renderer and the studio load the layouts'
 * validator on every screen, and need not carry the table's. It reads the screen id format from the screen
 * schema, so the two cannot disagree on what a screen id is.
 */
export async function generateRouteTableValidator(schemaFiles: readonly SchemaFile[]): Promise<string> {
  const ajv = createAjv(schemaFiles);
  const code = standaloneCode(ajv, { validateRouteTable: `${schemaIdBase}route-table.schema.json` });
  return banner + (await formatCode(appendInPlace(code), "babel"));
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

export const routeTableValidatorDeclarations = `// GENERATED FILE, DO NOT EDIT (screens-schema/build/generate.ts).
import type { CompiledValidator } from "./validate-screen.cjs";
import type { RouteTable } from "./route-table-types";

export declare const validateRouteTable: CompiledValidator<RouteTable>;
`;
