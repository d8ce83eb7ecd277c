/**
 * Catalogue rows added after the first seed (issue 9): clips of shows, one trailer per title, and each
 * season's stream state (spec 4: for shows and clips the season's stream state decides "coming soon").
 * Built from the rows already stored, with their own random stream, so the original catalogue keeps its ids
 * and values; written once per database (a database seeded before them gets them on its next start).
 */
import type Database from "better-sqlite3";
import { z } from "zod";
import type { LocalizedText } from "../db/localizedText";
import { localizedTextSchema } from "../db/localizedText";
import { readMeta, writeMeta } from "../db/migrate";
import { createRandom } from "./createRandom";

export const firstClipId = 50001;
export const firstTrailerId = 60001;
const extrasSeed = 20261123;

const titleRow = z.object({
  id: z.string(),
  product_type: z.enum(["MOVIE", "SERIES", "SHOW"]),
  title: z.string().transform((text) => localizedTextSchema.parse(JSON.parse(text))),
  release_date: z.string(),
  genres: z.string(),
  persons: z.string(),
  plus: z.number().int(),
  stream_state: z.enum(["VOD", "COMING_SOON", "LIVE"]),
  age_rating: z.number().int().nullable(),
  popularity_month: z.number().int(),
  trending_week: z.number().int(),
});
type TitleRow = z.output<typeof titleRow>;

const seasonRow = z.object({ id: z.string(), show_id: z.string(), season_number: z.number().int() });

const trailerWord: LocalizedText = { ar: "الإعلان الرسمي", en: "Official trailer", fr: "Bande-annonce officielle" };

function clipTitle(number: number): LocalizedText {
  return { ar: `مقطع ${number}`, en: `Clip ${number}`, fr: `Extrait ${number}` };
}

function trailerDescription(title: LocalizedText): LocalizedText {
  return { ar: `${trailerWord.ar}: ${title.ar}`, en: `${trailerWord.en}: ${title.en}`, fr: `${trailerWord.fr} : ${title.fr}` };
}

interface ExtraRow {
  id: string;
  productType: "CLIP" | "TRAILER";
  parent: TitleRow;
  title: LocalizedText;
  description: LocalizedText;
  durationSeconds: number;
  seasonId: string | null;
  episodeNumber: number | null;
  streamState: string;
}

function insertExtras(db: Database.Database, rows: readonly ExtraRow[]): void {
  const insert = db.prepare(`INSERT INTO products (id, product_type, show_type, title, description, release_date,
    duration, genres, persons, plus, stream_state, popularity_month, trending_week, season_id, show_id, episode_number,
    event_type, image_name, age_rating)
    VALUES (?, ?, NULL, ?, ?, ?, ?, ?, ?, ?, ?, 0, 0, ?, ?, ?, NULL, ?, ?)`);
  for (const row of rows) {
    const { parent } = row;
    insert.run(row.id, row.productType, JSON.stringify(row.title), JSON.stringify(row.description), parent.release_date,
      // A trailer is free to watch, whatever its title costs.
      row.durationSeconds, parent.genres, parent.persons, row.productType === "TRAILER" ? 0 : parent.plus, row.streamState, row.seasonId, parent.id,
      row.episodeNumber, `${row.productType === "CLIP" ? "clip" : "trailer"}-${row.id}`, parent.age_rating);
  }
}

/** Adds the extras once; returns how many products it wrote. Call inside the start-up transaction. */
export function seedExtras(db: Database.Database): number {
  if (readMeta(db, "extrasSeedVersion") !== undefined) return 0;
  const random = createRandom(extrasSeed);
  const titles = db
    .prepare(`SELECT id, product_type, title, release_date, genres, persons, plus, stream_state, age_rating,
      popularity_month, trending_week FROM products WHERE product_type IN ('MOVIE', 'SERIES', 'SHOW')
      ORDER BY CAST(id AS INTEGER)`)
    .all()
    .map((row) => titleRow.parse(row));
  const seasons = db.prepare("SELECT id, show_id, season_number FROM seasons ORDER BY CAST(id AS INTEGER)").all().map((row) => seasonRow.parse(row));
  const seasonsOf = new Map<string, (typeof seasons)[number][]>();
  for (const season of seasons) seasonsOf.set(season.show_id, [...(seasonsOf.get(season.show_id) ?? []), season]);
  const rows: ExtraRow[] = [];
  let trailers = 0;
  let clips = 0;
  const setSeasonState = db.prepare("UPDATE seasons SET stream_state = ? WHERE id = ?");
  const setEpisodesState = db.prepare("UPDATE products SET stream_state = ? WHERE season_id = ?");
  for (const title of titles) {
    rows.push({
      id: String(firstTrailerId + trailers++),
      productType: "TRAILER",
      parent: title,
      title: trailerWord,
      description: trailerDescription(title.title),
      durationSeconds: random.int(60, 150),
      seasonId: null,
      episodeNumber: null,
      streamState: "VOD",
    });
    const own = seasonsOf.get(title.id) ?? [];
    for (const season of own) setSeasonState.run(title.stream_state, season.id);
    if (title.product_type !== "SHOW") continue;
    // A running show: its newest season is announced but not out yet, with its clips (spec 4, the season decides).
    const latest = own.at(-1);
    const announced = title.stream_state === "VOD" && own.length > 1 && latest !== undefined && random.chance(0.3) ? latest : undefined;
    if (announced) {
      setSeasonState.run("COMING_SOON", announced.id);
      setEpisodesState.run("COMING_SOON", announced.id);
    }
    for (const season of own) {
      const count = random.int(2, 4);
      for (let number = 1; number <= count; number += 1) {
        rows.push({
          id: String(firstClipId + clips++),
          productType: "CLIP",
          parent: title,
          title: clipTitle(number),
          description: clipTitle(number),
          durationSeconds: random.int(90, 300),
          seasonId: season.id,
          episodeNumber: number,
          streamState: season === announced ? "COMING_SOON" : title.stream_state,
        });
      }
    }
  }
  insertExtras(db, rows);
  writeMeta(db, "extrasSeedVersion", "1");
  return rows.length;
}
