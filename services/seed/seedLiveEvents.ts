/**
 * Writes the live events (seed/liveEvents.ts) once per database, with their own marker (`meta.liveEventsSeedVersion`),
 * so a database seeded before they existed gets them on its next start, like the extras (seedExtras.ts). Each event is
 * a `LIVE_EVENT` product (its genre linked for the filter) and a `live_events` row. Its rights are the stricter of what
 * it plays: Plus when its channel or its replay is, rated as the higher of the two, so the tile never promises what
 * the playout then refuses. An event whose channel is not a stored live channel is left out, and a replay that is not
 * a stored movie or episode is dropped; neither happens with the seeded catalogue (seedLiveEvents.test.ts).
 */
import type Database from "better-sqlite3";
import { z } from "zod";
import { readMeta, writeMeta } from "../db/migrate";
import { type LiveEventSeed, liveEvents } from "./liveEvents";
import { seedBaseDate } from "./seedDates";

export const liveEventsSeedVersion = "1";

const referenceRow = z.object({ id: z.string(), product_type: z.string(), plus: z.number().int(), age_rating: z.number().int().nullable() });
type ReferenceRow = z.output<typeof referenceRow>;

function referencesOf(db: Database.Database, events: readonly LiveEventSeed[]): Map<string, ReferenceRow> {
  const ids = events.flatMap((event) => [event.channelId, ...(event.replayId === undefined ? [] : [event.replayId])]);
  const rows = db
    .prepare("SELECT id, product_type, plus, age_rating FROM products WHERE id IN (SELECT value FROM json_each(?))")
    .all(JSON.stringify(ids))
    .map((row) => referenceRow.parse(row));
  return new Map(rows.map((row) => [row.id, row]));
}

interface ResolvedEvent {
  seed: LiveEventSeed;
  replayId: string | null;
  plus: boolean;
  ageRating: number;
}

function resolve(seed: LiveEventSeed, references: ReadonlyMap<string, ReferenceRow>): ResolvedEvent | undefined {
  const channel = references.get(seed.channelId);
  if (channel?.product_type !== "LIVE_CHANNEL") return undefined;
  const stored = seed.replayId === undefined ? undefined : references.get(seed.replayId);
  const replay = stored?.product_type === "MOVIE" || stored?.product_type === "EPISODE" ? stored : undefined;
  const played = replay === undefined ? [channel] : [channel, replay];
  return {
    seed,
    replayId: replay?.id ?? null,
    plus: played.some((row) => row.plus === 1),
    ageRating: Math.max(...played.map((row) => row.age_rating ?? 0)),
  };
}

function insertEvents(db: Database.Database, events: readonly ResolvedEvent[]): void {
  const insertProduct = db.prepare(`INSERT INTO products (id, product_type, show_type, title, description, release_date,
    duration, genres, persons, plus, stream_state, popularity_month, trending_week, season_id, show_id, episode_number,
    event_type, image_name, age_rating)
    VALUES (?, 'LIVE_EVENT', NULL, ?, ?, ?, NULL, ?, '[]', ?, 'LIVE', 0, 0, NULL, NULL, NULL, ?, ?, ?)`);
  const insertGenre = db.prepare("INSERT INTO product_genres (product_id, genre_id, position) VALUES (?, ?, 0)");
  const insertEvent = db.prepare("INSERT INTO live_events (product_id, start_offset_minutes, channel_id, replay_id) VALUES (?, ?, ?, ?)");
  for (const { seed, replayId, plus, ageRating } of events) {
    // The stored release date and stream state are never answered: the wire places the event in time per request.
    insertProduct.run(seed.id, JSON.stringify(seed.title), JSON.stringify(seed.description), seedBaseDate, JSON.stringify([seed.genre]),
      plus ? 1 : 0, seed.eventType, `event-${seed.id}`, ageRating);
    insertGenre.run(seed.id, seed.genre);
    insertEvent.run(seed.id, seed.startOffsetMinutes, seed.channelId, replayId);
  }
}

/** Adds the live events once; returns how many it wrote. Call inside the start-up transaction, after the catalogue. */
export function seedLiveEvents(db: Database.Database, events: readonly LiveEventSeed[] = liveEvents): number {
  if (readMeta(db, "liveEventsSeedVersion") !== undefined) return 0;
  const references = referencesOf(db, events);
  const resolved = events.flatMap((seed) => resolve(seed, references) ?? []);
  insertEvents(db, resolved);
  writeMeta(db, "liveEventsSeedVersion", liveEventsSeedVersion);
  return resolved.length;
}
