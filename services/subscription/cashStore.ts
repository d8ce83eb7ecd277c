/**
 * The subscription service's cash tables (cashSchema.ts): `subscription_cash_references` (the reference of each cash
 * order, its amount, status and expiry), `subscription_cash_keys` (the idempotency keys that named an order) and
 * `subscription_cash_notifications` (the provider's notifications acted on); and the two writes cash payments make to
 * the accounts' `user_subscriptions` rows beside cardSubscriptions.ts: a paid-ahead month moves the end date, and a
 * cash subscription nobody paid again ends at its end date. Rows are checked with zod as they are read.
 */
import type Database from "better-sqlite3";
import { z } from "zod";

export const referenceStatuses = ["UNPAID", "PAID", "EXPIRED", "CANCELED"] as const;
export type ReferenceStatus = (typeof referenceStatuses)[number];

const referenceRowSchema = z.object({
  order_id: z.string(),
  user_id: z.string(),
  reference_number: z.string(),
  product_id: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(referenceStatuses),
  expires_at: z.number().int(),
  paid_at: z.number().int().nullable(),
  created_at: z.number().int(),
});
export type CashReferenceRow = z.output<typeof referenceRowSchema>;

const keyRowSchema = z.object({ product_id: z.string(), order_id: z.string() });
const activeCashRowSchema = z.object({ position: z.number().int(), end_date: z.string() });

export interface NewCashReference {
  orderId: string;
  userId: string;
  referenceNumber: string;
  productId: string;
  amount: number;
  currency: string;
  expiresAt: number;
  at: Date;
}

/** The reference's status at `now`: an UNPAID one past its expiry can no longer be paid, so it shows EXPIRED. */
export function statusAt(row: CashReferenceRow, now: Date): ReferenceStatus {
  return row.status === "UNPAID" && row.expires_at <= now.getTime() ? "EXPIRED" : row.status;
}

export type CashStore = ReturnType<typeof createCashStore>;

export function createCashStore(db: Database.Database) {
  const one = (sql: string, ...values: string[]): CashReferenceRow | undefined => {
    const raw: unknown = db.prepare(`SELECT * FROM subscription_cash_references WHERE ${sql}`).get(...values);
    return raw === undefined ? undefined : referenceRowSchema.parse(raw);
  };
  const many = (sql: string, ...values: (string | number)[]): CashReferenceRow[] =>
    db
      .prepare(`SELECT * FROM subscription_cash_references WHERE ${sql} ORDER BY created_at DESC, rowid DESC`)
      .all(...values)
      .map((row) => referenceRowSchema.parse(row));
  return {
    byOrder: (orderId: string) => one("order_id = ?", orderId),
    byNumber: (referenceNumber: string) => one("reference_number = ?", referenceNumber),
    /** The account's own reference, never another's. */
    ofUser: (userId: string, referenceNumber: string) => one("user_id = ? AND reference_number = ?", userId, referenceNumber),
    /** The account's references, newest first. */
    history: (userId: string): CashReferenceRow[] => many("user_id = ?", userId),
    /** The account's references that can still be paid at `now`, newest first. */
    open: (userId: string, now: Date): CashReferenceRow[] => many("user_id = ? AND status = 'UNPAID' AND expires_at > ?", userId, now.getTime()),
    /** Stores the order's reference unless it has one already; returns the one that is stored. */
    insert(reference: NewCashReference): CashReferenceRow {
      db.prepare(
        `INSERT INTO subscription_cash_references (order_id, user_id, reference_number, product_id, amount, currency, status, expires_at, created_at)
         VALUES (?, ?, ?, ?, ?, ?, 'UNPAID', ?, ?) ON CONFLICT (order_id) DO NOTHING`,
      ).run(reference.orderId, reference.userId, reference.referenceNumber, reference.productId, reference.amount, reference.currency, reference.expiresAt, reference.at.getTime());
      const stored = one("order_id = ?", reference.orderId);
      if (stored === undefined) throw new Error(`The reference of order ${reference.orderId} was not stored.`);
      return stored;
    },
    /** UNPAID becomes `status` (PAID with when); false when it was no longer UNPAID. */
    settle: (orderId: string, status: Exclude<ReferenceStatus, "UNPAID">, paidAt?: Date): boolean =>
      db.prepare("UPDATE subscription_cash_references SET status = ?, paid_at = ? WHERE order_id = ? AND status = 'UNPAID'").run(status, paidAt?.getTime() ?? null, orderId).changes === 1,
    /** The order and package an idempotency key of the account named. */
    keyOf(userId: string, idempotencyKey: string) {
      const raw: unknown = db.prepare("SELECT product_id, order_id FROM subscription_cash_keys WHERE user_id = ? AND idempotency_key = ?").get(userId, idempotencyKey);
      return raw === undefined ? undefined : keyRowSchema.parse(raw);
    },
    /** Binds a key to the order it was answered with (the first binding stays). */
    bindKey(userId: string, idempotencyKey: string, productId: string, orderId: string, at: Date): void {
      db.prepare("INSERT INTO subscription_cash_keys (user_id, idempotency_key, product_id, order_id, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING").run(
        userId,
        idempotencyKey,
        productId,
        orderId,
        at.getTime(),
      );
    },
    /** Marks a notification handled; false when it already was. */
    recordNotification: (referenceNumber: string, status: string, at: Date): boolean =>
      db.prepare("INSERT INTO subscription_cash_notifications (reference_number, order_status, received_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING").run(referenceNumber, status, at.getTime())
        .changes === 1,
    isNotificationHandled: (referenceNumber: string, status: string): boolean =>
      db.prepare("SELECT 1 FROM subscription_cash_notifications WHERE reference_number = ? AND order_status = ?").get(referenceNumber, status) !== undefined,
    /** A paid-ahead month: the subscription's new end date. */
    setEndDate(userId: string, position: number, end: Date): void {
      db.prepare("UPDATE user_subscriptions SET end_date = ? WHERE user_id = ? AND position = ?").run(end.toISOString(), userId, position);
    },
    /**
     * The account's active cash subscriptions whose end date has come are over (REMOVED, as a subscription that ended):
     * nothing renews a cash subscription but a new reference paid. Returns how many ended.
     */
    lapse(userId: string, now: Date): number {
      const rows = db
        .prepare(
          `SELECT position, end_date FROM user_subscriptions WHERE user_id = ? AND payment_method_name = 'fawry'
             AND status IN ('ACTIVE', 'ACTIVE_CANCELED', 'ACTIVE_FREEZE')`,
        )
        .all(userId)
        .map((row) => activeCashRowSchema.parse(row))
        .filter((row) => Date.parse(row.end_date) <= now.getTime());
      const end = db.prepare("UPDATE user_subscriptions SET status = 'REMOVED', next_sku = NULL WHERE user_id = ? AND position = ?");
      for (const row of rows) end.run(userId, row.position);
      return rows.length;
    },
  };
}
