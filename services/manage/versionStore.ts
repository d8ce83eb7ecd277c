import type Database from "better-sqlite3";
import { z } from "zod";
import type { RevalidationSignal } from "@/domain/revalidationSignal";
import { insertScreenVersion, versionRowSchema } from "../appgrid/screenStore";
import { enqueueRevalidation } from "./revalidationOutbox";

export type VersionRow = z.infer<typeof versionRowSchema>;

export interface ScreenListing {
  screenId: string;
  version: number;
  updatedAt: string;
  /** Who stored the latest version. */
  author: string;
  /** The document's `title` as stored (a Text object); null when the stored document has none. */
  title: unknown;
}

export interface VersionListing {
  version: number;
  createdAt: string;
  summary: string;
  author: string;
}

/** A new version to append: its document (JSON text) and summary, from the version it follows. */
export type NextVersion = (latest: VersionRow | undefined) => { document: string; summary: string };

function titleOf(document: string): unknown {
  const value: unknown = JSON.parse(document);
  return typeof value === "object" && value !== null && "title" in value ? value.title : null;
}

export function listScreens(db: Database.Database): ScreenListing[] {
  const rows = db
    .prepare(
      `SELECT v.* FROM screen_versions v
       JOIN (SELECT screen_id, MAX(version) AS version FROM screen_versions GROUP BY screen_id) latest
       USING (screen_id, version) ORDER BY v.screen_id`,
    )
    .all();
  return rows.map((row) => {
    const { screen_id, version, created_at, document, author } = versionRowSchema.parse(row);
    return { screenId: screen_id, version, updatedAt: created_at, author, title: titleOf(document) };
  });
}

/** The current version is the highest one. */
export function latestVersion(db: Database.Database, screenId: string): VersionRow | undefined {
  const row: unknown = db
    .prepare("SELECT * FROM screen_versions WHERE screen_id = ? ORDER BY version DESC LIMIT 1")
    .get(screenId);
  return row === undefined ? undefined : versionRowSchema.parse(row);
}

export function findVersion(db: Database.Database, screenId: string, version: number): VersionRow | undefined {
  const row: unknown = db.prepare("SELECT * FROM screen_versions WHERE screen_id = ? AND version = ?").get(screenId, version);
  return row === undefined ? undefined : versionRowSchema.parse(row);
}

/** Newest first. */
export function listVersions(db: Database.Database, screenId: string): VersionListing[] {
  const rows = db.prepare("SELECT * FROM screen_versions WHERE screen_id = ? ORDER BY version DESC").all(screenId);
  return rows.map((row) => {
    const { version, created_at, summary, author } = versionRowSchema.parse(row);
    return { version, createdAt: created_at, summary, author };
  });
}

/**
 * Appends version MAX+1 in a `BEGIN IMMEDIATE` transaction: the write lock is taken before the latest version is
 * read, so concurrent publishers (this process or another on the same file) each get their own number.
 * `created_at` never goes back in time, so `at=` always finds the version that was current then.
 */
export function appendVersion(
  db: Database.Database,
  screenId: string,
  meta: { author: string; now: Date; reason: RevalidationSignal["reason"] },
  next: NextVersion,
): VersionRow {
  const append = db.transaction((): VersionRow => {
    const latest = latestVersion(db, screenId);
    const { document, summary } = next(latest);
    const now = meta.now.toISOString();
    const createdAt = latest !== undefined && latest.created_at > now ? latest.created_at : now;
    const row = { screenId, version: (latest?.version ?? 0) + 1, document, createdAt, summary, author: meta.author };
    insertScreenVersion(db, row);
    // The app hears of it by the outbox, in this transaction: a version is never live without its signal.
    enqueueRevalidation(db, { screenId, version: row.version, reason: meta.reason }, meta.now);
    return { screen_id: screenId, version: row.version, document, created_at: createdAt, summary, author: meta.author };
  });
  return append.immediate();
}
