/**
 * The store stand-ins' notification outbox (`store_provider_notifications`), sent by the providers' shared sender
 * (services/providerKit/notificationSender.ts). Every store event (a
 * purchase, a renewal, auto-renew turned off or on, an expiry, a change of product) is queued in the transaction that
 * decides it, as the exact body the receiver gets (Apple's `{ signedPayload }`, signed when queued with the kept key;
 * Google's Pub/Sub push), then sent at once and again after 1 s, 5 s, 30 s, 2 min, 10 min, 30 min, 1 h, 2 h and 4 h
 * until the receiver answers 2xx (as both stores retry). The queue is in the database, so what was not delivered
 * before a restart goes out after it. The log lines name the store subscription's store and the try, never the body.
 */
import type Database from "better-sqlite3";
import { z } from "zod";
import type { StoreName } from "./storeCatalogue";

const outboxRowSchema = z.object({ id: z.number().int(), body: z.string(), attempts: z.number().int() });
type OutboxRow = z.output<typeof outboxRowSchema>;

export type StoreOutbox = ReturnType<typeof createStoreOutbox>;

export function createStoreOutbox(db: Database.Database, store: StoreName) {
  return {
    /** Queues a body, due at once (wall-clock milliseconds: retries run on the real clock). */
    add(subscriptionId: string, body: string): void {
      const at = Date.now();
      db.prepare("INSERT INTO store_provider_notifications (store, subscription_id, body, created_at, next_at) VALUES (?, ?, ?, ?, ?)").run(store, subscriptionId, body, at, at);
    },
    due: (at: number): OutboxRow[] =>
      db
        .prepare("SELECT id, body, attempts FROM store_provider_notifications WHERE store = ? AND next_at IS NOT NULL AND next_at <= ? ORDER BY next_at, id LIMIT 20")
        .all(store, at)
        .map((row) => outboxRowSchema.parse(row)),
    nextDue(): number | undefined {
      const value: unknown = db.prepare("SELECT MIN(next_at) FROM store_provider_notifications WHERE store = ? AND next_at IS NOT NULL").pluck().get(store);
      return typeof value === "number" ? value : undefined;
    },
    delivered(id: number, at: number): void {
      db.prepare("UPDATE store_provider_notifications SET attempts = attempts + 1, delivered_at = ?, next_at = NULL, last_error = NULL WHERE id = ?").run(at, id);
    },
    failed(id: number, error: string, nextAt: number | undefined): void {
      db.prepare("UPDATE store_provider_notifications SET attempts = attempts + 1, next_at = ?, last_error = ? WHERE id = ?").run(nextAt ?? null, error.slice(0, 500), id);
    },
  };
}
