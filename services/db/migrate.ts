import type Database from "better-sqlite3";
import { z } from "zod";

/**
 * Schema migrations, applied in order. Each runs once; the applied version is kept in `meta.schemaVersion`.
 * Append new migrations, never edit an applied one.
 */
const migrations: readonly string[] = [
  `
  CREATE TABLE genres (id TEXT PRIMARY KEY, title TEXT NOT NULL, position INTEGER NOT NULL);
  CREATE TABLE products (
    id TEXT PRIMARY KEY,
    product_type TEXT NOT NULL,
    show_type TEXT,
    title TEXT NOT NULL,
    description TEXT NOT NULL,
    release_date TEXT NOT NULL,
    duration INTEGER,
    genres TEXT NOT NULL,
    persons TEXT NOT NULL,
    plus INTEGER NOT NULL,
    stream_state TEXT NOT NULL,
    popularity_month INTEGER NOT NULL,
    trending_week INTEGER NOT NULL,
    season_id TEXT,
    show_id TEXT,
    episode_number INTEGER,
    event_type TEXT,
    image_name TEXT NOT NULL,
    sort_ar INTEGER NOT NULL DEFAULT 0,
    sort_en INTEGER NOT NULL DEFAULT 0,
    sort_fr INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX products_type_date ON products(product_type, release_date);
  CREATE INDEX products_type_popular ON products(product_type, popularity_month);
  CREATE INDEX products_type_trending ON products(product_type, trending_week);
  CREATE INDEX products_type_sort_ar ON products(product_type, sort_ar);
  CREATE INDEX products_type_sort_en ON products(product_type, sort_en);
  CREATE INDEX products_type_sort_fr ON products(product_type, sort_fr);
  CREATE INDEX products_date ON products(release_date);
  CREATE INDEX products_show ON products(show_id);
  CREATE TABLE product_genres (
    product_id TEXT NOT NULL, genre_id TEXT NOT NULL, position INTEGER NOT NULL,
    PRIMARY KEY (product_id, genre_id)
  ) WITHOUT ROWID;
  CREATE INDEX product_genres_by_genre ON product_genres(genre_id, product_id);
  CREATE TABLE seasons (id TEXT PRIMARY KEY, show_id TEXT NOT NULL, season_number INTEGER NOT NULL);
  CREATE TABLE carousels (id TEXT PRIMARY KEY, title TEXT NOT NULL);
  CREATE TABLE carousel_items (
    carousel_id TEXT NOT NULL, position INTEGER NOT NULL, product_id TEXT NOT NULL,
    PRIMARY KEY (carousel_id, position)
  ) WITHOUT ROWID;
  CREATE TABLE editorial_pages (id TEXT PRIMARY KEY, title TEXT NOT NULL);
  CREATE TABLE editorial_page_carousels (
    page_id TEXT NOT NULL, position INTEGER NOT NULL, carousel_id TEXT NOT NULL,
    PRIMARY KEY (page_id, position)
  ) WITHOUT ROWID;
  CREATE TABLE metadata (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  CREATE TABLE sessions (
    session_key TEXT PRIMARY KEY, app_key TEXT NOT NULL, uuid TEXT NOT NULL,
    created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL
  );
  CREATE INDEX sessions_by_expiry ON sessions(expires_at);
  CREATE TABLE entries (
    id TEXT PRIMARY KEY, type_id TEXT NOT NULL, type_alias TEXT NOT NULL, entry_alias TEXT NOT NULL,
    created_at TEXT NOT NULL, updated_at TEXT NOT NULL, fields TEXT NOT NULL DEFAULT '{}',
    UNIQUE (type_alias, entry_alias)
  );
  CREATE INDEX entries_by_alias ON entries(entry_alias);
  CREATE TABLE screen_versions (
    screen_id TEXT NOT NULL, version INTEGER NOT NULL, document TEXT NOT NULL,
    created_at TEXT NOT NULL, summary TEXT NOT NULL,
    PRIMARY KEY (screen_id, version)
  );
  `,
  // The management API records who published each version; older rows came from the seed.
  `ALTER TABLE screen_versions ADD COLUMN author TEXT NOT NULL DEFAULT 'seed';`,
];

const metaRowSchema = z.object({ value: z.string() });

export function readMeta(db: Database.Database, key: string): string | undefined {
  const row: unknown = db.prepare("SELECT value FROM meta WHERE key = ?").get(key);
  return row === undefined ? undefined : metaRowSchema.parse(row).value;
}

export function writeMeta(db: Database.Database, key: string, value: string): void {
  db.prepare("INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value").run(
    key,
    value,
  );
}

/** Applies pending migrations. Call inside the start-up transaction. Returns how many ran. */
export function migrate(db: Database.Database): number {
  db.exec("CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)");
  const applied = Number(readMeta(db, "schemaVersion") ?? "0");
  const pending = migrations.slice(applied);
  for (const sql of pending) db.exec(sql);
  writeMeta(db, "schemaVersion", String(migrations.length));
  return pending.length;
}
