/**
 * Each seeded title's age rating (0, 7, 12, 15 or 18; domain/ageLimit.ts), from its primary genre and a
 * hash of its id, so it is the same on every machine and for every start: the seed writes it, and a
 * database seeded before ratings existed gets the same values on its next start (backfillAgeRatings).
 * Episodes take their show's rating (same genres, the show's id).
 */
import type Database from "better-sqlite3";
import { z } from "zod";
import type { AgeRating } from "@/domain/ageLimit";

/** The ratings a genre's titles spread over, the first ones most often. */
const ratingsByGenre: Readonly<Record<string, readonly AgeRating[]>> = {
  kids: [0, 0, 7],
  animation: [0, 7, 7],
  family: [7, 7, 12],
  documentary: [0, 7, 12],
  cooking: [0, 0, 7],
  sports: [0, 7],
  "talk-show": [7, 12],
  reality: [12, 12, 15],
  comedy: [12, 12, 15],
  romance: [12, 15, 15],
  drama: [12, 15, 15, 18],
  history: [12, 15, 18],
  thriller: [15, 18, 18],
  action: [15, 15, 18],
};

function hash(text: string): number {
  let value = 0;
  for (const char of text) value = (value * 31 + (char.codePointAt(0) ?? 0)) % 1_000_003;
  return value;
}

export interface RatedProduct {
  id: string;
  genres: readonly string[];
  showId?: string | null | undefined;
}

export function ageRatingOf(product: RatedProduct): AgeRating {
  const options = ratingsByGenre[product.genres[0] ?? ""] ?? [12, 15];
  return options[hash(product.showId ?? product.id) % options.length] ?? 12;
}

const unratedRow = z.object({ id: z.string(), genres: z.string(), show_id: z.string().nullable() });

/** Rates every product stored without a rating. Call inside the start-up transaction. */
export function backfillAgeRatings(db: Database.Database): number {
  const rows = db.prepare("SELECT id, genres, show_id FROM products WHERE age_rating IS NULL").all().map((row) => unratedRow.parse(row));
  const update = db.prepare("UPDATE products SET age_rating = ? WHERE id = ?");
  for (const row of rows) {
    const genres = z.array(z.string()).parse(JSON.parse(row.genres));
    update.run(ageRatingOf({ id: row.id, genres, showId: row.show_id }), row.id);
  }
  return rows.length;
}
