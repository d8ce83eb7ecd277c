/**
 * The stored programme guide (table `epg_programmes`, epgMigration.ts): replacing it whole in one transaction, and
 * the reads the guide calls need (now and next per channel, programmes between two times, the span covered).
 */
import type Database from "better-sqlite3";
import { z } from "zod";
import { localizedTextSchema } from "../db/localizedText";
import { readMeta, writeMeta } from "../db/migrate";
import type { EpgProgramme } from "./xmltv";

/** Where the stored guide came from (`generated:<day>` or `file:<path>:<size>:<mtime>`), in `meta`. */
export const epgSourceKey = "epgSource";

export interface NowNext {
  now?: EpgProgramme;
  next?: EpgProgramme;
}

export interface EpgStore {
  /** Drops the stored guide and stores these programmes instead, with where they came from, all or nothing. */
  replace(programmes: readonly EpgProgramme[], source: string): void;
  source(): string | undefined;
  /** The first start and the last stop of the stored guide; undefined when it is empty. */
  coverage(): { from: number; to: number } | undefined;
  /** Per channel: the programme on at `at` (start ≤ at < stop) and the first to start after `at`. */
  nowNext(channelIds: readonly string[], at: number): Map<string, NowNext>;
  /** The programmes of these channels that overlap [from, to), by channel, in time order. */
  between(channelIds: readonly string[], from: number, to: number): Map<string, EpgProgramme[]>;
  /** The channels that have at least one programme. */
  channelsWithGuide(): Set<string>;
  /** One programme by its id (start-over and catch-up playouts). */
  programme(id: string): EpgProgramme | undefined;
}

const jsonText = z.string().transform((text, context) => {
  try {
    const parsed = localizedTextSchema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
  } catch {
    // Reported below, as a text that is not { ar, en, fr }.
  }
  context.addIssue({ code: "custom", message: "not a { ar, en, fr } text" });
  return z.NEVER;
});

const rowSchema = z
  .object({
    id: z.string(),
    channel_id: z.string(),
    start_ms: z.number().int(),
    stop_ms: z.number().int(),
    title: jsonText,
    description: jsonText,
    category: jsonText.nullable(),
    episode: z.string().nullable(),
  })
  .transform(
    (row): EpgProgramme => ({
      id: row.id,
      channelId: row.channel_id,
      start: row.start_ms,
      stop: row.stop_ms,
      title: row.title,
      description: row.description,
      category: row.category,
      episode: row.episode,
    }),
  );

const coverageSchema = z.object({ first: z.number().int().nullable(), last: z.number().int().nullable() });
const channelRowSchema = z.object({ channel_id: z.string() });

const columns = "id, channel_id, start_ms, stop_ms, title, description, category, episode";

export function createEpgStore(db: Database.Database): EpgStore {
  const insert = db.prepare(`INSERT INTO epg_programmes (${columns}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const nowQuery = db.prepare(`SELECT ${columns} FROM epg_programmes WHERE channel_id = ? AND start_ms <= ? AND stop_ms > ? ORDER BY start_ms DESC LIMIT 1`);
  const nextQuery = db.prepare(`SELECT ${columns} FROM epg_programmes WHERE channel_id = ? AND start_ms > ? ORDER BY start_ms LIMIT 1`);
  const betweenQuery = db.prepare(
    `SELECT ${columns} FROM epg_programmes WHERE channel_id IN (SELECT value FROM json_each(?)) AND start_ms < ? AND stop_ms > ? ORDER BY channel_id, start_ms`,
  );
  const replaceAll = db.transaction((programmes: readonly EpgProgramme[], source: string) => {
    db.prepare("DELETE FROM epg_programmes").run();
    for (const programme of programmes) {
      insert.run(
        programme.id,
        programme.channelId,
        programme.start,
        programme.stop,
        JSON.stringify(programme.title),
        JSON.stringify(programme.description),
        programme.category === null ? null : JSON.stringify(programme.category),
        programme.episode,
      );
    }
    writeMeta(db, epgSourceKey, source);
  });
  const parse = (row: unknown): EpgProgramme | undefined => (row === undefined ? undefined : rowSchema.parse(row));
  return {
    replace: (programmes, source) => replaceAll(programmes, source),
    source: () => readMeta(db, epgSourceKey),
    coverage() {
      const { first, last } = coverageSchema.parse(db.prepare("SELECT MIN(start_ms) AS first, MAX(stop_ms) AS last FROM epg_programmes").get());
      return first === null || last === null ? undefined : { from: first, to: last };
    },
    nowNext(channelIds, at) {
      return new Map(
        channelIds.map((channelId) => {
          const now = parse(nowQuery.get(channelId, at, at));
          const next = parse(nextQuery.get(channelId, at));
          return [channelId, { ...(now === undefined ? {} : { now }), ...(next === undefined ? {} : { next }) }];
        }),
      );
    },
    between(channelIds, from, to) {
      const byChannel = new Map<string, EpgProgramme[]>(channelIds.map((id) => [id, []]));
      for (const row of betweenQuery.all(JSON.stringify(channelIds), to, from)) {
        const programme = rowSchema.parse(row);
        byChannel.get(programme.channelId)?.push(programme);
      }
      return byChannel;
    },
    programme(id) {
      return parse(db.prepare(`SELECT ${columns} FROM epg_programmes WHERE id = ?`).get(id));
    },
    channelsWithGuide() {
      const rows = db.prepare("SELECT DISTINCT channel_id FROM epg_programmes").all();
      return new Set(rows.map((row) => channelRowSchema.parse(row).channel_id));
    },
  };
}
