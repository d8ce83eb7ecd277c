/**
 * Pairing a TV (issue 31 §3): the device authorization grant of RFC 8628. The TV asks for a pairing (`start`) and
 * shows the short code; a signed-in user enters it on the website (`approve`, devicesservice/rendezvousCode); the
 * TV's next poll takes its session, once (`poll`). Codes last 10 minutes and are single-use. The code alphabet is
 * RFC 8628 §6.1's: twenty consonants, case-insensitive, no vowels (no words), no 0/O or 1/I to confuse; 8 of them
 * (about 34 bits) shown as `BCDF-GHJK`, dashes and spaces ignored when typed. Wrong codes are throttled by the caller
 * (deviceRoutes.ts); polling faster than the interval gets `slow_down` and 5 s more, as the RFC says.
 */
import { randomBytes, randomInt } from "node:crypto";
import type Database from "better-sqlite3";
import { z } from "zod";
import { sha256 } from "./secrets";

export const pairingAlphabet = "BCDFGHJKLMNPQRSTVWXZ";
export const pairingCodeLength = 8;
export const pairingLifeMs = 10 * 60 * 1000;
/** RFC 8628 §3.5: each `slow_down` adds 5 seconds to the interval. */
export const slowDownStepMs = 5000;

export interface PairingDevice {
  label: string;
  type: "TV";
}

export interface StartedPairing {
  deviceCode: string;
  userCode: string;
  expiresInSeconds: number;
  intervalSeconds: number;
}

export type PollOutcome =
  | { kind: "pending" }
  | { kind: "slow-down"; intervalSeconds: number }
  | { kind: "expired" }
  | { kind: "invalid" }
  | { kind: "approved"; userId: string; device: PairingDevice };

/** A new code shown on the TV, `XXXX-XXXX`. */
export function newUserCode(pick: (max: number) => number = randomInt): string {
  const letters = Array.from({ length: pairingCodeLength }, () => pairingAlphabet.charAt(pick(pairingAlphabet.length)));
  return `${letters.slice(0, 4).join("")}-${letters.slice(4).join("")}`;
}

/** A typed code as stored (upper case, no dashes or spaces), or undefined when it cannot be one. */
export function normalUserCode(typed: string): string | undefined {
  const code = typed.toUpperCase().replace(/[\s-]/g, "");
  if (code.length !== pairingCodeLength) return undefined;
  return [...code].every((letter) => pairingAlphabet.includes(letter)) ? code : undefined;
}

const pairingRow = z.object({
  device_label: z.string(),
  created_at: z.number(),
  expires_at: z.number(),
  interval_ms: z.number(),
  polled_at: z.number().nullable(),
  user_id: z.string().nullable(),
  state: z.enum(["pending", "approved", "done"]),
});

export type PairingStore = ReturnType<typeof createPairingStore>;

export function createPairingStore(db: Database.Database, now: () => Date, intervalMs: number) {
  const insert = db.prepare(
    `INSERT INTO device_pairings (device_code_hash, user_code_hash, device_label, device_type, created_at, expires_at, interval_ms)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const byDeviceCode = db.prepare("SELECT device_label, created_at, expires_at, interval_ms, polled_at, user_id, state FROM device_pairings WHERE device_code_hash = ?");
  return {
    /** A new pairing for the TV: its polling secret (never shown), the code it shows, how long and how often. */
    start(device: PairingDevice): StartedPairing {
      const created = now().getTime();
      db.prepare("DELETE FROM device_pairings WHERE expires_at < ?").run(created - pairingLifeMs);
      for (;;) {
        const deviceCode = randomBytes(32).toString("base64url");
        const userCode = newUserCode();
        const stored = normalUserCode(userCode) ?? userCode;
        // A code still stored (even used) is not handed out again while it lives: a collision draws anew.
        const taken = db.prepare("SELECT 1 FROM device_pairings WHERE user_code_hash = ?").get(sha256(stored)) !== undefined;
        if (taken) continue;
        insert.run(sha256(deviceCode), sha256(stored), device.label, device.type, created, created + pairingLifeMs, intervalMs);
        return { deviceCode, userCode, expiresInSeconds: pairingLifeMs / 1000, intervalSeconds: Math.ceil(intervalMs / 1000) };
      }
    },
    /** The user's approval of a typed code: the TV it names, or undefined for a code that is wrong, used or expired. */
    approve(userId: string, typed: string): PairingDevice | undefined {
      const code = normalUserCode(typed);
      if (code === undefined) return undefined;
      return db.transaction(() => {
        const row: unknown = db
          .prepare("SELECT device_label FROM device_pairings WHERE user_code_hash = ? AND state = 'pending' AND expires_at > ?")
          .get(sha256(code), now().getTime());
        if (row === undefined) return undefined;
        db.prepare("UPDATE device_pairings SET state = 'approved', user_id = ? WHERE user_code_hash = ?").run(userId, sha256(code));
        return { label: z.object({ device_label: z.string() }).parse(row).device_label, type: "TV" as const };
      }).immediate();
    },
    /** One poll of the TV (RFC 8628 §3.4, §3.5): approved once, then the code is spent. */
    poll(deviceCode: string): PollOutcome {
      return db.transaction((): PollOutcome => {
        const found: unknown = byDeviceCode.get(sha256(deviceCode));
        if (found === undefined) return { kind: "invalid" };
        const row = pairingRow.parse(found);
        const at = now().getTime();
        if (row.state === "done") return { kind: "invalid" };
        if (row.expires_at <= at) return { kind: "expired" };
        if (row.polled_at !== null && at - row.polled_at < row.interval_ms) {
          const slower = row.interval_ms + slowDownStepMs;
          db.prepare("UPDATE device_pairings SET interval_ms = ?, polled_at = ? WHERE device_code_hash = ?").run(slower, at, sha256(deviceCode));
          return { kind: "slow-down", intervalSeconds: Math.ceil(slower / 1000) };
        }
        db.prepare("UPDATE device_pairings SET polled_at = ? WHERE device_code_hash = ?").run(at, sha256(deviceCode));
        if (row.state === "pending" || row.user_id === null) return { kind: "pending" };
        db.prepare("UPDATE device_pairings SET state = 'done' WHERE device_code_hash = ?").run(sha256(deviceCode));
        return { kind: "approved", userId: row.user_id, device: { label: row.device_label, type: "TV" } };
      }).immediate();
    },
  };
}
