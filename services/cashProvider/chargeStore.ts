/**
 * `cash_provider_charges`: one row per charge request, keyed by its reference number (what the customer pays at an
 * outlet: nine random digits, the first not 0, as Fawry's, so references are not counted out one from another), with
 * the merchant's reference (unique: a repeated request is recognised by its hash and answered with the same charge),
 * the amount in minor units, the status (UNPAID, PAID, EXPIRED, CANCELED), the channel it was paid through and when.
 */
import { randomInt } from "node:crypto";
import type Database from "better-sqlite3";
import { z } from "zod";
import { chargeStatuses, type ChargeStatus } from "./cashSignature";

const chargeRowSchema = z.object({
  reference_number: z.string(),
  merchant_ref_number: z.string(),
  request_hash: z.string(),
  customer_profile_id: z.string(),
  amount_value: z.number().int(),
  currency: z.string(),
  description: z.string(),
  language: z.string(),
  status: z.enum(chargeStatuses),
  payment_method: z.string().nullable(),
  created_at: z.number().int(),
  expires_at: z.number().int(),
  paid_at: z.number().int().nullable(),
  updated_at: z.number().int(),
});
export type ChargeRow = z.output<typeof chargeRowSchema>;

export interface NewCharge {
  merchantRefNumber: string;
  requestHash: string;
  customerProfileId: string;
  amount: { value: number; currency: string };
  description: string;
  language: string;
  expiresAt: Date;
}

/** Nine digits, the first not 0. */
export function newReferenceNumber(): string {
  return String(randomInt(100_000_000, 1_000_000_000));
}

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && "code" in error && error.code === "SQLITE_CONSTRAINT_PRIMARYKEY";
}

export type ChargeStore = ReturnType<typeof createChargeStore>;

export function createChargeStore(db: Database.Database) {
  const one = (sql: string, value: string): ChargeRow | undefined => {
    const raw: unknown = db.prepare(`SELECT * FROM cash_provider_charges WHERE ${sql}`).get(value);
    return raw === undefined ? undefined : chargeRowSchema.parse(raw);
  };
  const byReference = (referenceNumber: string) => one("reference_number = ?", referenceNumber);
  return {
    byReference,
    byMerchantRef: (merchantRefNumber: string) => one("merchant_ref_number = ?", merchantRefNumber),
    /** Stores a new UNPAID charge under a fresh reference number (another one on the rare collision). */
    insert(charge: NewCharge, now: Date): ChargeRow {
      for (let attempt = 0; ; attempt += 1) {
        const referenceNumber = newReferenceNumber();
        try {
          db.prepare(
            `INSERT INTO cash_provider_charges (reference_number, merchant_ref_number, request_hash, customer_profile_id, amount_value, currency,
               description, language, status, created_at, expires_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'UNPAID', ?, ?, ?)`,
          ).run(
            referenceNumber,
            charge.merchantRefNumber,
            charge.requestHash,
            charge.customerProfileId,
            charge.amount.value,
            charge.amount.currency,
            charge.description,
            charge.language,
            now.getTime(),
            charge.expiresAt.getTime(),
            now.getTime(),
          );
        } catch (error) {
          if (isUniqueViolation(error) && attempt < 5) continue;
          throw error;
        }
        const row = byReference(referenceNumber);
        if (row === undefined) throw new Error("The charge just stored is not there.");
        return row;
      }
    },
    /** UNPAID becomes `status` (PAID with its channel and time); false when it was no longer UNPAID. */
    settle(referenceNumber: string, status: Exclude<ChargeStatus, "UNPAID">, now: Date, paymentMethod?: string): boolean {
      return (
        db
          .prepare("UPDATE cash_provider_charges SET status = ?, payment_method = ?, paid_at = ?, updated_at = ? WHERE reference_number = ? AND status = 'UNPAID'")
          .run(status, paymentMethod ?? null, status === "PAID" ? now.getTime() : null, now.getTime(), referenceNumber).changes === 1
      );
    },
    /** The reference numbers of UNPAID charges whose expiry has come. */
    dueExpiries: (now: Date, limit = 100): string[] =>
      db
        .prepare("SELECT reference_number FROM cash_provider_charges WHERE status = 'UNPAID' AND expires_at <= ? ORDER BY expires_at LIMIT ?")
        .pluck()
        .all(now.getTime(), limit)
        .map((value) => z.string().parse(value)),
  };
}
