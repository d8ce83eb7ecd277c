/**
 * Set-top boxes (issue 31 §3, spec 7 "Favourites, devices and set-top box": `misc/setupBox/add`, `setupBox/get`). The
 * registry holds each box the operator shipped: its serial number, the model, and the linking code printed on its
 * sticker beside the serial, stored as a SHA-256 digest only. A box is linked to at most one account; its owner names
 * it and unlinks it from the account's devices (deviceRoutes.ts lists linked boxes as devices of type STB).
 */
import type Database from "better-sqlite3";
import { z } from "zod";
import { sha256 } from "./secrets";

export const setTopBoxTable = `
  CREATE TABLE set_top_boxes (
    serial TEXT PRIMARY KEY, code_hash TEXT NOT NULL, model TEXT NOT NULL, seeded INTEGER NOT NULL DEFAULT 0,
    user_id TEXT, label TEXT, linked_at INTEGER
  ) WITHOUT ROWID;
  CREATE INDEX set_top_boxes_by_user ON set_top_boxes(user_id);
`;

export interface LinkedBox {
  serial: string;
  model: string;
  label: string | null;
  linkedAt: number;
}

const linkedSchema = z.object({ serial: z.string(), model: z.string(), label: z.string().nullable(), linked_at: z.number() });
const boxSchema = z.object({ code_hash: z.string(), seeded: z.number() });

/** A serial as printed ("SB-1000 0001") or typed in any case: letters and digits only, upper case. */
export function normalizeSerial(serial: string): string {
  return serial.toUpperCase().replace(/[^A-Z0-9]/g, "");
}

export const codeDigest = (serial: string, code: string) => sha256(`${normalizeSerial(serial)}:${code.replace(/\D/g, "")}`);

/** The development registry: boxes whose codes are public (README), linkable only with the development defaults. */
export const seedBoxes = [
  { serial: "SB10000001", code: "48271936", model: "GOBX-4K" },
  { serial: "SB10000002", code: "73015582", model: "GOBX-4K" },
  { serial: "SB10000003", code: "19640427", model: "GOBX-HD" },
] as const;

export type SetTopBoxStore = ReturnType<typeof createSetTopBoxStore>;

export function createSetTopBoxStore(db: Database.Database, now: () => Date) {
  const toLinked = (row: unknown): LinkedBox => {
    const parsed = linkedSchema.parse(row);
    return { serial: parsed.serial, model: parsed.model, label: parsed.label, linkedAt: parsed.linked_at };
  };
  return {
    /** The registry's box of this serial, when `code` is its sticker's; undefined otherwise (one answer for both). */
    check(serial: string, code: string): { seeded: boolean } | undefined {
      const row: unknown = db.prepare("SELECT code_hash, seeded FROM set_top_boxes WHERE serial = ?").get(normalizeSerial(serial));
      if (row === undefined) return undefined;
      const box = boxSchema.parse(row);
      return box.code_hash === codeDigest(serial, code) ? { seeded: box.seeded === 1 } : undefined;
    },
    /** Links the box to the user (again: renamed when a label is given); false when another account holds it. */
    link(userId: string, serial: string, label: string | null): boolean {
      const result = db
        .prepare(
          `UPDATE set_top_boxes SET user_id = ?, label = coalesce(?, CASE WHEN user_id = ? THEN label END),
           linked_at = CASE WHEN user_id = ? THEN linked_at ELSE ? END
           WHERE serial = ? AND (user_id IS NULL OR user_id = ?)`,
        )
        .run(userId, label, userId, userId, now().getTime(), normalizeSerial(serial), userId);
      return result.changes > 0;
    },
    list(userId: string): LinkedBox[] {
      return db.prepare("SELECT serial, model, label, linked_at FROM set_top_boxes WHERE user_id = ? ORDER BY linked_at DESC").all(userId).map(toLinked);
    },
    rename(userId: string, serial: string, label: string): boolean {
      return db.prepare("UPDATE set_top_boxes SET label = ? WHERE serial = ? AND user_id = ?").run(label, serial, userId).changes > 0;
    },
    /** Unlinks the box; it keeps no name of its former owner's. */
    unlink(userId: string, serial: string): boolean {
      return db.prepare("UPDATE set_top_boxes SET user_id = NULL, label = NULL, linked_at = NULL WHERE serial = ? AND user_id = ?").run(serial, userId).changes > 0;
    },
    /** Adds the development registry's boxes that are missing (idempotent). */
    seed(): void {
      const insert = db.prepare("INSERT OR IGNORE INTO set_top_boxes (serial, code_hash, model, seeded) VALUES (?, ?, ?, 1)");
      for (const box of seedBoxes) insert.run(box.serial, codeDigest(box.serial, box.code), box.model);
    },
  };
}
