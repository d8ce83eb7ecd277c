import type Database from "better-sqlite3";
import { z } from "zod";
import { recordAudit } from "./auditLog";
import { appendVersion, findVersion, latestVersion } from "./versionStore";

/**
 * Scheduled changes (issue 17): a version goes live at `runAt`; optionally another one replaces it at an end time,
 * either a given document or, with `restores`, whatever was live just before the start fired. The schedule lives in
 * the management service's database and runs there: a time missed while the service was down fires when it starts.
 */
export interface ScheduledChange {
  id: number;
  screenId: string;
  runAt: string;
  /** Ends restore what the start replaced: the id of that start. */
  restores: number | null;
  note: string;
  createdBy: string;
  createdAt: string;
  state: "pending" | "fired" | "cancelled";
  firedVersion: number | null;
  firedAt: string | null;
}

const rowSchema = z.object({
  id: z.number(),
  screen_id: z.string(),
  run_at: z.string(),
  document: z.string().nullable(),
  restores: z.number().nullable(),
  note: z.string(),
  created_by: z.string(),
  created_at: z.string(),
  state: z.enum(["pending", "fired", "cancelled"]),
  replaced_version: z.number().nullable(),
  fired_version: z.number().nullable(),
  fired_at: z.string().nullable(),
});
type Row = z.infer<typeof rowSchema>;

function changeOf(row: Row): ScheduledChange {
  return {
    id: row.id,
    screenId: row.screen_id,
    runAt: row.run_at,
    restores: row.restores,
    note: row.note,
    createdBy: row.created_by,
    createdAt: row.created_at,
    state: row.state,
    firedVersion: row.fired_version,
    firedAt: row.fired_at,
  };
}

export interface NewSchedule {
  screenId: string;
  runAt: Date;
  /** JSON text of the document that goes live. */
  document: string;
  note: string;
  createdBy: string;
  /** Optional end: at `at`, the given document, or (document undefined) the one the start replaced. */
  end?: { at: Date; document?: string };
}

function rows(db: Database.Database, sql: string, ...params: unknown[]): Row[] {
  return db
    .prepare(sql)
    .all(...params)
    .map((row) => rowSchema.parse(row));
}

export function createSchedule(db: Database.Database, now: Date, change: NewSchedule): ScheduledChange[] {
  const insert = db.prepare(
    "INSERT INTO schedules (screen_id, run_at, document, restores, note, created_by, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
  );
  const created = db.transaction(() => {
    const createdAt = now.toISOString();
    const start = insert.run(change.screenId, change.runAt.toISOString(), change.document, null, change.note, change.createdBy, createdAt);
    const ids = [Number(start.lastInsertRowid)];
    if (change.end) {
      const restores = change.end.document === undefined ? ids[0] : null;
      const endNote = `end of: ${change.note}`;
      const end = insert.run(change.screenId, change.end.at.toISOString(), change.end.document ?? null, restores, endNote, change.createdBy, createdAt);
      ids.push(Number(end.lastInsertRowid));
    }
    return ids;
  })();
  return rows(db, `SELECT * FROM schedules WHERE id IN (${created.map(() => "?").join(",")}) ORDER BY run_at, id`, ...created).map(changeOf);
}

/** Pending ones first (soonest first), then the last 50 fired or cancelled. */
export function listSchedules(db: Database.Database, screenId?: string): ScheduledChange[] {
  const pending = rows(db, "SELECT * FROM schedules WHERE state = 'pending' AND (@screen IS NULL OR screen_id = @screen) ORDER BY run_at, id", { screen: screenId ?? null });
  const done = rows(
    db,
    "SELECT * FROM schedules WHERE state != 'pending' AND (@screen IS NULL OR screen_id = @screen) ORDER BY COALESCE(fired_at, created_at) DESC, id DESC LIMIT 50",
    { screen: screenId ?? null },
  );
  return [...pending, ...done].map(changeOf);
}

export function findSchedule(db: Database.Database, id: number): ScheduledChange | undefined {
  const [row] = rows(db, "SELECT * FROM schedules WHERE id = ?", id);
  return row === undefined ? undefined : changeOf(row);
}

