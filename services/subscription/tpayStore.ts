/**
 * The subscription service's carrier billing rows (carrierSchema.ts): which provider contract each carrier order
 * made and which `user_subscriptions` row it pays, the notifications already handled, and the writes carrier billing
 * makes to the accounts' `user_subscriptions` rows beyond card payments' (cardSubscriptions.ts): a renewal's new end
 * date and package, a suspension (REMOVED) and its end. Also the type of the profile a session watches as (the kid
 * check). Rows are checked with zod as they are read.
 */
import type Database from "better-sqlite3";
import { z } from "zod";

const flows = ["PIN", "HEADER_ENRICHMENT"] as const;
export type CarrierFlow = (typeof flows)[number];

const contractRowSchema = z.object({
  order_id: z.string(),
  user_id: z.string(),
  contract_id: z.string().nullable(),
  operator_code: z.string(),
  msisdn: z.string(),
  country: z.string(),
  language: z.enum(["ar", "en", "fr"]),
  flow: z.enum(flows),
  position: z.number().int().nullable(),
  last_sequence: z.number().int(),
});
export type CarrierContractRow = z.output<typeof contractRowSchema>;

export interface NewCarrierContract {
  orderId: string;
  userId: string;
  operatorCode: string;
  msisdn: string;
  country: string;
  language: "ar" | "en" | "fr";
  flow: CarrierFlow;
  at: Date;
}

const subscriptionRowSchema = z.object({
  sku: z.string(),
  status: z.string(),
  next_sku: z.string().nullable(),
  end_date: z.string(),
  payment_method_name: z.string(),
});
export type CarrierSubscriptionRow = z.output<typeof subscriptionRowSchema>;

export type TpayStore = ReturnType<typeof createTpayStore>;

export function createTpayStore(db: Database.Database) {
  const one = (sql: string, ...values: (string | number)[]): CarrierContractRow | undefined => {
    const raw: unknown = db.prepare(`SELECT * FROM subscription_carrier_contracts WHERE ${sql}`).get(...values);
    return raw === undefined ? undefined : contractRowSchema.parse(raw);
  };
  return {
    /** The order's contract row, made with the order (an order has at most one). */
    insertContract(contract: NewCarrierContract): void {
      db.prepare(
        `INSERT INTO subscription_carrier_contracts (order_id, user_id, operator_code, msisdn, country, language, flow, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (order_id) DO NOTHING`,
      ).run(contract.orderId, contract.userId, contract.operatorCode, contract.msisdn, contract.country, contract.language, contract.flow, contract.at.getTime());
    },
    byOrder: (orderId: string) => one("order_id = ?", orderId),
    byContract: (contractId: string) => one("contract_id = ?", contractId),
    /** The contract paying the account's subscription row at `position`. */
    atPosition: (userId: string, position: number) => one("user_id = ? AND position = ?", userId, position),
    /** The account's contracts that pay a subscription row, the latest row first. */
    paying: (userId: string): CarrierContractRow[] =>
      db
        .prepare("SELECT * FROM subscription_carrier_contracts WHERE user_id = ? AND position IS NOT NULL ORDER BY position DESC")
        .all(userId)
        .map((row) => contractRowSchema.parse(row)),
    /** The provider's contract id, once it answered (only while none is stored). */
    setContractId(orderId: string, contractId: string): void {
      db.prepare("UPDATE subscription_carrier_contracts SET contract_id = ? WHERE order_id = ? AND contract_id IS NULL").run(contractId, orderId);
    },
    setPosition(orderId: string, position: number): void {
      db.prepare("UPDATE subscription_carrier_contracts SET position = ? WHERE order_id = ?").run(position, orderId);
    },
    /** Records the contract's event number; true when it is newer than every one applied so far. */
    applySequence: (contractId: string, sequence: number): boolean =>
      db.prepare("UPDATE subscription_carrier_contracts SET last_sequence = ? WHERE contract_id = ? AND last_sequence < ?").run(sequence, contractId, sequence).changes === 1,
    isNotificationHandled: (transactionId: string, event: string): boolean =>
      db.prepare("SELECT 1 FROM subscription_carrier_notifications WHERE transaction_id = ? AND event = ?").get(transactionId, event) !== undefined,
    recordNotification(transactionId: string, event: string, at: Date): void {
      db.prepare("INSERT INTO subscription_carrier_notifications (transaction_id, event, received_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING").run(transactionId, event, at.getTime());
    },
    subscriptionRow(userId: string, position: number): CarrierSubscriptionRow | undefined {
      const raw: unknown = db.prepare("SELECT sku, status, next_sku, end_date, payment_method_name FROM user_subscriptions WHERE user_id = ? AND position = ?").get(userId, position);
      return raw === undefined ? undefined : subscriptionRowSchema.parse(raw);
    },
    /** The position of the account's last subscription row (the one `cardSubscriptions.add` just made). */
    lastPosition(userId: string): number | undefined {
      const value: unknown = db.prepare("SELECT max(position) FROM user_subscriptions WHERE user_id = ?").pluck().get(userId);
      return typeof value === "number" ? value : undefined;
    },
    /** A period paid: the new end date, the package it renewed into, no change scheduled. */
    extend(userId: string, position: number, change: { endDate: Date; sku: string }): void {
      db.prepare("UPDATE user_subscriptions SET end_date = ?, sku = ?, next_sku = NULL WHERE user_id = ? AND position = ?").run(change.endDate.toISOString(), change.sku, userId, position);
    },
    setStatus(userId: string, position: number, status: "ACTIVE" | "REMOVED"): void {
      db.prepare("UPDATE user_subscriptions SET status = ? WHERE user_id = ? AND position = ?").run(status, userId, position);
    },
  };
}
