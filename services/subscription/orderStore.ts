/**
 * The card payment tables (services/db/migrate.ts): `subscription_orders` (one per account and idempotency key; a
 * purchase or an upgrade from `from_product_id`; a purchase at a coupon's or a deal's reserved price names it,
 * reservationSchema.ts), `subscription_notifications` (the provider's notifications already handled) and
 * `user_payment_instruments` (the account's saved card, position 0). Rows are checked with zod as they are read; the
 * stored card reference never leaves this file except to the provider.
 */
import type Database from "better-sqlite3";
import { z } from "zod";
import { billingAddressSchema, type BillingAddress } from "./csgSchemas";

export const orderStatuses = ["PENDING", "CHALLENGE", "PAID", "REFUSED"] as const;
export type OrderStatus = (typeof orderStatuses)[number];
/** A purchase (csg/subscribe), an upgrade of the active card subscription (csg/upgrade), or a new card's zero-amount check (csg/changeCard). */
export const orderKinds = ["SUBSCRIBE", "UPGRADE", "CARD_CHANGE"] as const;
/** The reserved price an order was priced with: a coupon's (`couponId`) or a deal's (`dealRedemptionId`). */
export const reservationKinds = ["COUPON", "DEAL"] as const;
export type ReservationKind = (typeof reservationKinds)[number];

/** A JSON column holding a billing address (or NULL); anything unreadable counts as none. */
const addressColumn = z
  .string()
  .nullable()
  .transform((value) => {
    if (value === null) return undefined;
    try {
      const parsed = billingAddressSchema.safeParse(JSON.parse(value));
      return parsed.success ? parsed.data : undefined;
    } catch {
      return undefined;
    }
  });

const orderRowSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  idempotency_key: z.string(),
  product_id: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(orderStatuses),
  refusal_reason: z.string().nullable(),
  psp_reference: z.string().nullable(),
  redirect_url: z.string().nullable(),
  billing_address: addressColumn,
  card_issuer: z.string().nullable(),
  card_last4: z.string().nullable(),
  created_at: z.number().int(),
  paid_at: z.number().int().nullable(),
  kind: z.enum(orderKinds),
  /** An upgrade's current product (its target is `product_id`); null for a purchase. */
  from_product_id: z.string().nullable(),
  /** The payment method's name (spec 3 "Other"): creditCard, mobilePay, fawry... */
  payment_method: z.string(),
  /** The reservation the order was priced with (`couponId` / `dealRedemptionId`); null: the catalogue's price. */
  reservation_id: z.string().nullable(),
  reservation_kind: z.enum(reservationKinds).nullable(),
  /** The months the payment covers, fixed when the order was priced. */
  reservation_periods: z.number().int().nullable(),
});
export type OrderRow = z.output<typeof orderRowSchema>;

const instrumentRowSchema = z.object({
  position: z.number().int(),
  type: z.literal("CARD"),
  issuer: z.string(),
  last4: z.string(),
  expiration_month: z.number().int().nullable(),
  expiration_year: z.number().int().nullable(),
  bin: z.string().nullable(),
  issuer_country: z.string().nullable(),
  billing_address: addressColumn,
});
export type InstrumentRow = z.output<typeof instrumentRowSchema>;

export interface NewOrder {
  id: string;
  userId: string;
  idempotencyKey: string;
  productId: string;
  amount: number;
  currency: string;
  billingAddress: BillingAddress | undefined;
  at: Date;
  /** An upgrade from this product to `productId`; absent: a purchase. */
  upgradeFrom?: string;
  /** A new card's check (amount 0), filed under the account's product; absent: a purchase or an upgrade. */
  kind?: "CARD_CHANGE";
  /** The payment method's name (spec 3 "Other"); absent: creditCard. */
  paymentMethod?: string;
  /** The reserved price it is paid at; absent: the catalogue's. */
  reservation?: OrderReservation;
}

/** A coupon's or a deal's reservation as an order keeps it (reservationSchema.ts). */
export interface OrderReservation {
  id: string;
  kind: ReservationKind;
  /** The months the payment covers. */
  periods: number;
}

/** What the provider said about an order: its status and, as they apply, the reference, the reason, the challenge. */
export interface OrderOutcome {
  status: OrderStatus;
  pspReference?: string;
  refusalReason?: string;
  redirectUrl?: string;
}

export interface NewInstrument {
  userId: string;
  issuer: string;
  last4: string;
  expirationMonth: number | undefined;
  expirationYear: number | undefined;
  bin: string | undefined;
  issuerCountry: string | undefined;
  storedToken: string | undefined;
  billingAddress: BillingAddress | undefined;
  at: Date;
}

/** The card the account pays with again without the shopper: the provider's stored reference and its address. */
export interface SavedCard {
  storedToken: string;
  billingAddress: BillingAddress | undefined;
}

const savedCardRowSchema = z.object({ stored_token: z.string().nullable(), billing_address: addressColumn });

export type OrderStore = ReturnType<typeof createOrderStore>;

const json = (address: BillingAddress | undefined) => (address === undefined ? null : JSON.stringify(address));

