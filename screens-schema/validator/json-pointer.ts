/** RFC 6901 helpers. */
export function escapePointerToken(token: string): string {
  return token.replace(/~/g, "~0").replace(/\//g, "~1");
}

export function unescapePointerToken(token: string): string {
  return token.replace(/~1/g, "/").replace(/~0/g, "~");
}

export function pointerTokens(pointer: string): string[] {
  return pointer === "" ? [] : pointer.slice(1).split("/").map(unescapePointerToken);
}

export function childPointer(pointer: string, token: string | number): string {
  return `${pointer}/${escapePointerToken(String(token))}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** The value at `pointer` inside `doc`, or undefined. */
export function valueAt(doc: unknown, pointer: string): unknown {
  let node: unknown = doc;
  for (const token of pointerTokens(pointer)) {
    if (!isRecord(node)) return undefined;
    node = Array.isArray(node) ? node[Number(token)] : node[token];
  }
  return node;
}
