import type Database from "better-sqlite3";
import { z } from "zod";

/** One draft per editor per screen; it knows the version it started from (0: a screen not yet published). */
export interface Draft {
  id: number;
  screenId: string;
  ownerId: string;
  ownerName: string;
  baseVersion: number;
  /** Counted up by every save (1: the first); a save names the revision it was based on (see `save`). */
  revision: number;
  createdAt: string;
  updatedAt: string;
}

export interface DraftWithDocument extends Draft {
  /** The document as saved: any JSON value, valid or not (a draft may hold work in progress). */
  document: unknown;
}

const rowSchema = z.object({
  id: z.number(),
  screen_id: z.string(),
  owner_id: z.string(),
  owner_name: z.string(),
  base_version: z.number(),
  revision: z.number(),
  document: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});

const revisionRowSchema = z.object({ revision: z.number() });

export type SaveResult = { draft: Draft; created: boolean; stale?: undefined } | { stale: number; draft?: undefined };

function draftOf(row: z.infer<typeof rowSchema>): Draft {
  return {
    id: row.id,
    screenId: row.screen_id,
    ownerId: row.owner_id,
    ownerName: row.owner_name,
    baseVersion: row.base_version,
    revision: row.revision,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function withDocument(row: unknown): DraftWithDocument | undefined {
  if (row === undefined) return undefined;
  const parsed = rowSchema.parse(row);
  const document: unknown = JSON.parse(parsed.document);
  return { ...draftOf(parsed), document };
}

export type DraftStore = ReturnType<typeof createDraftStore>;

export function createDraftStore(db: Database.Database, now: () => Date) {
  return {
    find: (id: number): DraftWithDocument | undefined => withDocument(db.prepare("SELECT * FROM drafts WHERE id = ?").get(id)),
    mine: (screenId: string, ownerId: string): DraftWithDocument | undefined =>
      withDocument(db.prepare("SELECT * FROM drafts WHERE screen_id = ? AND owner_id = ?").get(screenId, ownerId)),
    /** Without documents; one screen's or every screen's, the latest change first. */
    list(screenId?: string): Draft[] {
      return db
        .prepare("SELECT * FROM drafts WHERE (@screen IS NULL OR screen_id = @screen) ORDER BY updated_at DESC, id DESC")
        .all({ screen: screenId ?? null })
        .map((row) => draftOf(rowSchema.parse(row)));
    },
    /**
     * Creates or replaces the owner's draft of the screen, one revision up; `created` says which. With `basedOn` (the
     * revision the caller last saw, 0: no draft yet) a draft that moved on since, or went (published, discarded), is
     * left alone and `stale` carries its current revision (0: none); without it the save replaces whatever is there
     * (scripts that own their draft). Checked and written in one transaction, so two saves cannot both pass.
     */
    save(screenId: string, owner: { id: string; name: string }, baseVersion: number, document: string, basedOn?: number): SaveResult {
      const at = now().toISOString();
      return db.transaction((): SaveResult => {
        const existing: unknown = db.prepare("SELECT revision FROM drafts WHERE screen_id = ? AND owner_id = ?").get(screenId, owner.id);
        const current = existing === undefined ? 0 : revisionRowSchema.parse(existing).revision;
        if (basedOn !== undefined && basedOn !== current) return { stale: current };
        db.prepare(
          `INSERT INTO drafts (screen_id, owner_id, owner_name, base_version, document, created_at, updated_at, revision)
           VALUES (?, ?, ?, ?, ?, ?, ?, 1)
           ON CONFLICT(screen_id, owner_id) DO UPDATE SET base_version = excluded.base_version, document = excluded.document,
             owner_name = excluded.owner_name, updated_at = excluded.updated_at, revision = drafts.revision + 1`,
        ).run(screenId, owner.id, owner.name, baseVersion, document, at, at);
        const row: unknown = db.prepare("SELECT * FROM drafts WHERE screen_id = ? AND owner_id = ?").get(screenId, owner.id);
        return { draft: draftOf(rowSchema.parse(row)), created: existing === undefined };
      })();
    },
    remove(id: number): boolean {
      return db.prepare("DELETE FROM drafts WHERE id = ?").run(id).changes > 0;
    },
  };
}

/**
 * The conflict rule: a draft may be published as is only when the screen's latest version is still the one it
 * started from (0 for a screen not yet published). Otherwise someone published in between, and the studio shows both
 * changes and asks: merge (rebase the draft on the latest), overwrite (publishers), or go back.
 */
export function isStale(draftBase: number, latestVersion: number | undefined): boolean {
  return draftBase !== (latestVersion ?? 0);
}
