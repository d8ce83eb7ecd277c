/**
 * Maps block ids to their JSON pointers in the document as published. Block ids are unique within a
 * screen (the validator enforces it), so a block that survives sanitising and `visibleWhen` can still be
 * reported by the pointer QA see in the published JSON.
 */
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function visit(node: unknown, pointer: string, into: Map<string, string>): void {
  if (!isRecord(node)) return;
  if (typeof node.id === "string" && !into.has(node.id)) into.set(node.id, pointer);
  if (Array.isArray(node.children)) node.children.forEach((child, i) => visit(child, `${pointer}/children/${i}`, into));
  if (isRecord(node.fallback)) visit(node.fallback, `${pointer}/fallback`, into);
}

export function blockPointers(doc: unknown): Map<string, string> {
  const pointers = new Map<string, string>();
  if (isRecord(doc) && Array.isArray(doc.blocks)) {
    doc.blocks.forEach((block, i) => visit(block, `/blocks/${i}`, pointers));
  }
  return pointers;
}
