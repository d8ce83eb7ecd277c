import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type Database from "better-sqlite3";
import { routeTableId } from "@/domain/screenPath";
import { findScreenVersion, saveScreenVersion } from "../appgrid/screenStore";
import { readScreenFile } from "./readScreenFile";
import { seedBaseTime } from "./seedDates";

export const seedScreensDir = fileURLToPath(new URL("./screens", import.meta.url));
/** The seeded route table (issue 28): every route the app serves, stored as the document `routeTableId`. */
export const seedRouteTableFile = fileURLToPath(new URL("./routes.json", import.meta.url));

function jsonFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => path.join(dir, name));
}

/**
 * Stores the seeded screens (services/seed/screens/*.json) as version 1. Call inside the seed transaction.
 * `onlyMissing`: only screens the database has never held, so a database seeded by an older checkout gets
 * the screens added since, while every screen the content team has edited stays as they left it.
 */
export function seedScreens(db: Database.Database, options: { onlyMissing?: boolean } = {}): number {
  let count = 0;
  const files = [...jsonFiles(seedScreensDir).map((file) => readScreenFile(file)), { ...readScreenFile(seedRouteTableFile), screenId: routeTableId }];
  for (const { screenId, document } of files) {
    if (options.onlyMissing === true && findScreenVersion(db, screenId, { preview: true }) !== undefined) continue;
    if (saveScreenVersion(db, { screenId, document, summary: "Seeded", createdAt: seedBaseTime })) count += 1;
  }
  return count;
}

/**
 * `EXTRA_SCREENS_DIR`: every `*.json` there is stored as a screen at start-up, as-is even when invalid, as a new
 * version only when it changed since the last start. Returns the number of new versions.
 */
export function loadExtraScreens(db: Database.Database, dir: string, now: Date): number {
  const save = db.transaction((files: string[]) => {
    let count = 0;
    for (const file of files) {
      const { screenId, document } = readScreenFile(file);
      const summary = `Loaded from EXTRA_SCREENS_DIR (${path.basename(file)})`;
      const version = { screenId, document, summary, createdAt: now.toISOString(), author: "EXTRA_SCREENS_DIR" };
      if (saveScreenVersion(db, version)) count += 1;
    }
    return count;
  });
  return save(jsonFiles(dir));
}
