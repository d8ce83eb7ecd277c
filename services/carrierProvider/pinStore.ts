/**
 * The PIN a contract is confirmed with (`carrier_provider_pins`, one per contract): four random digits, kept only as a
 * hash with the contract id, good for 120 s and three tries (the third wrong one kills it); a resend replaces it with a
 * new one (the old one dies, the tries start again), at most three resends, 30 s apart. Times are the provider
 * clock's milliseconds, so tests move them.
 */
import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import type Database from "better-sqlite3";
import { z } from "zod";

export const pinRules = { length: 4, lifeMs: 120_000, maxAttempts: 3, maxResends: 3, resendGapMs: 30_000 } as const;

const pinRowSchema = z.object({
  pin_hash: z.string(),
  expires_at: z.number(),
  attempts: z.number().int(),
  resends: z.number().int(),
  sent_at: z.number(),
});
type PinRow = z.output<typeof pinRowSchema>;

/** What the merchant may show: the PIN's length, seconds until it expires and until a resend, what is left. */
export interface PinState {
  length: number;
  expiresIn: number;
  resendIn: number;
  resendsLeft: number;
  attemptsLeft: number;
}

export type PinCheck = { ok: true } | { ok: false; code: "PIN_EXPIRED" | "TOO_MANY_ATTEMPTS" | "NO_PIN" } | { ok: false; code: "WRONG_PIN"; attemptsLeft: number };
export type ResendCheck = { ok: true } | { ok: false; code: "TOO_MANY_RESENDS" } | { ok: false; code: "RESEND_TOO_SOON"; retryIn: number };

const hashOf = (contractId: string, pin: string): string => createHash("sha256").update(`${contractId}:${pin}`, "utf8").digest("hex");
const seconds = (ms: number): number => Math.max(0, Math.ceil(ms / 1000));

export type PinStore = ReturnType<typeof createPinStore>;

export function createPinStore(db: Database.Database) {
  const row = (contractId: string): PinRow | undefined => {
    const raw: unknown = db.prepare("SELECT pin_hash, expires_at, attempts, resends, sent_at FROM carrier_provider_pins WHERE contract_id = ?").get(contractId);
    return raw === undefined ? undefined : pinRowSchema.parse(raw);
  };
  const state = (contractId: string, now: number): PinState | undefined => {
    const pin = row(contractId);
    if (pin === undefined) return undefined;
    return {
      length: pinRules.length,
      expiresIn: seconds(pin.expires_at - now),
      resendIn: pin.resends >= pinRules.maxResends ? 0 : seconds(pin.sent_at + pinRules.resendGapMs - now),
      resendsLeft: pinRules.maxResends - pin.resends,
      attemptsLeft: Math.max(0, pinRules.maxAttempts - pin.attempts),
    };
  };
  return {
    state,
    /** A new PIN for the contract (the first, or a resend counted as one); returns it, for the SMS only. */
    issue(contractId: string, now: number, asResend: boolean): string {
      const pin = String(randomInt(0, 10 ** pinRules.length)).padStart(pinRules.length, "0");
      db.prepare(
        `INSERT INTO carrier_provider_pins (contract_id, pin_hash, expires_at, attempts, resends, sent_at) VALUES (?, ?, ?, 0, 0, ?)
         ON CONFLICT (contract_id) DO UPDATE SET pin_hash = excluded.pin_hash, expires_at = excluded.expires_at, attempts = 0,
           resends = resends + ?, sent_at = excluded.sent_at`,
      ).run(contractId, hashOf(contractId, pin), now + pinRules.lifeMs, now, asResend ? 1 : 0);
      return pin;
    },
    /** Whether another PIN may be sent now. */
    mayResend(contractId: string, now: number): ResendCheck {
      const pin = row(contractId);
      if (pin !== undefined && pin.resends >= pinRules.maxResends) return { ok: false, code: "TOO_MANY_RESENDS" };
      if (pin !== undefined && now < pin.sent_at + pinRules.resendGapMs) return { ok: false, code: "RESEND_TOO_SOON", retryIn: seconds(pin.sent_at + pinRules.resendGapMs - now) };
      return { ok: true };
    },
    /** Checks a PIN: a dead or expired one is refused before it is compared; a wrong one is counted. */
    check(contractId: string, given: string, now: number): PinCheck {
      const pin = row(contractId);
      if (pin === undefined) return { ok: false, code: "NO_PIN" };
      if (pin.attempts >= pinRules.maxAttempts) return { ok: false, code: "TOO_MANY_ATTEMPTS" };
      if (now >= pin.expires_at) return { ok: false, code: "PIN_EXPIRED" };
      const expected = Buffer.from(pin.pin_hash, "hex");
      const actual = Buffer.from(hashOf(contractId, given), "hex");
      if (actual.length === expected.length && timingSafeEqual(actual, expected)) return { ok: true };
      db.prepare("UPDATE carrier_provider_pins SET attempts = attempts + 1 WHERE contract_id = ?").run(contractId);
      const attemptsLeft = pinRules.maxAttempts - (pin.attempts + 1);
      return attemptsLeft <= 0 ? { ok: false, code: "TOO_MANY_ATTEMPTS" } : { ok: false, code: "WRONG_PIN", attemptsLeft };
    },
    /** The PIN was used: no second confirmation with it. */
    remove(contractId: string): void {
      db.prepare("DELETE FROM carrier_provider_pins WHERE contract_id = ?").run(contractId);
    },
  };
}
