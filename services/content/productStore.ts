import type Database from "better-sqlite3";
import { z } from "zod";
import type { EventType } from "@/domain/liveEvents";
import { type LocalizedText, parseLocalizedText, type ServiceLocale } from "../db/localizedText";
import type { ProductFilterRequest } from "./contentRequests";
import { liveEventAnchorOf, liveEventTimingOf } from "./liveEventTiming";
import { parseProductRows, type ProductRow, productSelect } from "./productRow";
import { unratedAgeRating } from "./toWireProduct";

export interface ProductPage {
  rows: ProductRow[];
  total: number;
}

export const seasonRowSchema = z.object({
  id: z.string(),
  show_id: z.string(),
  season_number: z.number().int(),
  stream_state: z.enum(["VOD", "COMING_SOON", "LIVE"]),
});
export type SeasonRow = z.output<typeof seasonRowSchema>;

export interface ProductStore {
  genreTitles: ReadonlyMap<string, LocalizedText>;
  /** The live events' day zero: the suite's start to the minute (content/liveEventTiming.ts). */
  liveEventAnchorMs: number;
  /** Products in the order of `ids`; unknown ids, and titles rated above `maxRating`, are left out. */
  byIds(ids: readonly string[], maxRating?: number): ProductRow[];
  /** `atMs`: the request's time, which decides whether a live event is coming soon. */
  filter(request: ProductFilterRequest, locale: ServiceLocale, maxRating: number | undefined, atMs: number): ProductPage;
  /** Every live event (of one event type), in id order; the caller places them in time (content/liveEventList.ts). */
  liveEvents(eventType: EventType | undefined, maxRating?: number): ProductRow[];
  /** The episodes and clips of a series or show, in season and episode order. */
  playlistOf(titleId: string, maxRating?: number): ProductRow[];
  /** Titles of the same type that share the first genre, most popular first; never the title itself. */
  related(id: string, size: number, maxRating?: number): ProductRow[];
  /** The seasons of a series or show, in order. */
  seasonsOf(titleId: string): SeasonRow[];
  seasonById(id: string): SeasonRow | undefined;
  trailersOf(titleId: string): ProductRow[];
  /** The English title of the product an image name belongs to, for image labels. */
}

export const sortColumns = {
  SORTDATE: () => "p.release_date",
  POPULAR: () => "p.popularity_month",
  TRENDING: () => "p.trending_week",
  ALPHABETICAL: (locale: ServiceLocale) => ({ ar: "p.sort_ar", en: "p.sort_en", fr: "p.sort_fr" })[locale],
} as const;

const countRowSchema = z.object({ total: z.number().int() });
const genreRowSchema = z.object({ id: z.string(), title: z.string() });

interface WhereClause {
  sql: string;
  params: (string | number)[];
}

/** Titles rated above the viewer's limit; an unrated one counts as 18 (toWireProduct.ts). */
export const ratingClause = `COALESCE(p.age_rating, ${unratedAgeRating}) <= ?`;

/**
 * `comingSoon`: a title by its stored stream state; a live event by its start, at the request's time, so the ids of
 * the events coming soon then are worked out beforehand (`comingSoonEvents`, a JSON array).
 */
const comingSoonClause = `(CASE WHEN p.product_type = 'LIVE_EVENT' THEN p.id IN (SELECT value FROM json_each(?))
  ELSE p.stream_state = 'COMING_SOON' END) = ?`;

/** Without a product type, the filter lists titles (movies, series, shows), not episodes, channels or events. */
function whereFor(request: ProductFilterRequest, maxRating: number | undefined, comingSoonEvents: string): WhereClause {
  const clauses: string[] = [];
  const params: (string | number)[] = [];
  if (maxRating !== undefined) {
    clauses.push(ratingClause);
    params.push(maxRating);
  }
  if (request.productType === undefined) clauses.push("p.product_type IN ('MOVIE', 'SERIES', 'SHOW')");
  else {
    clauses.push("p.product_type = ?");
    params.push(request.productType);
  }
  if (request.genre !== undefined) {
    clauses.push("p.id IN (SELECT product_id FROM product_genres WHERE genre_id = ?)");
    params.push(request.genre);
  }
  if (request.plus !== undefined) {
    clauses.push("p.plus = ?");
    params.push(request.plus ? 1 : 0);
  }
  if (request.comingSoon !== undefined) {
    clauses.push(comingSoonClause);
    params.push(comingSoonEvents, request.comingSoon ? 1 : 0);
  }
  return { sql: clauses.join(" AND "), params };
}

function loadGenreTitles(db: Database.Database): Map<string, LocalizedText> {
  const rows = db.prepare("SELECT id, title FROM genres ORDER BY position").all();
  return new Map(rows.map((row) => genreRowSchema.parse(row)).map((row) => [row.id, parseLocalizedText(row.title)]));
}

const liveEventRecordSchema = z.object({
  product_id: z.string(),
  start_offset_minutes: z.number().int(),
  channel_id: z.string(),
  replay_id: z.string().nullable(),
});