/** Cancels a pending change and the pending end that restores it; false when it is not pending. */
export function cancelSchedule(db: Database.Database, id: number): boolean {
  return db.transaction(() => {
    const changed = db.prepare("UPDATE schedules SET state = 'cancelled' WHERE id = ? AND state = 'pending'").run(id).changes > 0;
    if (changed) db.prepare("UPDATE schedules SET state = 'cancelled' WHERE restores = ? AND state = 'pending'").run(id);
    return changed;
  })();
}

/**
 * Fires every pending change due at `now`, oldest first, each as a new version (author `schedule:<who scheduled it>`)
 * and an audit entry. An end that restores a start that never fired is cancelled instead. Returns the fired ones.
 */
export function fireDueSchedules(db: Database.Database, now: Date): ScheduledChange[] {
  const fired: ScheduledChange[] = [];
  for (;;) {
    const [due] = rows(db, "SELECT * FROM schedules WHERE state = 'pending' AND run_at <= ? ORDER BY run_at, id LIMIT 1", now.toISOString());
    if (due === undefined) return fired;
    const done = db.transaction((): ScheduledChange | undefined => {
      const document = documentToFire(db, due);
      if (document === undefined) {
        db.prepare("UPDATE schedules SET state = 'cancelled' WHERE id = ?").run(due.id);
        return undefined;
      }
      const replaced = latestVersion(db, due.screen_id)?.version ?? null;
      const author = `schedule:${due.created_by}`;
      const row = appendVersion(db, due.screen_id, { author, now, reason: "schedule" }, () => ({ document, summary: `scheduled: ${due.note}` }));
      db.prepare("UPDATE schedules SET state = 'fired', replaced_version = ?, fired_version = ?, fired_at = ? WHERE id = ?").run(
        replaced,
        row.version,
        now.toISOString(),
        due.id,
      );
      recordAudit(db, now, { actor: author, action: "schedule-fired", screenId: due.screen_id, version: row.version, summary: due.note });
      return changeOf({ ...due, state: "fired", replaced_version: replaced, fired_version: row.version, fired_at: now.toISOString() });
    })();
    if (done) fired.push(done);
  }
}

function documentToFire(db: Database.Database, due: Row): string | undefined {
  if (due.document !== null) return due.document;
  if (due.restores === null) return undefined;
  const [start] = rows(db, "SELECT * FROM schedules WHERE id = ?", due.restores);
  if (start?.state !== "fired" || start.replaced_version === null) return undefined;
  return findVersion(db, due.screen_id, start.replaced_version)?.document;
}

/**
 * The time machine: the document a screen will have at `at`, with every pending change due by then applied in
 * order to today's latest version, without changing anything. undefined: the screen will not exist then.
 */
export function documentAt(db: Database.Database, screenId: string, at: Date): string | undefined {
  let current = latestVersion(db, screenId)?.document;
  const replacedBy = new Map<number, string | undefined>();
  for (const change of rows(db, "SELECT * FROM schedules WHERE screen_id = ? AND state = 'pending' AND run_at <= ? ORDER BY run_at, id", screenId, at.toISOString())) {
    if (change.document !== null) {
      replacedBy.set(change.id, current);
      current = change.document;
      continue;
    }
    if (change.restores === null) continue;
    // A start fired already replaced a stored version; a pending one replaced what this simulation had before it.
    const [start] = rows(db, "SELECT * FROM schedules WHERE id = ?", change.restores);
    if (start?.state === "fired" && start.replaced_version !== null) current = findVersion(db, screenId, start.replaced_version)?.document ?? current;
    else if (replacedBy.has(change.restores)) current = replacedBy.get(change.restores) ?? current;
  }
  return current;
}

/**
 * Runs `fireDueSchedules` at start (what fell due while the service was down) and every `intervalMs` after; the
 * app's 60 s layout freshness is the bound on when viewers see a change, so a one-second tick adds nothing noticeable.
 */
export function startScheduler(
  db: Database.Database,
  now: () => Date,
  options: { intervalMs?: number; onError?: (error: unknown) => void } = {},
): { stop(): void; tick(): ScheduledChange[] } {
  const tick = (): ScheduledChange[] => {
    try {
      return fireDueSchedules(db, now());
    } catch (error) {
      options.onError?.(error);
      return [];
    }
  };
  tick();
  const timer = setInterval(tick, options.intervalMs ?? 1000);
  timer.unref();
  return { stop: () => clearInterval(timer), tick };
}
