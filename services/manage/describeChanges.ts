/**
 * One-line summaries of what changed between two versions of a screen, for the version history:
 * "added rail `new-rail`; removed text `intro`; changed hero `home-hero`; moved 2 blocks; title changed".
 * Documents may be anything (stored screens can be invalid), so every input is checked, never assumed.
 */

type Json = { [key: string]: unknown };

function isRecord(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** JSON with sorted keys, so that key order never counts as a change. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (isRecord(value)) {
    const keys = Object.keys(value).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

interface BlockInfo {
  type: string;
  /** Where it sits: "blocks", "<parent id>/children" or "<parent id>/fallback". */
  container: string;
  /** Its own properties, without the nested blocks (those are compared on their own). */
  content: string;
}

/** Blocks with an id, in document order; the same places the validator walks (blocks, children, fallback). */
function collectBlocks(doc: unknown): Map<string, BlockInfo> {
  const found = new Map<string, BlockInfo>();
  const visit = (value: unknown, container: string): void => {
    if (!isRecord(value)) return;
    const { children, fallback, ...own } = value;
    const id = typeof value.id === "string" ? value.id : undefined;
    const nestedChildren = Array.isArray(children) ? children : [];
    const nestedFallback = isRecord(fallback) ? fallback : undefined;
    if (id !== undefined && !found.has(id)) {
      const kept: Json = { ...own };
      if (children !== undefined && !Array.isArray(children)) kept.children = children;
      if (fallback !== undefined && nestedFallback === undefined) kept.fallback = fallback;
      found.set(id, { type: typeof value.type === "string" ? value.type : "block", container, content: canonical(kept) });
    }
    const parent = id ?? container;
    for (const child of nestedChildren) visit(child, `${parent}/children`);
    visit(nestedFallback, `${parent}/fallback`);
  };
  const blocks = isRecord(doc) && Array.isArray(doc.blocks) ? doc.blocks : [];
  for (const block of blocks) visit(block, "blocks");
  return found;
}

/** Length of the longest increasing run (patience sorting): the blocks that kept their relative order. */
function longestIncreasing(values: readonly number[]): number {
  const tails: number[] = [];
  for (const value of values) {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((tails[mid] ?? 0) < value) low = mid + 1;
      else high = mid;
    }
    tails[low] = value;
  }
  return tails.length;
}

/** Blocks that changed container, plus the fewest moves that explain the new order within each container. */
function countMoved(before: Map<string, BlockInfo>, after: Map<string, BlockInfo>): number {
  let moved = 0;
  const stayed = new Map<string, string[]>();
  for (const [id, info] of after) {
    const old = before.get(id);
    if (old === undefined) continue;
    if (old.container !== info.container) moved += 1;
    else stayed.set(info.container, [...(stayed.get(info.container) ?? []), id]);
  }
  const oldOrder = new Map([...before.keys()].map((id, index) => [id, index]));
  for (const ids of stayed.values()) {
    moved += ids.length - longestIncreasing(ids.map((id) => oldOrder.get(id) ?? 0));
  }
  return moved;
}

/** "added rail `a`, text `b`, hero `c` and 2 more": at most three names, so the summary stays one line. */
function listPart(verb: string, entries: readonly [string, BlockInfo][]): string[] {
  if (entries.length === 0) return [];
  const names = entries.slice(0, 3).map(([id, info]) => `${info.type} \`${id}\``);
  const rest = entries.length - names.length;
  return [`${verb} ${names.join(", ")}${rest > 0 ? ` and ${rest} more` : ""}`];
}

/** Screen-level properties (title, layout, ...) that differ, in key order. */
function screenParts(before: unknown, after: unknown): string[] {
  const old = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(old), ...Object.keys(now)])].filter((key) => key !== "blocks").sort();
  return keys.filter((key) => canonical(old[key]) !== canonical(now[key])).map((key) => `${key} changed`);
}

/** What changed from `before` to `after`; `before` undefined means there was no earlier version. */
export function describeChanges(before: unknown, after: unknown): string {
  if (before === undefined) return "first version";
  const old = collectBlocks(before);
  const now = collectBlocks(after);
  const entries = [...now.entries()];
  const edited = ([id, info]: [string, BlockInfo]): boolean => {
    const was = old.get(id);
    return was !== undefined && was.content !== info.content;
  };
  const moved = countMoved(old, now);
  const parts = [
    ...listPart("added", entries.filter(([id]) => !old.has(id))),
    ...listPart("removed", [...old.entries()].filter(([id]) => !now.has(id))),
    ...listPart("changed", entries.filter(edited)),
    ...(moved > 0 ? [`moved ${moved} block${moved === 1 ? "" : "s"}`] : []),
    ...screenParts(before, after),
  ];
  if (parts.length > 0) return parts.join("; ");
  // Blocks without ids are not tracked one by one; a difference there still must not read as "no changes".
  return canonical(before) === canonical(after) ? "no changes" : "blocks changed";
}
