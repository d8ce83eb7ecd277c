/**
 * The property form's uiSchema for one block schema: localized texts and `visibleWhen` get the studio's own
 * fields, nested blocks (`children`, `fallback`) are edited in the outline and the JSON view instead, and the
 * block's `type` is shown, not edited. Every property is labelled in the studio's language by `label` (the schema
 * documents the contract in English; its property names are what the studio translates). Follows `properties`,
 * `items` and local `$ref`s a few levels down.
 */
import type { JSONSchema7, JSONSchema7Definition } from "json-schema";

export const textRef = "#/$defs/common/$defs/text";
export const visibleWhenRef = "#/$defs/common/$defs/visibleWhen";
const blockRef = "#/$defs/block";

export type UiNode = { [key: string]: unknown };

function resolve(root: JSONSchema7, schema: JSONSchema7Definition | undefined, depth = 0): JSONSchema7 | undefined {
  if (typeof schema !== "object") return undefined;
  if (schema.$ref === undefined || depth > 8) return schema;
  const path = schema.$ref.replace(/^#\//, "").split("/");
  let node: unknown = root;
  for (const part of path) node = typeof node === "object" && node !== null ? Object.entries(node).find(([key]) => key === part)?.[1] : undefined;
  return typeof node === "object" && node !== null && !Array.isArray(node) ? resolve(root, node, depth + 1) : undefined;
}

/** A property's label in the studio's language, from its name. */
export type FieldLabel = (name: string) => string;

function uiFor(root: JSONSchema7, schema: JSONSchema7Definition | undefined, label: FieldLabel, depth: number): UiNode | undefined {
  if (typeof schema !== "object" || depth > 5) return undefined;
  if (schema.$ref === textRef) return { "ui:field": "localizedText" };
  if (schema.$ref === visibleWhenRef) return { "ui:field": "visibleWhen" };
  if (schema.$ref === blockRef) return { "ui:widget": "hidden" };
  const resolved = resolve(root, schema);
  if (resolved === undefined) return undefined;
  const node: UiNode = {};
  for (const [name, child] of Object.entries(resolved.properties ?? {})) {
    node[name] = name === "children" || name === "fallback" ? { "ui:widget": "hidden" } : { ...uiFor(root, child, label, depth + 1), "ui:title": label(name) };
  }
  const items = Array.isArray(resolved.items) ? undefined : resolved.items;
  const itemUi = uiFor(root, items, label, depth + 1);
  if (itemUi !== undefined) node.items = itemUi;
  return Object.keys(node).length === 0 ? undefined : node;
}

export function uiSchemaFor(root: JSONSchema7, blockRefOf: string, label: FieldLabel): UiNode {
  return { ...uiFor(root, { $ref: blockRefOf }, label, 0), type: { "ui:readonly": true, "ui:title": label("type") }, "ui:submitButtonOptions": { norender: true } };
}
