/**
 * Where a problem of the draft is in the blocks view: the block that holds it (a row of the outline) and the field
 * of that block's form to focus.
 */
import type { OutlineRow } from "@/studio/blocks/documentOps";

/**
 * The innermost block whose pointer is `pointer` or holds it. The outline lists a block before its children, so
 * the last row that matches is the deepest.
 */
export function innermostRow(rows: readonly OutlineRow[], pointer: string): OutlineRow | undefined {
  return rows.filter((item) => pointer === item.pointer || pointer.startsWith(`${item.pointer}/`)).at(-1);
}

/**
 * The element ids the block form (idPrefix `base`) may give the field at `field` (the path inside the block), the
 * most specific first, then those of the fields around it: the form's own `{base}_{path joined by _}`, and a
 * localized text's language input, `{base}_{path to the text}-{language}` (LocalizedTextField).
 */
export function fieldIdCandidates(base: string, field: readonly string[]): string[] {
  const parts = field.filter((part) => part !== "");
  return parts.flatMap((_part, index) => {
    const head = parts.slice(0, parts.length - index);
    return [`${base}_${head.join("_")}`, `${base}_${head.slice(0, -1).join("_")}-${head.at(-1) ?? ""}`];
  });
}
