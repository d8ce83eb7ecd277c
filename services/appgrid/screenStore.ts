import { createHash } from "node:crypto";
import type Database from "better-sqlite3";
import { z } from "zod";

/** The app-grid entry type that holds screens. The id is fixed so that `typeId` filters are stable. */
export const screenType = { id: "5c7e0a1f3d2b4e0001000001", alias: "screen" } as const;

/** Entry ids are derived from the screen id, so they are the same on every machine. */
export function screenEntryId(screenId: string): string {
  return createHash("sha1").update(`screen:${screenId}`).digest("hex").slice(0, 24);
}

export const versionRowSchema = z.object({
  screen_id: z.string(),
  version: z.number().int(),
  document: z.string(),
  created_at: z.string(),
  summary: z.string(),
  author: z.string(),
});
export type ScreenVersionRow = z.infer<typeof versionRowSchema>;

export interface VersionChoice {
  /** Latest version, published or not. */
  preview: boolean;
  /** ISO time: the version current at that time. */
  at?: string;
}

/**
 * The version of a screen to serve. Every stored version counts as published until the management API adds
 * drafts, so `preview` and the default both give the latest; `at` gives the latest created at or before it.
 */
export function findScreenVersion(
  db: Database.Database,
  screenId: string,
  choice: VersionChoice,
): ScreenVersionRow | undefined {
  const row: unknown =
    choice.at !== undefined && !choice.preview
      ? db
          .prepare("SELECT * FROM screen_versions WHERE screen_id = ? AND created_at <= ? ORDER BY version DESC LIMIT 1")
          .get(screenId, choice.at)
      : db.prepare("SELECT * FROM screen_versions WHERE screen_id = ? ORDER BY version DESC LIMIT 1").get(screenId);
  return row === undefined ? undefined : versionRowSchema.parse(row);
}

export interface NewScreenVersion {
  screenId: string;
  /** The document as JSON text, stored as given. */
  document: string;
  summary: string;
  createdAt: string;
  /** Who stored it; the column defaults to "seed". */
  author?: string;
}

/**
 * Inserts `version` as given (the caller picks the number, inside its transaction) and creates or touches the
 * screen's app-grid entry, so the version is served at once.
 */
export function insertScreenVersion(db: Database.Database, input: NewScreenVersion & { version: number }): void {
  db.prepare(
    "INSERT INTO screen_versions (screen_id, version, document, created_at, summary, author) VALUES (?, ?, ?, ?, ?, ?)",
  ).run(input.screenId, input.version, input.document, input.createdAt, input.summary, input.author ?? "seed");
  db.prepare(
    `INSERT INTO entries (id, type_id, type_alias, entry_alias, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT(id) DO UPDATE SET updated_at = excluded.updated_at`,
  ).run(screenEntryId(input.screenId), screenType.id, screenType.alias, input.screenId, input.createdAt, input.createdAt);
}

/** Stores a new version unless it equals the latest. Creates the screen's entry on first save. */
export function saveScreenVersion(db: Database.Database, input: NewScreenVersion): boolean {
  const latest = findScreenVersion(db, input.screenId, { preview: true });
  if (latest !== undefined && latest.document === input.document) return false;
  insertScreenVersion(db, { ...input, version: (latest?.version ?? 0) + 1 });
  return true;
}
