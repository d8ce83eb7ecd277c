import { childPointer, pointerTokens, valueAt } from "./json-pointer";

function isObject(value: unknown): boolean {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const isIndex = (token: string | undefined): token is string => token !== undefined && /^(0|[1-9]\d*)$/.test(token);

/**
 * The innermost block containing `pointer`. Blocks live at `/blocks/N`, at any block's `children/N`
 * and at any block's `fallback` when that is an object. Undefined for screen-level pointers.
 */
export function innermostBlockPointer(doc: unknown, pointer: string): string | undefined {
  const tokens = pointerTokens(pointer);
  const first = tokens[1];
  if (tokens[0] !== "blocks" || !isIndex(first)) return undefined;
  let block = childPointer("/blocks", first);
  let i = 2;
  while (i < tokens.length) {
    const token = tokens[i];
    const next = tokens[i + 1];
    if (token === "children" && isIndex(next)) {
      block = childPointer(childPointer(block, "children"), next);
      i += 2;
    } else if (token === "fallback" && isObject(valueAt(doc, childPointer(block, "fallback")))) {
      block = childPointer(block, "fallback");
      i += 1;
    } else {
      break;
    }
  }
  return block;
}
