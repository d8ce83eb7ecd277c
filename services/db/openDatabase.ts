import { mkdirSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";

export const databaseFileName = "shasha.db";

/** Opens (creating if needed) `<dataDir>/shasha.db` with WAL and `synchronous=NORMAL`. */
export function openDatabase(dataDir: string): Database.Database {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, databaseFileName));
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = NORMAL");
  db.pragma("foreign_keys = ON");
  return db;
}
