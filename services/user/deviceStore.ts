/**
 * The account's devices (issue 31 §3, spec 7 `devicesservice`, `edit`, `delete`): each live session is one, newest
 * use first (deviceSchema.ts). A device is named by its session's public id (`session_id`), never by its token.
 */
import type Database from "better-sqlite3";
import { z } from "zod";
import { sha256 } from "./secrets";

export interface DeviceRow {
  id: string;
  type: string;
  label: string | null;
  browser: string | null;
  os: string | null;
  createdAt: number;
  lastSeenAt: number;
  current: boolean;
}

const rowSchema = z.object({
  session_id: z.string(),
  device_type: z.string(),
  device_label: z.string().nullable(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  created_at: z.number(),
  last_seen_at: z.number().nullable(),
  current: z.number(),
});

export type DeviceStore = ReturnType<typeof createDeviceStore>;

export function createDeviceStore(db: Database.Database, now: () => Date) {
  const list = db.prepare(
    `SELECT session_id, device_type, device_label, browser, os, created_at, last_seen_at, token_hash = ? AS current
     FROM user_sessions WHERE user_id = ? AND expires_at > ? ORDER BY coalesce(last_seen_at, created_at) DESC, created_at DESC`,
  );
  return {
    /** The user's devices with a live session; `current` is the one `token` belongs to. */
    list(userId: string, token: string): DeviceRow[] {
      return list.all(sha256(token), userId, now().getTime()).map((row) => {
        const parsed = rowSchema.parse(row);
        return {
          id: parsed.session_id,
          type: parsed.device_type,
          label: parsed.device_label,
          browser: parsed.browser,
          os: parsed.os,
          createdAt: parsed.created_at,
          lastSeenAt: parsed.last_seen_at ?? parsed.created_at,
          current: parsed.current === 1,
        };
      });
    },
    /** Names one of the user's live devices; false when the user has no such device. */
    rename(userId: string, id: string, label: string): boolean {
      return db.prepare("UPDATE user_sessions SET device_label = ? WHERE session_id = ? AND user_id = ? AND expires_at > ?").run(label, id, userId, now().getTime()).changes > 0;
    },
    /** Signs one of the user's devices out (its session is deleted); false when the user has no such device. */
    remove(userId: string, id: string): boolean {
      return db.prepare("DELETE FROM user_sessions WHERE session_id = ? AND user_id = ?").run(id, userId).changes > 0;
    },
  };
}
