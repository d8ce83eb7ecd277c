/**
 * The store stand-ins' rows (services/subscription/inAppSchema.ts `store_provider_*`): the store subscriptions and the
 * periods paid (transactions). Both stores share the tables; every read names its store, so one store never sees the
 * other's. Rows are checked with zod as they are read. Times are the stand-in's clock, in milliseconds.
 */
import type Database from "better-sqlite3";
import { z } from "zod";
import type { StoreName } from "./storeCatalogue";

export const storeStatuses = ["ACTIVE", "EXPIRED", "REPLACED"] as const;
export type StoreStatus = (typeof storeStatuses)[number];
export const transactionReasons = ["PURCHASE", "RENEWAL", "UPGRADE"] as const;
export type TransactionReason = (typeof transactionReasons)[number];

const subscriptionRowSchema = z.object({
  id: z.string(),
  store: z.enum(["apple", "google"]),
  product_id: z.string(),
  next_product_id: z.string().nullable(),
  app_account_token: z.string(),
  status: z.enum(storeStatuses),
  auto_renew: z.number().int().transform((value) => value === 1),
  acknowledged: z.number().int().transform((value) => value === 1),
  linked_id: z.string().nullable(),
  latest_transaction_id: z.string(),
  purchased_at: z.number().int(),
  expires_at: z.number().int(),
});
export type StoreSubscription = z.output<typeof subscriptionRowSchema>;

const transactionRowSchema = z.object({
  transaction_id: z.string(),
  subscription_id: z.string(),
  product_id: z.string(),
  reason: z.enum(transactionReasons),
  purchased_at: z.number().int(),
  expires_at: z.number().int(),
});
export type StoreTransaction = z.output<typeof transactionRowSchema>;

export interface NewStoreSubscription {
  id: string;
  productId: string;
  appAccountToken: string;
  linkedId: string | undefined;
  transaction: NewTransaction;
}

export interface NewTransaction {
  transactionId: string;
  productId: string;
  reason: TransactionReason;
  purchasedAt: number;
  expiresAt: number;
}

export type StoreRecords = ReturnType<typeof createStoreRecords>;

export function createStoreRecords(db: Database.Database, store: StoreName, now: () => Date) {
  const addTransaction = (subscriptionId: string, transaction: NewTransaction): void => {
    db.prepare("INSERT INTO store_provider_transactions (transaction_id, subscription_id, product_id, reason, purchased_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)").run(
      transaction.transactionId,
      subscriptionId,
      transaction.productId,
      transaction.reason,
      transaction.purchasedAt,
      transaction.expiresAt,
    );
  };
  const stamp = () => now().getTime();
  return {
    subscription(id: string): StoreSubscription | undefined {
      const raw: unknown = db.prepare("SELECT * FROM store_provider_subscriptions WHERE id = ? AND store = ?").get(id, store);
      return raw === undefined ? undefined : subscriptionRowSchema.parse(raw);
    },
    transaction(transactionId: string): StoreTransaction | undefined {
      const raw: unknown = db
        .prepare("SELECT t.* FROM store_provider_transactions t JOIN store_provider_subscriptions s ON s.id = t.subscription_id WHERE t.transaction_id = ? AND s.store = ?")
        .get(transactionId, store);
      return raw === undefined ? undefined : transactionRowSchema.parse(raw);
    },
    /** A new store subscription and its first period. */
    insert(subscription: NewStoreSubscription): void {
      const { transaction } = subscription;
      db.prepare(
        `INSERT INTO store_provider_subscriptions (id, store, product_id, app_account_token, status, auto_renew, linked_id, latest_transaction_id,
           purchased_at, expires_at, updated_at) VALUES (?, ?, ?, ?, 'ACTIVE', 1, ?, ?, ?, ?, ?)`,
      ).run(subscription.id, store, subscription.productId, subscription.appAccountToken, subscription.linkedId ?? null, transaction.transactionId, transaction.purchasedAt, transaction.expiresAt, stamp());
      addTransaction(subscription.id, transaction);
    },
    /** A period paid on the subscription (a renewal, an upgrade, a resubscription): its product and end from now on. */
    addPeriod(id: string, transaction: NewTransaction): void {
      addTransaction(id, transaction);
      db.prepare(
        `UPDATE store_provider_subscriptions SET product_id = ?, next_product_id = NULL, status = 'ACTIVE', auto_renew = 1, latest_transaction_id = ?,
           expires_at = ?, updated_at = ? WHERE id = ? AND store = ?`,
      ).run(transaction.productId, transaction.transactionId, transaction.expiresAt, stamp(), id, store);
    },
    setAutoRenew(id: string, on: boolean): void {
      db.prepare("UPDATE store_provider_subscriptions SET auto_renew = ?, updated_at = ? WHERE id = ? AND store = ?").run(on ? 1 : 0, stamp(), id, store);
    },
    /** The product the next renewal bills (a downgrade); null: its own. */
    setNextProduct(id: string, productId: string | null): void {
      db.prepare("UPDATE store_provider_subscriptions SET next_product_id = ?, updated_at = ? WHERE id = ? AND store = ?").run(productId, stamp(), id, store);
    },
    setStatus(id: string, status: StoreStatus): void {
      db.prepare("UPDATE store_provider_subscriptions SET status = ?, updated_at = ? WHERE id = ? AND store = ?").run(status, stamp(), id, store);
    },
    acknowledge(id: string): void {
      db.prepare("UPDATE store_provider_subscriptions SET acknowledged = 1, updated_at = ? WHERE id = ? AND store = ?").run(stamp(), id, store);
    },
  };
}
