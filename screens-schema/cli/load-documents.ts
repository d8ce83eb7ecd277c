import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fetchScreenDocuments } from "./fetch-screens";

/** One layout to check: its label in reports and its JSON text. */
export interface SourceDocument {
  label: string;
  text: string;
}

export interface LoadResult {
  documents: SourceDocument[];
  /** Files or URLs that could not be read or fetched. */
  failures: { label: string; message: string }[];
}

/** Manifest of the fixture corpus, not a layout; skipped when walking folders. */
const MANIFEST_NAME = "expected-invalid.json";

function listJsonFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === "node_modules" ? [] : listJsonFiles(full);
      return entry.name.endsWith(".json") && entry.name !== MANIFEST_NAME ? [full] : [];
    });
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function loadOne(input: string, result: LoadResult): Promise<void> {
  try {
    if (/^https?:\/\//i.test(input)) {
      result.documents.push(...(await fetchScreenDocuments(input)));
      return;
    }
    const files = statSync(input).isDirectory() ? listJsonFiles(input) : [input];
    for (const file of files) result.documents.push({ label: file, text: readFileSync(file, "utf8") });
  } catch (error) {
    result.failures.push({ label: input, message: errorMessage(error) });
  }
}

export async function loadDocuments(inputs: readonly string[]): Promise<LoadResult> {
  const result: LoadResult = { documents: [], failures: [] };
  for (const input of inputs) await loadOne(input, result);
  return result;
}
