import type Database from "better-sqlite3";
import { z } from "zod";

const metadataRowSchema = z.object({ key: z.string(), value: z.string() });

/** Free-form JSON configuration by key. `keys` undefined means every key; unknown keys are left out. */
export function readMetadata(db: Database.Database, keys?: readonly string[]): Record<string, unknown> {
  const rows =
    keys === undefined
      ? db.prepare("SELECT key, value FROM metadata ORDER BY key").all()
      : db.prepare("SELECT key, value FROM metadata WHERE key IN (SELECT value FROM json_each(?))").all(JSON.stringify(keys));
  const result: Record<string, unknown> = {};
  for (const row of rows) {
    const { key, value } = metadataRowSchema.parse(row);
    const parsed: unknown = JSON.parse(value);
    result[key] = parsed;
  }
  return result;
}
