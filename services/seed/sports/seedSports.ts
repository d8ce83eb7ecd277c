/**
 * Seeds the sports stand-in (services/sports) on the first start that finds its tables empty, in one transaction,
 * with its own marker (`meta.sportsSeedVersion`), so a database seeded before the sports service existed gets its
 * season on the next start and a later start never reseeds. Nothing in it is a date: the season is placed on the
 * calendar when the suite starts (services/sports/seasonClock.ts).
 */
import type Database from "better-sqlite3";
import { readMeta, writeMeta } from "../../db/migrate";
import { buildSportsSeed } from "./buildSeason";
import { insertSports } from "./insertSports";

export const sportsSeedVersion = "1";

/** True when this call seeded. Needs the sports tables (the migrations run first). */
export function seedSports(db: Database.Database): boolean {
  return db.transaction((): boolean => {
    if (readMeta(db, "sportsSeedVersion") !== undefined) return false;
    insertSports(db, buildSportsSeed());
    writeMeta(db, "sportsSeedVersion", sportsSeedVersion);
    return true;
  })();
}
