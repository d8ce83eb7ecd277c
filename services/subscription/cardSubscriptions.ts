/**
 * The writes card payments make to the accounts' `user_subscriptions` rows (the user service's table, read through
 * services/user/userStore.ts). Rows are listed by `position` and the active subscription is the first active SVOD row
 * (subscriber.ts `activeRow`), so a new subscription takes the next position after the account's last.
 */
import type Database from "better-sqlite3";
import { z } from "zod";

const positionSchema = z.object({ position: z.number().int() });

export interface NewCardSubscription {
  userId: string;
  /** The catalogue's product id. */
  sku: string;
  start: Date;
  end: Date;
  /** How it is paid (spec 3 "Subscription" paymentMethod); absent: by card. */
  method?: { type: string; name: string };
}

export type CardSubscriptions = ReturnType<typeof createCardSubscriptions>;

export function createCardSubscriptions(db: Database.Database) {
  /** The position of the account's active SVOD subscription (the first by position, as `activeRow` picks it). */
  const activePosition = (userId: string): number | undefined => {
    const row: unknown = db
      .prepare(
        `SELECT position FROM user_subscriptions WHERE user_id = ? AND purchase_type = 'SVOD' AND status IN ('ACTIVE', 'ACTIVE_CANCELED', 'ACTIVE_FREEZE')
         ORDER BY position LIMIT 1`,
      )
      .get(userId);
    return row === undefined ? undefined : positionSchema.parse(row).position;
  };
  return {
    activePosition,
    /** A new ACTIVE SVOD subscription (paid by card unless `method` says otherwise), after the account's other rows. */
    add(subscription: NewCardSubscription): void {
      db.prepare(
        `INSERT INTO user_subscriptions (user_id, position, sku, purchase_type, status, next_sku, start_date, end_date, payment_method_type,
           payment_method_name)
         VALUES (?, (SELECT coalesce(max(position), 0) + 1 FROM user_subscriptions WHERE user_id = ?), ?, 'SVOD', 'ACTIVE', NULL, ?, ?, ?, ?)`,
      ).run(
        subscription.userId,
        subscription.userId,
        subscription.sku,
        subscription.start.toISOString(),
        subscription.end.toISOString(),
        subscription.method?.type ?? "CARD",
        subscription.method?.name ?? "creditCard",
      );
    },
    /** Stops the renewal: ACTIVE becomes ACTIVE_CANCELED, no package is scheduled, the end date stays. */
    cancel(userId: string, position: number): void {
      db.prepare("UPDATE user_subscriptions SET status = 'ACTIVE_CANCELED', next_sku = NULL WHERE user_id = ? AND position = ?").run(userId, position);
    },
    /** Renews into its own package again: a canceled subscription is ACTIVE once more, a scheduled change is dropped. */
    renew(userId: string, position: number): void {
      db.prepare("UPDATE user_subscriptions SET status = 'ACTIVE', next_sku = NULL WHERE user_id = ? AND position = ?").run(userId, position);
    },
    /** An upgrade paid for: the package changes now, no change stays scheduled; the status and the period are kept. */
    changePackage(userId: string, position: number, sku: string): void {
      db.prepare("UPDATE user_subscriptions SET sku = ?, next_sku = NULL WHERE user_id = ? AND position = ?").run(sku, userId, position);
    },
    /** The package the subscription renews into (null: the same one). */
    setNextSku(userId: string, position: number, nextSku: string | null): void {
      db.prepare("UPDATE user_subscriptions SET next_sku = ? WHERE user_id = ? AND position = ?").run(nextSku, userId, position);
    },
  };
}
