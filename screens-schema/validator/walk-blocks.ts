import { childPointer } from "./json-pointer";

export type UnknownRecord = { [key: string]: unknown };

export function isUnknownRecord(value: unknown): value is UnknownRecord {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Visits every block object of a (possibly invalid) document in document order: `/blocks/N`,
 * `children/N` and object `fallback`s, the same places `innermostBlockPointer` recognises.
 */
export function walkBlocks(doc: unknown, visit: (block: UnknownRecord, pointer: string) => void): void {
  const blocks = isUnknownRecord(doc) ? doc.blocks : undefined;
  if (Array.isArray(blocks)) blocks.forEach((block, i) => walkBlock(block, childPointer("/blocks", i), visit));
}

function walkBlock(value: unknown, pointer: string, visit: (block: UnknownRecord, pointer: string) => void): void {
  if (!isUnknownRecord(value)) return;
  visit(value, pointer);
  const children = value.children;
  if (Array.isArray(children)) {
    children.forEach((child, i) => walkBlock(child, childPointer(childPointer(pointer, "children"), i), visit));
  }
  walkBlock(value.fallback, childPointer(pointer, "fallback"), visit);
}
