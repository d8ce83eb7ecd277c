/**
 * "Merge" on a publish conflict: the editor's changes (base -> draft) applied to the version published since
 * (latest), with jsondiffpatch. Blocks are matched by `id`, so a block moved or changed on one side follows. When
 * both sides changed the same place the merge is refused rather than guessed: the editor merges by hand or
 * overwrites.
 */
import type { Delta } from "jsondiffpatch";
import { layoutDiffer } from "@/studio/blocks/layoutDiffer";

export type MergeResult = { ok: true; document: unknown } | { ok: false };

function isNode(value: Delta): value is Record<string, Delta> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Whether two deltas of the same base touch a common place (a value changed on both sides, or under it). */
export function overlaps(left: Delta, right: Delta): boolean {
  if (left === undefined || right === undefined) return false;
  if (!isNode(left) || !isNode(right)) return true;
  for (const key of Object.keys(left)) {
    if (key === "_t") continue;
    const other = right[key];
    if (other !== undefined && overlaps(left[key], other)) return true;
  }
  return false;
}

export function mergeDraft(base: unknown, draft: unknown, latest: unknown): MergeResult {
  const mine = layoutDiffer.diff(base, draft);
  if (mine === undefined) return { ok: true, document: latest };
  const theirs = layoutDiffer.diff(base, latest);
  if (overlaps(mine, theirs)) return { ok: false };
  try {
    return { ok: true, document: layoutDiffer.patch(layoutDiffer.clone(latest), mine) };
  } catch {
    return { ok: false };
  }
}
