/**
 * The notifications' outbox (`cash_provider_notifications`): every change the merchant must hear of (a reference PAID
 * at an outlet, or EXPIRED unpaid) is written there, in the transaction that makes it, as the body the receiver gets,
 * then sent by cashNotificationSender.ts until the receiver takes it. Each try is signed as it is sent, with the key of
 * the running provider, so a key changed between runs (a random one in production) still signs what an earlier run
 * queued. A cancel asked by the merchant is not notified: the merchant has the answer already.
 */
import type Database from "better-sqlite3";
import { z } from "zod";
import { cashNotificationSchema, signCashNotification, type CashNotification } from "./cashSignature";
import type { ChargeRow } from "./chargeStore";

/** The body of the notification of a charge's current state, not yet signed. */
export function notificationFor(charge: ChargeRow): CashNotification {
  return {
    referenceNumber: charge.reference_number,
    merchantRefNumber: charge.merchant_ref_number,
    orderStatus: charge.status,
    amount: { value: charge.amount_value, currency: charge.currency },
    paymentMethod: charge.payment_method,
    paymentTime: charge.paid_at,
    expirationTime: charge.expires_at,
  };
}

/** A queued body with its `messageSignature` under the key (hex). */
export function signedNotification(body: string, hexKey: string): string {
  const parsed = cashNotificationSchema.parse(JSON.parse(body));
  return JSON.stringify({ ...parsed, messageSignature: signCashNotification(parsed, hexKey) });
}

const outboxRowSchema = z.object({ id: z.number().int(), reference_number: z.string(), body: z.string(), attempts: z.number().int() });
export type CashOutboxRow = z.output<typeof outboxRowSchema>;

export type CashNotificationOutbox = ReturnType<typeof createCashNotificationOutbox>;

export function createCashNotificationOutbox(db: Database.Database) {
  /** Queues a body, due at once (`at`, in wall-clock milliseconds). */
  const add = (referenceNumber: string, body: CashNotification | string, at: number): void => {
    const text = typeof body === "string" ? body : JSON.stringify(body);
    db.prepare("INSERT INTO cash_provider_notifications (reference_number, body, created_at, next_at) VALUES (?, ?, ?, ?)").run(referenceNumber, text, at, at);
  };
  return {
    add,
    /** Queues the charge's latest notification again; false when it has none. */
    resend(referenceNumber: string, at: number): boolean {
      const raw: unknown = db.prepare("SELECT * FROM cash_provider_notifications WHERE reference_number = ? ORDER BY id DESC LIMIT 1").get(referenceNumber);
      if (raw === undefined) return false;
      add(referenceNumber, outboxRowSchema.parse(raw).body, at);
      return true;
    },
    due(at: number, limit = 20): CashOutboxRow[] {
      return db
        .prepare("SELECT id, reference_number, body, attempts FROM cash_provider_notifications WHERE next_at IS NOT NULL AND next_at <= ? ORDER BY next_at, id LIMIT ?")
        .all(at, limit)
        .map((row) => outboxRowSchema.parse(row));
    },
    /** When the next queued notification is due; undefined when none is waiting. */
    nextDue(): number | undefined {
      const raw: unknown = db.prepare("SELECT MIN(next_at) AS next FROM cash_provider_notifications WHERE next_at IS NOT NULL").get();
      return z.object({ next: z.number().nullable() }).parse(raw).next ?? undefined;
    },
    delivered(id: number, at: number): void {
      db.prepare("UPDATE cash_provider_notifications SET attempts = attempts + 1, delivered_at = ?, next_at = NULL, last_error = NULL WHERE id = ?").run(at, id);
    },
    /** A failed try: due again at `nextAt`, or given up (undefined). */
    failed(id: number, error: string, nextAt: number | undefined): void {
      db.prepare("UPDATE cash_provider_notifications SET attempts = attempts + 1, next_at = ?, last_error = ? WHERE id = ?").run(nextAt ?? null, error.slice(0, 500), id);
    },
  };
}
