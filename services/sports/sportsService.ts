/**
 * What services/startServices.ts needs of the sports stand-in: seeding its season once (inside the start-up's error
 * handling, like the other seeds) and its routes over the seeded tables, anchored on the time the suite starts
 * (seasonClock.ts), the showcase at the pace `options` sets (sportsOptions.ts; real time by default).
 */
import type Database from "better-sqlite3";
import type { Route } from "../http/router";
import { createSportsRoutes } from "./sportsRoutes";
import type { SportsOptions } from "./sportsOptions";
import { createSportsStore } from "./sportsStore";

export { seedSports } from "../seed/sports/seedSports";
export { readShowcaseMinuteMs, type SportsOptions } from "./sportsOptions";

export function sportsRoutesFor(db: Database.Database, now: () => Date, options: SportsOptions = {}): Route[] {
  return createSportsRoutes({ store: createSportsStore(db, now(), options.showcaseMinuteMs), now });
}
