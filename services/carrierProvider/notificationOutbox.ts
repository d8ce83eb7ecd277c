/**
 * The carrier provider's notification outbox (`carrier_provider_notifications`): every charge's result and every
 * contract event is written there, in the transaction that decides it, as the body the receiver gets without its
 * signature, then sent by notificationSender.ts until the receiver takes it. Each try is signed as it is sent, with
 * the key of the running provider, so a key changed between runs still signs what an earlier run queued.
 */
import type Database from "better-sqlite3";
import { z } from "zod";
import { carrierNotificationSchema, signCarrierNotification } from "./notificationSignature";

/** A queued body with its `signature` made with the key (hex). */
export function signedCarrierNotification(body: string, hmacKey: string): string {
  const notification = carrierNotificationSchema.parse(JSON.parse(body));
  return JSON.stringify({ ...notification, signature: signCarrierNotification(notification, hmacKey) });
}

const outboxRowSchema = z.object({ id: z.number().int(), contract_id: z.string(), body: z.string(), attempts: z.number().int() });
export type CarrierOutboxRow = z.output<typeof outboxRowSchema>;

export type CarrierNotificationOutbox = ReturnType<typeof createCarrierNotificationOutbox>;

export function createCarrierNotificationOutbox(db: Database.Database) {
  /** Queues a body, due at once (`at`, in wall-clock milliseconds: retries run on the real clock). */
  const add = (contractId: string, body: string, at: number): void => {
    db.prepare("INSERT INTO carrier_provider_notifications (contract_id, body, created_at, next_at) VALUES (?, ?, ?, ?)").run(contractId, body, at, at);
  };
  return {
    add,
    /** Queues the contract's latest notification again, the same body; false when it has none. */
    resendLatest(contractId: string, at: number): boolean {
      const raw: unknown = db.prepare("SELECT id, contract_id, body, attempts FROM carrier_provider_notifications WHERE contract_id = ? ORDER BY id DESC LIMIT 1").get(contractId);
      if (raw === undefined) return false;
      add(contractId, outboxRowSchema.parse(raw).body, at);
      return true;
    },
    due(at: number, limit = 20): CarrierOutboxRow[] {
      return db
        .prepare("SELECT id, contract_id, body, attempts FROM carrier_provider_notifications WHERE next_at IS NOT NULL AND next_at <= ? ORDER BY next_at, id LIMIT ?")
        .all(at, limit)
        .map((row) => outboxRowSchema.parse(row));
    },
    /** When the next queued notification is due; undefined when none is waiting. */
    nextDue(): number | undefined {
      const raw: unknown = db.prepare("SELECT MIN(next_at) AS next FROM carrier_provider_notifications WHERE next_at IS NOT NULL").get();
      return z.object({ next: z.number().nullable() }).parse(raw).next ?? undefined;
    },
    delivered(id: number, at: number): void {
      db.prepare("UPDATE carrier_provider_notifications SET attempts = attempts + 1, delivered_at = ?, next_at = NULL, last_error = NULL WHERE id = ?").run(at, id);
    },
    /** A failed try: due again at `nextAt`, or given up (undefined). */
    failed(id: number, error: string, nextAt: number | undefined): void {
      db.prepare("UPDATE carrier_provider_notifications SET attempts = attempts + 1, next_at = ?, last_error = ? WHERE id = ?").run(nextAt ?? null, error.slice(0, 500), id);
    },
  };
}