export function createOrderStore(db: Database.Database) {
  const one = (sql: string, ...values: (string | number)[]): OrderRow | undefined => {
    const row: unknown = db.prepare(`SELECT * FROM subscription_orders WHERE ${sql}`).get(...values);
    return row === undefined ? undefined : orderRowSchema.parse(row);
  };
  return {
    byId: (id: string) => one("id = ?", id),
    /** The account's own order, never another's. */
    ofUser: (userId: string, id: string) => one("user_id = ? AND id = ?", userId, id),
    byKey: (userId: string, idempotencyKey: string) => one("user_id = ? AND idempotency_key = ?", userId, idempotencyKey),
    /** The account's payments, newest first (a card change charged nothing: not one of them). */
    history: (userId: string): OrderRow[] =>
      db
        .prepare("SELECT * FROM subscription_orders WHERE user_id = ? AND kind <> 'CARD_CHANGE' ORDER BY created_at DESC, rowid DESC")
        .all(userId)
        .map((row) => orderRowSchema.parse(row)),
    /** An order the provider authorised and whose notification has not come yet, created after `since`. */
    awaitingNotification: (userId: string, since: Date) =>
      one("user_id = ? AND status = 'PENDING' AND psp_reference IS NOT NULL AND created_at >= ? ORDER BY created_at DESC LIMIT 1", userId, since.getTime()),
    /** Inserts the order unless the account already has one under the key; returns the one that is stored. */
    insert(order: NewOrder): OrderRow {
      const values = [
        order.id,
        order.userId,
        order.idempotencyKey,
        order.productId,
        order.amount,
        order.currency,
        json(order.billingAddress),
        order.at.getTime(),
        order.kind ?? (order.upgradeFrom === undefined ? "SUBSCRIBE" : "UPGRADE"),
        order.upgradeFrom ?? null,
        order.paymentMethod ?? "creditCard",
        ...(order.reservation ? [order.reservation.id, order.reservation.kind, order.reservation.periods] : [null, null, null]),
      ];
      db.prepare(
        `INSERT INTO subscription_orders (id, user_id, idempotency_key, product_id, amount, currency, status, billing_address, created_at, kind,
           from_product_id, payment_method, reservation_id, reservation_kind, reservation_periods) VALUES (?, ?, ?, ?, ?, ?, 'PENDING', ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (user_id, idempotency_key) DO NOTHING`,
      ).run(...values);
      const stored = one("user_id = ? AND idempotency_key = ?", order.userId, order.idempotencyKey);
      if (stored === undefined) throw new Error(`The order ${order.id} was not stored.`);
      return stored;
    },
    /** Records the provider's answer while the order is still in one of `from`; false when it had moved on. */
    settle(id: string, from: readonly OrderStatus[], outcome: OrderOutcome): boolean {
      const marks = from.map(() => "?").join(", ");
      return (
        db
          .prepare(
            `UPDATE subscription_orders SET status = ?, psp_reference = coalesce(?, psp_reference), refusal_reason = ?, redirect_url = ?
             WHERE id = ? AND status IN (${marks})`,
          )
          .run(outcome.status, outcome.pspReference ?? null, outcome.refusalReason ?? null, outcome.redirectUrl ?? null, id, ...from).changes === 1
      );
    },
    /** PAID; `pspReference` null when nothing was charged (an upgrade with nothing due). */
    markPaid(id: string, pspReference: string | null, card: { issuer?: string; last4?: string }, at: Date): void {
      db.prepare(
        `UPDATE subscription_orders SET status = 'PAID', psp_reference = ?, refusal_reason = NULL, redirect_url = NULL, card_issuer = ?, card_last4 = ?,
           paid_at = ? WHERE id = ?`,
      ).run(pspReference, card.issuer ?? null, card.last4 ?? null, at.getTime(), id);
    },
    markRefused(id: string, pspReference: string, reason: string, card: { issuer?: string; last4?: string }): void {
      db.prepare(
        "UPDATE subscription_orders SET status = 'REFUSED', psp_reference = ?, refusal_reason = ?, redirect_url = NULL, card_issuer = ?, card_last4 = ? WHERE id = ?",
      ).run(pspReference, reason, card.issuer ?? null, card.last4 ?? null, id);
    },
    /** Marks a notification handled; false when it already was. */
    recordNotification: (pspReference: string, eventCode: string, at: Date): boolean =>
      db.prepare("INSERT INTO subscription_notifications (psp_reference, event_code, received_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING").run(pspReference, eventCode, at.getTime())
        .changes === 1,
    isNotificationHandled: (pspReference: string, eventCode: string): boolean =>
      db.prepare("SELECT 1 FROM subscription_notifications WHERE psp_reference = ? AND event_code = ?").get(pspReference, eventCode) !== undefined,
    /** The account's default card (position 0) replaced by this one. */
    saveInstrument(card: NewInstrument): void {
      db.prepare(
        `INSERT OR REPLACE INTO user_payment_instruments (user_id, position, type, issuer, last4, expiration_month, expiration_year, bin, issuer_country,
           stored_token, billing_address, created_at) VALUES (?, 0, 'CARD', ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        card.userId,
        card.issuer,
        card.last4,
        card.expirationMonth ?? null,
        card.expirationYear ?? null,
        card.bin ?? null,
        card.issuerCountry ?? null,
        card.storedToken ?? null,
        json(card.billingAddress),
        card.at.getTime(),
      );
    },
    /** The wallet's first card when the provider stored it for payments without the shopper; the reference goes only to the provider. */
    savedCard(userId: string): SavedCard | undefined {
      const row: unknown = db.prepare("SELECT stored_token, billing_address FROM user_payment_instruments WHERE user_id = ? ORDER BY position LIMIT 1").get(userId);
      if (row === undefined) return undefined;
      const card = savedCardRowSchema.parse(row);
      return card.stored_token === null ? undefined : { storedToken: card.stored_token, billingAddress: card.billing_address };
    },
    /** The account's saved cards, by position; without the stored reference. */
    instruments: (userId: string, onlyDefault: boolean): InstrumentRow[] =>
      db
        .prepare(
          `SELECT position, type, issuer, last4, expiration_month, expiration_year, bin, issuer_country, billing_address FROM user_payment_instruments
           WHERE user_id = ? ${onlyDefault ? "AND position = 0" : ""} ORDER BY position`,
        )
        .all(userId)
        .map((row) => instrumentRowSchema.parse(row)),
  };
}
