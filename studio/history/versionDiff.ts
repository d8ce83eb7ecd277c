/**
 * What changed between two versions of a screen, as rows the history shows side by side: where (a JSON pointer),
 * what it was and what it became. jsondiffpatch finds the changes (blocks matched by `id`, moves detected) and
 * writes them as JSON Patch operations; the values on each side are read from the two documents.
 */
import { create } from "jsondiffpatch";
import { format, patch } from "jsondiffpatch/formatters/jsonpatch";
import { getAt } from "@/studio/blocks/documentOps";

const differ = create({
  objectHash: (item: object, index?: number) => ("id" in item && typeof item.id === "string" ? item.id : `$index:${index ?? 0}`),
  // No `textDiff` (it needs diff-match-patch): a changed string is replaced whole, and the rows show both values.
  arrays: { detectMove: true, includeValueOnMove: false },
});

export interface DiffRow {
  kind: "added" | "removed" | "changed" | "moved";
  /** Where, as the document stands after the rows before this one (JSON Patch order). */
  path: string;
  /** The older value (a move: the place it came from). */
  before: unknown;
  after: unknown;
}

export function versionDiff(older: unknown, newer: unknown): DiffRow[] {
  const delta = differ.diff(older, newer);
  if (delta === undefined) return [];
  // The operations apply in order: each row's "before" is read from the document as the rows before it left it.
  const working: unknown = differ.clone(older);
  return format(delta).map((op): DiffRow => {
    const row: DiffRow =
      op.op === "add"
        ? { kind: "added", path: op.path, before: undefined, after: op.value }
        : op.op === "remove"
          ? { kind: "removed", path: op.path, before: getAt(working, op.path), after: undefined }
          : op.op === "replace"
            ? { kind: "changed", path: op.path, before: getAt(working, op.path), after: op.value }
            : { kind: "moved", path: op.path, before: op.from, after: op.path };
    patch(working, [op]);
    return row;
  });
}
