/**
 * The operations the outline and the property form make on a layout document (issue 17). Each returns a new
 * document and never changes its input, so the editor turns the result into text as one undoable change. Blocks
 * sit in lists: the screen's `blocks` and each container's `children` (screens-schema/validator/walk-blocks.ts).
 */
import { pointerTokens, valueAt } from "@/screens-schema/validator/json-pointer";
import { isUnknownRecord, walkBlocks, type UnknownRecord } from "@/screens-schema/validator/walk-blocks";

export interface OutlineRow {
  pointer: string;
  type: string;
  id: string;
  /** 0 for the screen's own blocks, 1 for their children, ... */
  depth: number;
  /** The list it sits in (`/blocks`, `/blocks/2/children`); undefined for a fallback, which is not in a list. */
  list: string | undefined;
  index: number;
}

/** A copy of `doc` with the value at `pointer` replaced (undefined removes a property). */
export function setAt(doc: unknown, pointer: string, value: unknown): unknown {
  const parts = pointerTokens(pointer);
  const put = (node: unknown, index: number): unknown => {
    const part = parts[index];
    if (part === undefined) return value;
    if (Array.isArray(node)) {
      const copy = [...node];
      copy[Number(part)] = put(node[Number(part)], index + 1);
      return copy;
    }
    const record = isUnknownRecord(node) ? node : {};
    const next = put(record[part], index + 1);
    const { [part]: _dropped, ...rest } = record;
    return next === undefined ? rest : { ...record, [part]: next };
  };
  return put(doc, 0);
}

export function outlineOf(doc: unknown): OutlineRow[] {
  const rows: OutlineRow[] = [];
  walkBlocks(doc, (block, pointer) => {
    const parts = pointerTokens(pointer);
    const last = parts.at(-1) ?? "";
    const inList = /^\d+$/.test(last);
    rows.push({
      pointer,
      type: typeof block.type === "string" ? block.type : "?",
      id: typeof block.id === "string" ? block.id : "",
      depth: parts.filter((part) => part === "children" || part === "fallback").length,
      list: inList ? `/${parts.slice(0, -1).join("/")}` : undefined,
      index: inList ? Number(last) : 0,
    });
  });
  return rows;
}

/** `base`, or `base-2`, `base-3`, ... : an id no block of the document has. */
export function uniqueBlockId(doc: unknown, base: string): string {
  const taken = new Set(outlineOf(doc).map((row) => row.id));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

function listAndIndex(pointer: string): { list: string; index: number } | undefined {
  const match = /^(.*)\/(\d+)$/.exec(pointer);
  return match?.[1] === undefined || match[2] === undefined ? undefined : { list: match[1], index: Number(match[2]) };
}

/** Inserts `block` after the block at `after` (in its list), or at the end of the screen's blocks. Returns its pointer. */
export function insertBlock(doc: unknown, block: unknown, after?: string): { doc: unknown; pointer: string } {
  const place = after === undefined ? undefined : listAndIndex(after);
  const list = place?.list ?? "/blocks";
  const items = valueAt(doc, list);
  const current = Array.isArray(items) ? items : [];
  const index = place === undefined ? current.length : place.index + 1;
  return { doc: setAt(doc, list, [...current.slice(0, index), block, ...current.slice(index)]), pointer: `${list}/${index}` };
}

/** Moves the block at `pointer` to position `to` of its own list. Returns its new pointer. */
export function moveBlock(doc: unknown, pointer: string, to: number): { doc: unknown; pointer: string } {
  const place = listAndIndex(pointer);
  const items = place === undefined ? undefined : valueAt(doc, place.list);
  if (place === undefined || !Array.isArray(items) || to < 0 || to >= items.length) return { doc, pointer };
  const copy = [...items];
  const [moved] = copy.splice(place.index, 1);
  copy.splice(to, 0, moved);
  return { doc: setAt(doc, place.list, copy), pointer: `${place.list}/${to}` };
}

/** Removes the block at `pointer` (from its list, or a fallback property). */
export function removeBlock(doc: unknown, pointer: string): unknown {
  const place = listAndIndex(pointer);
  if (place === undefined) return setAt(doc, pointer, undefined);
  const items = valueAt(doc, place.list);
  return Array.isArray(items) ? setAt(doc, place.list, items.filter((_item, index) => index !== place.index)) : doc;
}

/** A copy right after the original, with fresh ids for it and every block inside it. */
export function duplicateBlock(doc: unknown, pointer: string): { doc: unknown; pointer: string } {
  const original = valueAt(doc, pointer);
  let working = doc;
  const renew = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(renew);
    if (!isUnknownRecord(value)) return value;
    const copy: UnknownRecord = {};
    for (const [key, child] of Object.entries(value)) copy[key] = renew(child);
    if (typeof value.type === "string" && typeof value.id === "string") {
      copy.id = uniqueBlockId(working, `${value.id}-copy`);
      working = insertBlock(working, { type: value.type, id: copy.id }).doc;
    }
    return copy;
  };
  return insertBlock(doc, renew(original), listAndIndex(pointer) === undefined ? undefined : pointer);
}
