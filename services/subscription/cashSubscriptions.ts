/**
 * What a paid reference gives (cash subscriptions, docs/cash-payments.md "Subscriptions paid in cash"), and how the
 * account's cash payment shows as its first payment instrument (spec 3 `userPaymentInstruments[0].referenceNumber`).
 *
 * A cash subscription does not renew by itself: it is ACTIVE, paid by CASH / `fawry`, with no next package, until its
 * end date; a new reference paid before then adds a month to that end date (paying the next month ahead), and one
 * nobody paid again ends at its end date (REMOVED; cashStore.ts `lapse`).
 */
import { log } from "@/ops/log";
import { canonicalProductId, productById } from "./catalogue";
import { statusAt, type CashStore, type ReferenceStatus } from "./cashStore";
import type { OrderRow } from "./orderStore";
import { addMonths, planMonths } from "./proration";
import { activeRow } from "./subscriber";
import type { SubscriptionDeps } from "./subscriptionDeps";

/** How a cash subscription is paid (spec 3 "Subscription" paymentMethod). */
export const cashMethod = { type: "CASH", name: "fawry" } as const;

export type CashGrant = "started" | "extended" | "kept";

/**
 * The paid order's month (its plan's period): a new ACTIVE cash subscription from now, or the account's active cash
 * subscription of the same package a period longer (from its end date, or from now if that has passed). An account that
 * holds another subscription (another package, another method) keeps it; the payment is logged, for a refund.
 * Call inside the transaction that makes the order PAID.
 */
export function grantCashSubscription(deps: SubscriptionDeps, store: CashStore, order: OrderRow, now: Date): CashGrant {
  const userId = order.user_id;
  store.lapse(userId, now);
  const product = productById(deps.catalogue, order.product_id);
  const months = product === undefined ? 1 : planMonths[product.pricingPlanDuration];
  const active = activeRow(deps.users.subscriptions(userId));
  if (active === undefined) {
    deps.cardSubscriptions.add({ userId, sku: order.product_id, start: now, end: addMonths(now, months), method: cashMethod });
    return "started";
  }
  const position = deps.cardSubscriptions.activePosition(userId);
  if (position !== undefined && active.payment_method_name === cashMethod.name && canonicalProductId(deps.catalogue, active.sku) === order.product_id) {
    const end = new Date(active.end_date);
    store.setEndDate(userId, position, addMonths(Number.isNaN(end.getTime()) || end < now ? now : end, months));
    return "extended";
  }
  log({ level: "warn", code: "subscription-paid-while-subscribed", orderId: order.id, paymentMethod: cashMethod.name });
  return "kept";
}

/**
 * Ends the account's cash subscriptions whose end date has come (REMOVED): for the reads of the account's subscriptions
 * (`/subscriptionData`), before they are read; true when one ended (read them again). Without the cash provider wired,
 * false.
 */
export function lapseCashSubscriptions(deps: SubscriptionDeps, userId: string): boolean {
  const store = deps.cashProvider?.store;
  return store !== undefined && store.lapse(userId, deps.now()) > 0;
}

/** The account's cash payment as a payment instrument (spec 3 "User" `userPaymentInstruments`). */
export interface CashInstrument {
  type: "CASH";
  paymentMethodName: "fawry";
  referenceNumber: string;
  referenceStatus: ReferenceStatus;
  productId: string;
  amount: number;
  currency: string;
  /** ISO 8601. */
  expiresAt: string;
  paidAt: string | null;
}

/**
 * `userPaymentInstruments` for `/subscriptionData`: `[CashInstrument]` when the account has a reference still to pay
 * (the newest; what the page shows to pay at an outlet) or, failing that, holds an active cash subscription (the
 * reference that paid it last); otherwise `[]`. Without the cash provider wired, `[]`.
 */
export function cashPaymentInstruments(deps: SubscriptionDeps, userId: string): CashInstrument[] {
  const store = deps.cashProvider?.store;
  if (store === undefined) return [];
  const now = deps.now();
  const pick = () => {
    const open = store.open(userId, now)[0];
    if (open !== undefined) return open;
    if (activeRow(deps.users.subscriptions(userId))?.payment_method_name !== cashMethod.name) return undefined;
    return store.history(userId).find((row) => row.status === "PAID");
  };
  const row = pick();
  if (row === undefined) return [];
  return [
    {
      type: "CASH",
      paymentMethodName: "fawry",
      referenceNumber: row.reference_number,
      referenceStatus: statusAt(row, now),
      productId: row.product_id,
      amount: row.amount,
      currency: row.currency,
      expiresAt: new Date(row.expires_at).toISOString(),
      paidAt: row.paid_at === null ? null : new Date(row.paid_at).toISOString(),
    },
  ];
}
