/**
 * What playback keeps (issue 9): the live streams (for the concurrency limits: per account, and per client address
 * for guests, who have no account; a stream lives while its heartbeats arrive) and each profile's watch progress
 * (spec 4), in the suite's database.
 */
import { randomUUID } from "node:crypto";
import type Database from "better-sqlite3";
import { z } from "zod";

/** Spec 9: a heartbeat every 30 s; a stream that missed two is over. */
export const streamStaleMs = 2 * 30_000;

/**
 * How long an ended or stale stream's row stays before the scheduled purge drops it (services/user/purge.ts). Past
 * `streamStaleMs` it counts for nothing; the day is what the playout kept when it purged on every call.
 */
export const streamKeepMs = 24 * 60 * 60_000;

/** Whose stream it is, for its concurrency limit: an account, or a guest at a client address. */
export type StreamOwner = { userId: string } | { guestAddress: string };

/**
 * The statements of the limits and the purge, which run on every playout and every 10 minutes: each must find its
 * rows through an index, never by reading the whole table (playbackStore.test.ts checks their query plans).
 */
export const streamStatements = {
  liveOfAccount: "SELECT count(*) FROM playback_streams WHERE user_id = ? AND last_seen > ?",
  liveOfGuest: "SELECT count(*) FROM playback_streams WHERE client_address = ? AND user_id IS NULL AND last_seen > ?",
  purge: "DELETE FROM playback_streams WHERE last_seen <= ?",
} as const;

/** Drops the streams past `streamKeepMs`; the scheduled purge calls it (services/user/purge.ts). Returns how many. */
export function purgeStreams(db: Database.Database, at: Date): number {
  return db.prepare(streamStatements.purge).run(at.getTime() - streamKeepMs).changes;
}

const streamRow = z.object({ id: z.string(), user_id: z.string().nullable(), content_id: z.string(), started_at: z.number(), last_seen: z.number() });
export type StreamRow = z.output<typeof streamRow>;

const progressRow = z.object({
  content_id: z.string(),
  position: z.number(),
  duration: z.number(),
  finished: z.number().transform((value) => value !== 0),
  updated_at: z.number(),
});
export type ProgressRow = z.output<typeof progressRow>;

export function createPlaybackStore(db: Database.Database, now: () => Date) {
  const time = () => now().getTime();
  const count = z.number();
  // Each count reads only its owner's rows: playback_streams_by_user, and the partial playback_streams_by_guest.
  const countAccount = db.prepare(streamStatements.liveOfAccount).pluck();
  const countGuests = db.prepare(streamStatements.liveOfGuest).pluck();
  const insert = db.prepare("INSERT INTO playback_streams (id, user_id, client_address, content_id, started_at, last_seen) VALUES (?, ?, ?, ?, ?, ?)");
  const openWithin = db.transaction((owner: StreamOwner, contentId: string, limit: number): string | undefined => {
    const at = time();
    const live = "userId" in owner ? countAccount.get(owner.userId, at - streamStaleMs) : countGuests.get(owner.guestAddress, at - streamStaleMs);
    if (count.parse(live) >= limit) return undefined;
    const id = randomUUID();
    insert.run(id, "userId" in owner ? owner.userId : null, "userId" in owner ? null : owner.guestAddress, contentId, at, at);
    return id;
  });
  return {
    /**
     * Opens a stream for `owner` unless it already has `limit` live ones; undefined when it has. The count and the
     * insert are one IMMEDIATE transaction, so simultaneous playouts cannot each see room for one more. Only a
     * guest's stream keeps the client address (an account's is counted on the account).
     */
    openStream(owner: StreamOwner, contentId: string, limit: number): string | undefined {
      return openWithin.immediate(owner, contentId, limit);
    },
    /** A live stream of this caller (a guest's streams have no user). */
    stream(id: string, userId: string | undefined): StreamRow | undefined {
      const row: unknown = db.prepare("SELECT id, user_id, content_id, started_at, last_seen FROM playback_streams WHERE id = ?").get(id);
      if (row === undefined) return undefined;
      const parsed = streamRow.parse(row);
      if ((parsed.user_id ?? undefined) !== userId || parsed.last_seen <= time() - streamStaleMs) return undefined;
      return parsed;
    },
    /** A live stream by id, whoever holds it (the licence endpoint checks the DRM token bound to it). */
    streamById(id: string): StreamRow | undefined {
      const row: unknown = db.prepare("SELECT id, user_id, content_id, started_at, last_seen FROM playback_streams WHERE id = ? AND last_seen > ?").get(id, time() - streamStaleMs);
      return row === undefined ? undefined : streamRow.parse(row);
    },
    touchStream(id: string): void {
      db.prepare("UPDATE playback_streams SET last_seen = ? WHERE id = ?").run(time(), id);
    },
    endStream(id: string): void {
      db.prepare("DELETE FROM playback_streams WHERE id = ?").run(id);
    },
    saveProgress(profileId: string, contentId: string, position: number, duration: number, finished: boolean): void {
      db.prepare(
        `INSERT INTO watch_progress (profile_id, content_id, position, duration, finished, updated_at) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT(profile_id, content_id) DO UPDATE SET position = excluded.position, duration = excluded.duration,
           finished = excluded.finished, updated_at = excluded.updated_at`,
      ).run(profileId, contentId, position, duration, finished ? 1 : 0, time());
    },
    progressOf(profileId: string, contentIds: readonly string[]): ProgressRow[] {
      return db
        .prepare("SELECT content_id, position, duration, finished, updated_at FROM watch_progress WHERE profile_id = ? AND content_id IN (SELECT value FROM json_each(?))")
        .all(profileId, JSON.stringify(contentIds))
        .map((row) => progressRow.parse(row));
    },
    /** Newest first. */
    history(profileId: string, page: number, size: number): { rows: ProgressRow[]; total: number } {
      const rows = db
        .prepare("SELECT content_id, position, duration, finished, updated_at FROM watch_progress WHERE profile_id = ? ORDER BY updated_at DESC, content_id LIMIT ? OFFSET ?")
        .all(profileId, size, page * size)
        .map((row) => progressRow.parse(row));
      const total = z.number().parse(db.prepare("SELECT COUNT(*) FROM watch_progress WHERE profile_id = ?").pluck().get(profileId));
      return { rows, total };
    },
    removeHistory(profileId: string, contentId: string | undefined): number {
      const result = contentId === undefined
        ? db.prepare("DELETE FROM watch_progress WHERE profile_id = ?").run(profileId)
        : db.prepare("DELETE FROM watch_progress WHERE profile_id = ? AND content_id = ?").run(profileId, contentId);
      return result.changes;
    },
  };
}
export type PlaybackStore = ReturnType<typeof createPlaybackStore>;
