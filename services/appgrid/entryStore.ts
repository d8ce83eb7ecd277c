import type Database from "better-sqlite3";
import { z } from "zod";
import { findScreenVersion, screenType, type VersionChoice } from "./screenStore";

const entryRowSchema = z.object({
  id: z.string(),
  type_id: z.string(),
  type_alias: z.string(),
  entry_alias: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  fields: z.string(),
});
type EntryRow = z.infer<typeof entryRowSchema>;

export interface Entry {
  _meta: { id: string; typeId: string; typeAlias: string; entryAlias: string; creationDate: string; lastUpdateDate: string };
  [field: string]: unknown;
}

export interface EntryFilter {
  ids?: readonly string[];
  aliases?: readonly string[];
  typeId?: string;
  typeAlias?: string;
}

function jsonObject(text: string): Record<string, unknown> {
  const value: unknown = JSON.parse(text);
  return z.record(z.string(), z.unknown()).parse(value);
}

/** An entry as served at `choice`; undefined for a screen with no version at that time. */
function toEntry(db: Database.Database, row: EntryRow, choice: VersionChoice): Entry | undefined {
  const meta = {
    id: row.id,
    typeId: row.type_id,
    typeAlias: row.type_alias,
    entryAlias: row.entry_alias,
    creationDate: row.created_at,
    lastUpdateDate: row.updated_at,
  };
  if (row.type_alias !== screenType.alias) return { ...jsonObject(row.fields), _meta: meta };
  const version = findScreenVersion(db, row.entry_alias, choice);
  if (version === undefined) return undefined;
  const document: unknown = JSON.parse(version.document);
  return { _meta: { ...meta, lastUpdateDate: version.created_at }, screenId: row.entry_alias, document };
}

function whereFor(filter: EntryFilter): { sql: string; params: string[] } {
  const clauses: string[] = ["1 = 1"];
  const params: string[] = [];
  if (filter.ids !== undefined) {
    clauses.push("id IN (SELECT value FROM json_each(?))");
    params.push(JSON.stringify(filter.ids));
  }
  if (filter.aliases !== undefined) {
    clauses.push("entry_alias IN (SELECT value FROM json_each(?))");
    params.push(JSON.stringify(filter.aliases));
  }
  if (filter.typeId !== undefined) {
    clauses.push("type_id = ?");
    params.push(filter.typeId);
  }
  if (filter.typeAlias !== undefined) {
    clauses.push("type_alias = ?");
    params.push(filter.typeAlias);
  }
  return { sql: clauses.join(" AND "), params };
}

/** Matching entries as served at `choice`, in creation order (or in the order of `ids` when given). */
export function findEntries(db: Database.Database, filter: EntryFilter, choice: VersionChoice): Entry[] {
  const where = whereFor(filter);
  const rows = db
    .prepare(`SELECT * FROM entries WHERE ${where.sql} ORDER BY created_at, entry_alias`)
    .all(...where.params)
    .map((row) => entryRowSchema.parse(row));
  const ordered = filter.ids === undefined ? rows : filter.ids.flatMap((id) => rows.filter((row) => row.id === id));
  return ordered.flatMap((row) => toEntry(db, row, choice) ?? []);
}
