import { readFileSync } from "node:fs";
import { join } from "node:path";
import { compile } from "json-schema-to-typescript";
import { isJsonObject, schemasDir, type JsonObject } from "./schema-files";

export const typesBanner = `/**
 * GENERATED FILE, DO NOT EDIT.
 * Source: screens-schema/schemas/*.schema.json (json-schema-to-typescript).
 * Regenerate with \`npm run schema:generate\`; \`npm run schema:check\` fails when this file is stale.
 * Import from \`screens-schema/types.ts\`, which re-exports these under the contract's names.
 */`;

/**
 * json-schema-to-typescript treats `{ "$ref": ..., "description": ... }` as a new schema and emits a
 * numbered copy of the referenced type (Text1, Text2, ...). For the types we drop annotation
 * keywords that sit beside a `$ref`, so every `$ref` maps to the one named type.
 */
function stripRefSiblings(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(stripRefSiblings);
  if (!isJsonObject(node)) return node;
  if (typeof node.$ref === "string") return { $ref: node.$ref };
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) out[key] = stripRefSiblings(value);
  return out;
}

function readStripped(path: string): JsonObject {
  const stripped = stripRefSiblings(JSON.parse(readFileSync(path, "utf8")));
  if (!isJsonObject(stripped)) throw new Error(`${path}: a schema must be a JSON object`);
  return stripped;
}

/** TypeScript types for one root schema (`schemas/<file>`) and everything it references. */
async function typesOf(rootFile: string, rootName: string): Promise<string> {
  const root = readStripped(join(schemasDir, rootFile));
  const body = await compile(root, rootName, {
    cwd: schemasDir,
    bannerComment: typesBanner,
    additionalProperties: false,
    ignoreMinAndMaxItems: true,
    unknownAny: true,
    format: true,
    style: { printWidth: 120, singleQuote: false, trailingComma: "all" },
    $refOptions: {
      resolve: {
        file: {
          order: 1,
          canRead: /\.json$/,
          read: (file: { url: string }) => JSON.stringify(readStripped(file.url)),
        },
      },
    },
  });
  return body;
}

/** TypeScript types for the screen schema and everything it references. */
export async function generateTypes(): Promise<string> {
  return typesOf("screen.schema.json", "Screen");
}

/** The route table's types, in a file of their own: they share no name with the layout contract's. */
export async function generateRouteTableTypes(): Promise<string> {
  return typesOf("route-table.schema.json", "RouteTable");
}
