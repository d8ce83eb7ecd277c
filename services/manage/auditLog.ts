import type Database from "better-sqlite3";
import { z } from "zod";

/** Every write through the management API (issue 17): who, when, which screen, which version, what changed. */
export type AuditAction =
  | "publish"
  | "rollback"
  | "draft-created"
  | "draft-discarded"
  | "schedule-created"
  | "schedule-cancelled"
  | "schedule-fired"
  | "staff-created"
  | "staff-changed"
  | "token-created"
  | "token-revoked"
  | "password-reset"
  | "password-changed"
  | "sign-in";

export interface AuditEntry {
  id: number;
  at: string;
  actor: string;
  action: string;
  screenId: string | null;
  version: number | null;
  summary: string;
}

const rowSchema = z.object({
  id: z.number(),
  at: z.string(),
  actor: z.string(),
  action: z.string(),
  screen_id: z.string().nullable(),
  version: z.number().nullable(),
  summary: z.string(),
});

export interface AuditWrite {
  actor: string;
  action: AuditAction;
  screenId?: string;
  version?: number;
  summary: string;
}

export function recordAudit(db: Database.Database, at: Date, entry: AuditWrite): void {
  db.prepare("INSERT INTO audit_log (at, actor, action, screen_id, version, summary) VALUES (?, ?, ?, ?, ?, ?)").run(
    at.toISOString(),
    entry.actor,
    entry.action,
    entry.screenId ?? null,
    entry.version ?? null,
    entry.summary.slice(0, 2000),
  );
}

/** Newest first; `before` pages back by id. */
export function listAudit(db: Database.Database, query: { screenId?: string; before?: number; limit: number }): AuditEntry[] {
  const rows = db
    .prepare(
      `SELECT * FROM audit_log WHERE (@screen IS NULL OR screen_id = @screen) AND (@before IS NULL OR id < @before) ORDER BY id DESC LIMIT @limit`,
    )
    .all({ screen: query.screenId ?? null, before: query.before ?? null, limit: query.limit });
  return rows.map((row) => {
    const parsed = rowSchema.parse(row);
    return {
      id: parsed.id,
      at: parsed.at,
      actor: parsed.actor,
      action: parsed.action,
      screenId: parsed.screen_id,
      version: parsed.version,
      summary: parsed.summary,
    };
  });
}