/** The ids of the live events coming soon at `atMs` (a dozen rows: read whole, placed with the shared rule). */
function comingSoonEventIds(db: Database.Database, anchorMs: number, atMs: number): string[] {
  return db
    .prepare("SELECT product_id, start_offset_minutes, channel_id, replay_id FROM live_events")
    .all()
    .map((row) => liveEventRecordSchema.parse(row))
    .filter((row) => {
      const record = { startOffsetMinutes: row.start_offset_minutes, channelId: row.channel_id, replayId: row.replay_id };
      return liveEventTimingOf(record, { anchorMs, atMs }).state === "coming-soon";
    })
    .map((row) => row.product_id);
}

/** Reads the catalogue; `suiteStart` places the live events on the calendar (content/liveEventTiming.ts). */
export function createProductStore(db: Database.Database, suiteStart: Date): ProductStore {
  const liveEventAnchorMs = liveEventAnchorOf(suiteStart);
  const statements = new Map<string, Database.Statement>();
  const prepare = (sql: string): Database.Statement => {
    const cached = statements.get(sql) ?? db.prepare(sql);
    statements.set(sql, cached);
    return cached;
  };
  const count = (sql: string, params: readonly (string | number)[]): number =>
    countRowSchema.parse(prepare(sql).get(...params)).total;
  return {
    genreTitles: loadGenreTitles(db),
    liveEventAnchorMs,
    byIds(ids, maxRating) {
      const rated = maxRating === undefined ? "" : ` AND ${ratingClause}`;
      const params = maxRating === undefined ? [JSON.stringify(ids)] : [JSON.stringify(ids), maxRating];
      const rows = parseProductRows(prepare(`${productSelect} WHERE p.id IN (SELECT value FROM json_each(?))${rated}`).all(...params));
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
    filter(request, locale, maxRating, atMs) {
      const comingSoonEvents = request.comingSoon === undefined ? "[]" : JSON.stringify(comingSoonEventIds(db, liveEventAnchorMs, atMs));
      const where = whereFor(request, maxRating, comingSoonEvents);
      const direction = request.sortOrder === "ASC" ? "ASC" : "DESC";
      const order = `${sortColumns[request.sortType](locale)} ${direction}, CAST(p.id AS INTEGER) ASC`;
      const sql = `${productSelect} WHERE ${where.sql} ORDER BY ${order} LIMIT ? OFFSET ?`;
      const rows = parseProductRows(prepare(sql).all(...where.params, request.size, request.page * request.size));
      return { rows, total: count(`SELECT COUNT(*) AS total FROM products p WHERE ${where.sql}`, where.params) };
    },
    liveEvents(eventType, maxRating) {
      const clauses = ["p.product_type = 'LIVE_EVENT'", ...(eventType === undefined ? [] : ["p.event_type = ?"]), ...(maxRating === undefined ? [] : [ratingClause])];
      const params = [...(eventType === undefined ? [] : [eventType]), ...(maxRating === undefined ? [] : [maxRating])];
      return parseProductRows(prepare(`${productSelect} WHERE ${clauses.join(" AND ")} ORDER BY CAST(p.id AS INTEGER)`).all(...params));
    },
    playlistOf(titleId, maxRating) {
      const rated = maxRating === undefined ? "" : ` AND ${ratingClause}`;
      const sql = `${productSelect} WHERE p.show_id = ? AND p.product_type IN ('EPISODE', 'CLIP')${rated}
        ORDER BY s.season_number, p.product_type DESC, p.episode_number`;
      return parseProductRows(prepare(sql).all(...(maxRating === undefined ? [titleId] : [titleId, maxRating])));
    },
    related(id, size, maxRating) {
      const rated = maxRating === undefined ? "" : ` AND ${ratingClause}`;
      const sql = `${productSelect} JOIN products self ON self.id = ?
        WHERE p.product_type = self.product_type AND p.id <> self.id
          AND json_extract(p.genres, '$[0]') = json_extract(self.genres, '$[0]')${rated}
        ORDER BY p.popularity_month DESC, CAST(p.id AS INTEGER) LIMIT ?`;
      return parseProductRows(prepare(sql).all(...(maxRating === undefined ? [id, size] : [id, maxRating, size])));
    },
    seasonsOf(titleId) {
      const sql = "SELECT id, show_id, season_number, stream_state FROM seasons WHERE show_id = ? ORDER BY season_number";
      return prepare(sql).all(titleId).map((row) => seasonRowSchema.parse(row));
    },
    trailersOf(titleId) {
      return parseProductRows(prepare(`${productSelect} WHERE p.show_id = ? AND p.product_type = 'TRAILER' ORDER BY CAST(p.id AS INTEGER)`).all(titleId));
    },
    seasonById(id) {
      const row: unknown = prepare("SELECT id, show_id, season_number, stream_state FROM seasons WHERE id = ?").get(id);
      return row === undefined ? undefined : seasonRowSchema.parse(row);
    },
  };
}
