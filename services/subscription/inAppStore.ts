/**
 * The subscription service's in-app payment rows (inAppSchema.ts `subscription_in_app_*`): each in-app order's
 * purchase (the store, the app account token bound to it, the store product, then the store subscription it holds and
 * the `user_subscriptions` row it pays), the store proofs already used, and the notifications already handled; and
 * the writes in-app payments make to `user_subscriptions` beyond cardSubscriptions.ts (a new end date and package, a
 * status). Also the type of the profile a session watches as (the kid check). Rows are checked with zod as read.
 */
import type Database from "better-sqlite3";
import { z } from "zod";
import type { StoreName } from "../storeProvider/storeCatalogue";

const purchaseRowSchema = z.object({
  order_id: z.string(),
  user_id: z.string(),
  store: z.enum(["apple", "google"]),
  app_account_token: z.string(),
  store_product_id: z.string(),
  store_subscription_id: z.string().nullable(),
  position: z.number().int().nullable(),
  last_event_at: z.number().int(),
});
export type InAppPurchaseRow = z.output<typeof purchaseRowSchema>;

const subscriptionRowSchema = z.object({ sku: z.string(), status: z.string(), next_sku: z.string().nullable(), end_date: z.string(), payment_method_name: z.string() });
export type InAppSubscriptionRow = z.output<typeof subscriptionRowSchema>;

export type InAppStore = ReturnType<typeof createInAppStore>;

export function createInAppStore(db: Database.Database) {
  const one = (sql: string, ...values: (string | number)[]): InAppPurchaseRow | undefined => {
    const raw: unknown = db.prepare(`SELECT * FROM subscription_in_app_purchases WHERE ${sql}`).get(...values);
    return raw === undefined ? undefined : purchaseRowSchema.parse(raw);
  };
  return {
    insertPurchase(purchase: { orderId: string; userId: string; store: StoreName; appAccountToken: string; storeProductId: string; at: Date }): void {
      db.prepare(
        `INSERT INTO subscription_in_app_purchases (order_id, user_id, store, app_account_token, store_product_id, created_at) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (order_id) DO NOTHING`,
      ).run(purchase.orderId, purchase.userId, purchase.store, purchase.appAccountToken, purchase.storeProductId, purchase.at.getTime());
    },
    byOrder: (orderId: string) => one("order_id = ?", orderId),
    byAccountToken: (token: string) => one("app_account_token = ?", token),
    bySubscription: (store: StoreName, id: string) => one("store = ? AND store_subscription_id = ?", store, id),
    atPosition: (userId: string, position: number) => one("user_id = ? AND position = ?", userId, position),
    /** Whether the token is one of the account's (bound to one of its orders). */
    isAccountsToken: (userId: string, token: string): boolean => one("user_id = ? AND app_account_token = ?", userId, token) !== undefined,
    /** The store subscription the order holds and, when it made one, the subscription row it pays. */
    link(orderId: string, storeSubscriptionId: string, position: number | null): void {
      db.prepare("UPDATE subscription_in_app_purchases SET store_subscription_id = ?, position = ? WHERE order_id = ?").run(storeSubscriptionId, position, orderId);
    },
    /** Google's change of product: the order's subscription is now the new purchase token. */
    relink(orderId: string, storeSubscriptionId: string): void {
      db.prepare("UPDATE subscription_in_app_purchases SET store_subscription_id = ? WHERE order_id = ?").run(storeSubscriptionId, orderId);
    },
    /** Records a store event's time; true when it is not older than every one applied (a late one changes no status). */
    applyEvent: (orderId: string, at: number): boolean =>
      db.prepare("UPDATE subscription_in_app_purchases SET last_event_at = ? WHERE order_id = ? AND last_event_at <= ?").run(at, orderId, at).changes === 1,
    proofUsedBy(store: StoreName, proofId: string): string | undefined {
      const value: unknown = db.prepare("SELECT order_id FROM subscription_in_app_proofs WHERE store = ? AND proof_id = ?").pluck().get(store, proofId);
      return typeof value === "string" ? value : undefined;
    },
    useProof(store: StoreName, proofId: string, orderId: string, at: Date): void {
      db.prepare("INSERT INTO subscription_in_app_proofs (store, proof_id, order_id, used_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING").run(store, proofId, orderId, at.getTime());
    },
    /** Marks a notification handled; false when it already was. */
    recordNotification: (store: StoreName, id: string, at: Date): boolean =>
      db.prepare("INSERT INTO subscription_in_app_notifications (store, notification_id, received_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING").run(store, id, at.getTime()).changes === 1,
    subscriptionRow(userId: string, position: number): InAppSubscriptionRow | undefined {
      const raw: unknown = db.prepare("SELECT sku, status, next_sku, end_date, payment_method_name FROM user_subscriptions WHERE user_id = ? AND position = ?").get(userId, position);
      return raw === undefined ? undefined : subscriptionRowSchema.parse(raw);
    },
    lastPosition(userId: string): number | undefined {
      const value: unknown = db.prepare("SELECT max(position) FROM user_subscriptions WHERE user_id = ?").pluck().get(userId);
      return typeof value === "number" ? value : undefined;
    },
    /** A new period paid: the new end date and the package it is in from now on, no change scheduled. */
    extend(userId: string, position: number, change: { endDate: Date; sku: string }): void {
      db.prepare("UPDATE user_subscriptions SET end_date = ?, sku = ?, next_sku = NULL WHERE user_id = ? AND position = ?").run(change.endDate.toISOString(), change.sku, userId, position);
    },
    setStatus(userId: string, position: number, status: "ACTIVE" | "ACTIVE_CANCELED" | "REMOVED"): void {
      db.prepare("UPDATE user_subscriptions SET status = ? WHERE user_id = ? AND position = ?").run(status, userId, position);
    },
  };
}
