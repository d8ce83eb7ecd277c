/**
 * What changed between two versions of a screen, as rows the history shows side by side: where (a JSON pointer),
 * what it was and what it became. jsondiffpatch finds the changes (blocks matched by `id`, moves detected) and
 * writes them as JSON Patch operations; the values on each side are read from the two documents.
 */
import { layoutDiffer } from "@/studio/blocks/layoutDiffer";
import { format, patch } from "jsondiffpatch/formatters/jsonpatch";
import { valueAt } from "@/screens-schema/validator/json-pointer";

export interface DiffRow {
  kind: "added" | "removed" | "changed" | "moved";
  /** Where, as the document stands after the rows before this one (JSON Patch order). */
  path: string;
  /** The older value (a move: the place it came from). */
  before: unknown;
  after: unknown;
}

export function versionDiff(older: unknown, newer: unknown): DiffRow[] {
  const delta = layoutDiffer.diff(older, newer);
  if (delta === undefined) return [];
  // The operations apply in order: each row's "before" is read from the document as the rows before it left it.
  const working: unknown = layoutDiffer.clone(older);
  return format(delta).map((op): DiffRow => {
    const row: DiffRow =
      op.op === "add"
        ? { kind: "added", path: op.path, before: undefined, after: op.value }
        : op.op === "remove"
          ? { kind: "removed", path: op.path, before: valueAt(working, op.path), after: undefined }
          : op.op === "replace"
            ? { kind: "changed", path: op.path, before: valueAt(working, op.path), after: op.value }
            : { kind: "moved", path: op.path, before: op.from, after: op.path };
    patch(working, [op]);
    return row;
  });
}
