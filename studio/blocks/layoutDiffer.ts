/**
 * The one jsondiffpatch instance the studio compares layouts with (the history's diff, the conflict's merge): blocks
 * are matched by `id`, so a block moved or changed follows; moves are detected. No `textDiff` (it needs
 * diff-match-patch): a changed string is replaced whole.
 */
import { create } from "jsondiffpatch";

export const layoutDiffer = create({
  objectHash: (item: object, index?: number) => ("id" in item && typeof item.id === "string" ? item.id : `$index:${index ?? 0}`),
  arrays: { detectMove: true, includeValueOnMove: false },
});
