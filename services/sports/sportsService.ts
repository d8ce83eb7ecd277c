/**
 * What services/startServices.ts needs of the sports stand-in: seeding its season once (inside the start-up's error
 * handling, like the other seeds) and its routes over the seeded tables, anchored on the time the suite starts
 * (seasonClock.ts).
 */
import type Database from "better-sqlite3";
import type { Route } from "../http/router";
import { createSportsRoutes } from "./sportsRoutes";
import { createSportsStore } from "./sportsStore";

export { seedSports } from "../seed/sports/seedSports";

export function sportsRoutesFor(db: Database.Database, now: () => Date): Route[] {
  return createSportsRoutes({ store: createSportsStore(db, now()), now });
}
