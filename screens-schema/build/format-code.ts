import { format } from "prettier";

/**
 * Deterministic formatting for generated files, so that regeneration is byte-stable and diffs are
 * readable. Prettier comes with json-schema-to-typescript (which formats its own output with it).
 */
export async function formatCode(source: string, parser: "typescript" | "babel"): Promise<string> {
  return format(source, { parser, printWidth: 120, trailingComma: "all", endOfLine: "lf" });
}
