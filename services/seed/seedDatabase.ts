import type Database from "better-sqlite3";
import { createSetTopBoxStore } from "../user/setTopBoxStore";
import { migrate, readMeta, writeMeta } from "../db/migrate";
import { backfillAgeRatings } from "./ageRatings";
import { buildCatalogue } from "./buildCatalogue";
import { buildCarousels, editorialPages } from "./buildEditorial";
import { insertCatalogue, insertEditorial } from "./insertCatalogue";
import { insertMetadata } from "./metadataSeed";
import { loadExtraScreens, seedScreens } from "./loadScreens";
import { seedExtras } from "./seedExtras";
import { seedChannelReplay } from "./seedChannelReplay";
import { seedLiveEvents } from "./seedLiveEvents";
import { seedUsersAndProfiles } from "./seedUsers";
import { seedStaffAccounts } from "../manage/staffSeed";

/** Bump when the seed changes shape; an existing database keeps its data either way (no reseed). */
export const seedVersion = "1";

export interface PrepareOptions {
  extraScreensDir?: string;
  now: Date;
}

export interface PrepareResult {
  /** True when this start seeded an empty database. */
  seeded: boolean;
  durationMs: number;
  extraScreenVersions: number;
}

function seedEverything(db: Database.Database): void {
  const catalogue = buildCatalogue();
  insertCatalogue(db, catalogue);
  insertEditorial(db, buildCarousels(catalogue.products), editorialPages);
  insertMetadata(db);
  seedScreens(db);
}

/** Migrates and, on first start only, seeds, all in one transaction; then loads `EXTRA_SCREENS_DIR`. */
export function prepareDatabase(db: Database.Database, options: PrepareOptions): PrepareResult {
  const started = performance.now();
  const seeded = db.transaction((): boolean => {
    migrate(db);
    // Its own marker, so a database seeded before the user service existed gets its users on the next start.
    seedUsersAndProfiles(db);
    // The development set-top boxes (idempotent; linkable only with the development defaults).
    createSetTopBoxStore(db, () => options.now).seed();
    seedStaffAccounts(db);
    if (readMeta(db, "seedVersion") !== undefined) {
      seedScreens(db, { onlyMissing: true });
      backfillAgeRatings(db);
      seedExtras(db);
      // Its own marker too: a database seeded before the live events existed gets them now.
      seedLiveEvents(db);
      seedChannelReplay(db);
      return false;
    }
    seedEverything(db);
    seedExtras(db);
    seedLiveEvents(db);
    seedChannelReplay(db);
    writeMeta(db, "seedVersion", seedVersion);
    writeMeta(db, "seededAt", options.now.toISOString());
    return true;
  })();
  const extraScreenVersions =
    options.extraScreensDir === undefined ? 0 : loadExtraScreens(db, options.extraScreensDir, options.now);
  return { seeded, durationMs: performance.now() - started, extraScreenVersions };
}
