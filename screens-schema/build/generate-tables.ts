import { posix } from "node:path";
import { formatCode } from "./format-code";
import { isJsonObject, type JsonObject, type SchemaFile } from "./schema-files";

const banner = `/**
 * GENERATED FILE, DO NOT EDIT (screens-schema/build/generate.ts).
 * Facts read from the schemas that the validator needs for its messages and suggestions.
 */
`;

function lookupPointer(root: JsonObject, pointer: string): unknown {
  let node: unknown = root;
  for (const token of pointer.split("/").filter((part) => part !== "")) {
    node = isJsonObject(node) ? node[token] : undefined;
  }
  return node;
}

/** Resolves a relative `$ref` ("../common.schema.json#/$defs/x", "#/$defs/y") against the file that holds it. */
function resolveRef(files: readonly SchemaFile[], fromPath: string, ref: string): { file: SchemaFile; node: unknown } {
  const [target = "", pointer = ""] = ref.split("#");
  const path = target === "" ? fromPath : posix.normalize(posix.join(posix.dirname(fromPath), target));
  const file = files.find((candidate) => candidate.path === path);
  if (!file) throw new Error(`${fromPath}: cannot resolve $ref ${ref}`);
  return { file, node: lookupPointer(file.schema, pointer) };
}

function discriminatorTag(node: JsonObject): string | undefined {
  const discriminator = node.discriminator;
  return isJsonObject(discriminator) && typeof discriminator.propertyName === "string"
    ? discriminator.propertyName
    : undefined;
}

/** The tag values (`const`) of every `oneOf` branch of a discriminated schema. */
function branchTagValues(files: readonly SchemaFile[], file: SchemaFile, node: JsonObject, tag: string): string[] {
  const branches = Array.isArray(node.oneOf) ? node.oneOf : [];
  return branches.map((branch) => {
    const ref = isJsonObject(branch) ? branch.$ref : undefined;
    if (typeof ref !== "string") throw new Error(`${file.path}: discriminator branches must be $refs`);
    const target = resolveRef(files, file.path, ref).node;
    const tagSchema = lookupPointer(isJsonObject(target) ? target : {}, `properties/${tag}`);
    const value = isJsonObject(tagSchema) ? tagSchema.const : undefined;
    if (typeof value !== "string") throw new Error(`${file.path}: ${ref} has no const "${tag}"`);
    return value;
  });
}

function collectDiscriminators(files: readonly SchemaFile[]): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  const visit = (file: SchemaFile, node: unknown): void => {
    if (Array.isArray(node)) return node.forEach((child) => visit(file, child));
    if (!isJsonObject(node)) return;
    const tag = discriminatorTag(node);
    if (tag !== undefined && typeof node.title === "string") {
      found[node.title] = branchTagValues(files, file, node, tag);
    }
    Object.values(node).forEach((child) => visit(file, child));
  };
  files.forEach((file) => visit(file, file.schema));
  return found;
}

function stringAt(files: readonly SchemaFile[], path: string, pointer: string): string {
  const value = resolveRef(files, path, `#${pointer}`).node;
  if (typeof value !== "string") throw new Error(`${path}#${pointer} is not a string`);
  return value;
}

/** `schema-tables.ts`: discriminator values per schema title and the patterns that get tailored messages. */
export async function generateTables(files: readonly SchemaFile[]): Promise<string> {
  const discriminators = collectDiscriminators(files);
  const blockTypes = discriminators.Block;
  if (!blockTypes) throw new Error("block.schema.json must be a discriminated oneOf titled Block");
  const source = `${banner}
export const knownBlockTypes = ${JSON.stringify(blockTypes)} as const;

/** Allowed discriminator values, keyed by the \`title\` of the schema that holds the discriminator. */
export const discriminatorValues: { readonly [schemaTitle: string]: readonly string[] | undefined } = ${JSON.stringify(discriminators)};

export const sitePathPattern = ${JSON.stringify(stringAt(files, "common.schema.json", "/$defs/sitePath/pattern"))};
export const blockIdPattern = ${JSON.stringify(stringAt(files, "common.schema.json", "/$defs/blockId/pattern"))};
export const screenIdPattern = ${JSON.stringify(stringAt(files, "screen.schema.json", "/properties/id/pattern"))};
export const routePathPattern = ${JSON.stringify(stringAt(files, "route-table.schema.json", "/$defs/route/properties/path/pattern"))};
`;
  return formatCode(source, "typescript");
}
