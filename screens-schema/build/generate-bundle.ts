/**
 * One self-contained JSON Schema of the whole layout contract (`generated/screen.bundled.schema.json`): the screen
 * envelope at the root and every other schema file under `$defs`, with each `$ref` rewritten to a local pointer.
 * Editors that do not follow references across files read it: the studio's code editor (completion and hover),
 * its block palette and its property forms. The compiled validator still reads the schema files themselves.
 */
import { posix } from "node:path";
import { isJsonObject, type JsonObject, type SchemaFile } from "./schema-files";

const rootPath = "screen.schema.json";
/**
 * The route table is a document of its own, not part of a layout: left out, so the studio's layout editor
 * (which loads this bundle into the browser) neither carries it nor offers its definitions in a screen.
 */
const notOfTheLayout: ReadonlySet<string> = new Set(["route-table.schema.json"]);

/** `blocks/rail.schema.json` -> `blocks.rail`. */
export function bundleKey(path: string): string {
  return path.replace(/\.schema\.json$/, "").replaceAll("/", ".");
}

function localRef(ref: string, fromPath: string): string {
  const [file, fragment = ""] = ref.split("#");
  const target = file === undefined || file === "" ? fromPath : posix.normalize(posix.join(posix.dirname(fromPath), file));
  return target === rootPath ? `#${fragment}` : `#/$defs/${bundleKey(target)}${fragment}`;
}

function rewrite(value: unknown, fromPath: string, top: boolean): unknown {
  if (Array.isArray(value)) return value.map((item) => rewrite(item, fromPath, false));
  if (!isJsonObject(value)) return value;
  const out: JsonObject = {};
  for (const [key, child] of Object.entries(value)) {
    if (top && (key === "$id" || (key === "$schema" && fromPath !== rootPath))) continue;
    out[key] = key === "$ref" && typeof child === "string" ? localRef(child, fromPath) : rewrite(child, fromPath, false);
  }
  return out;
}

export function generateBundle(files: readonly SchemaFile[]): string {
  const root = files.find((file) => file.path === rootPath);
  if (root === undefined) throw new Error(`${rootPath} is missing`);
  const bundled = rewrite(root.schema, rootPath, true);
  if (!isJsonObject(bundled)) throw new Error("the screen schema is not an object");
  const ownDefs = isJsonObject(bundled.$defs) ? bundled.$defs : {};
  const defs: JsonObject = { ...ownDefs };
  for (const file of files) {
    if (file.path === rootPath || notOfTheLayout.has(file.path)) continue;
    const key = bundleKey(file.path);
    if (key in defs) throw new Error(`${file.path}: $defs key "${key}" is taken`);
    defs[key] = rewrite(file.schema, file.path, true);
  }
  return `${JSON.stringify({ ...bundled, $id: "https://schemas.shasha.tv/v1/screen.bundled.schema.json", $defs: defs }, null, 2)}\n`;
}
