import { readFileSync } from "node:fs";
import path from "node:path";

export interface ScreenFile {
  screenId: string;
  /** JSON text to store: the parsed document re-serialised, or the raw text as a JSON string when it is not JSON. */
  document: string;
}

function idOf(value: unknown): string | undefined {
  if (typeof value !== "object" || value === null || !("id" in value)) return undefined;
  const id = value.id;
  return typeof id === "string" && /^\S{1,200}$/.test(id) ? id : undefined;
}

/**
 * Reads a screen document from disk without judging it: invalid layouts are kept as they are (QA relies on
 * this to test the renderer's resilience). The screen id is the document's `id`, else the file name.
 */
export function readScreenFile(filePath: string): ScreenFile {
  const text = readFileSync(filePath, "utf8");
  const fallbackId = path.basename(filePath, ".json");
  try {
    const value: unknown = JSON.parse(text);
    return { screenId: idOf(value) ?? fallbackId, document: JSON.stringify(value) };
  } catch {
    return { screenId: fallbackId, document: JSON.stringify(text) };
  }
}
