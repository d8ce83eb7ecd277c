/**
 * What playback keeps (issue 9): the account's live streams (for the concurrency limit; a stream lives while
 * its heartbeats arrive) and each profile's watch progress (spec 4), in the suite's database.
 */
import { randomUUID } from "node:crypto";
import type Database from "better-sqlite3";
import { z } from "zod";

/** Spec 9: a heartbeat every 30 s; a stream that missed two is over. */
export const streamStaleMs = 2 * 30_000;

const streamRow = z.object({ id: z.string(), user_id: z.string().nullable(), content_id: z.string(), last_seen: z.number() });
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
  return {
    /** The account's streams that are still alive. */
    liveStreams(userId: string): StreamRow[] {
      return db
        .prepare("SELECT id, user_id, content_id, last_seen FROM playback_streams WHERE user_id = ? AND last_seen > ?")
        .all(userId, time() - streamStaleMs)
        .map((row) => streamRow.parse(row));
    },
    openStream(userId: string | undefined, contentId: string): string {
      const id = randomUUID();
      db.prepare("DELETE FROM playback_streams WHERE last_seen <= ?").run(time() - 24 * 60 * 60_000);
      db.prepare("INSERT INTO playback_streams (id, user_id, content_id, started_at, last_seen) VALUES (?, ?, ?, ?, ?)").run(id, userId ?? null, contentId, time(), time());
      return id;
    },
    /** A live stream of this caller (a guest's streams have no user). */
    stream(id: string, userId: string | undefined): StreamRow | undefined {
      const row: unknown = db.prepare("SELECT id, user_id, content_id, last_seen FROM playback_streams WHERE id = ?").get(id);
      if (row === undefined) return undefined;
      const parsed = streamRow.parse(row);
      if ((parsed.user_id ?? undefined) !== userId || parsed.last_seen <= time() - streamStaleMs) return undefined;
      return parsed;
    },
    /** A live stream by id, whoever holds it (the licence endpoint checks the DRM token bound to it). */
    streamById(id: string): StreamRow | undefined {
      const row: unknown = db.prepare("SELECT id, user_id, content_id, last_seen FROM playback_streams WHERE id = ? AND last_seen > ?").get(id, time() - streamStaleMs);
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
