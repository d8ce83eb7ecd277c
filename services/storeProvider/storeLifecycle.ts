/**
 * What happens to a store subscription in both stand-ins (docs/in-app-payments.md "The store stand-ins"), each change
 * in one transaction with the notification it queues:
 * - a purchase (`POST /dev/purchases`, the native app buying): a new subscription, one month paid; with `replaces`
 *   (the subscription of the group the viewer already has) a resubscription when it has expired, auto-renew turned
 *   back on when it is the same product, an upgrade (a better rank: a new period from now) or a downgrade (a lower
 *   rank: the next renewal's product). Apple keeps the originalTransactionId through all of these; Google makes a new
 *   purchase token whose `linkedPurchaseToken` is the old one, and the old one is replaced (a downgrade deferred: the
 *   new token is paid until the old one's end);
 * - a renewal (one more month, the next renewal's product taken), auto-renew turned off (the viewer cancels in the
 *   store's settings) and an expiry.
 */
import { randomUUID } from "node:crypto";
import type Database from "better-sqlite3";
import { HttpError } from "../http/HttpError";
import { addMonths } from "../subscription/proration";
import { byStoreId, type StoreName, type StoreProducts } from "./storeCatalogue";
import type { StoreRecords, StoreSubscription } from "./storeRecords";

export const storeEvents = ["PURCHASED", "RESUBSCRIBED", "RENEWED", "AUTO_RENEW_DISABLED", "AUTO_RENEW_ENABLED", "EXPIRED", "UPGRADED", "DOWNGRADED"] as const;
export type StoreEvent = (typeof storeEvents)[number];

export interface StoreContext {
  store: StoreName;
  db: Database.Database;
  now: () => Date;
  records: StoreRecords;
  products: StoreProducts;
  apiKey: string;
  devRoutes: boolean;
  /** Apple: the originalTransactionId; Google: a purchase token. */
  newSubscriptionId(): string;
  newTransactionId(): string;
  /** Queues the event's notification about the subscription (inside the change's transaction). */
  notify(event: StoreEvent, subscriptionId: string): void;
  /** Sends the queued notifications now (after the transaction). */
  kick(): void;
}

export interface Purchase {
  productId: string;
  appAccountToken: string;
  replaces?: string | undefined;
}

const conflict = (code: string, message: string) => new HttpError(409, code, message);

export function requireSubscription(context: StoreContext, id: string): StoreSubscription {
  const subscription = context.records.subscription(id);
  if (subscription === undefined) throw new HttpError(404, "SUBSCRIPTION_UNKNOWN", "No such subscription in this store.");
  return subscription;
}

function change<T>(context: StoreContext, work: () => T): T {
  const result = context.db.transaction(work)();
  context.kick();
  return result;
}

/** A new store subscription (Google: also a changed one's new token), paid from `from` for a month unless `until`. */
function newSubscription(context: StoreContext, purchase: Purchase, linkedId: string | undefined, until?: number): string {
  const id = context.newSubscriptionId();
  const now = context.now();
  const expiresAt = until ?? addMonths(now, 1).getTime();
  const transaction = { transactionId: context.newTransactionId(), productId: purchase.productId, reason: "PURCHASE" as const, purchasedAt: now.getTime(), expiresAt };
  context.records.insert({ id, productId: purchase.productId, appAccountToken: purchase.appAccountToken, linkedId, transaction });
  return id;
}

/** One more period on the subscription, from `from`, with the product given. */
function addPeriod(context: StoreContext, id: string, productId: string, reason: "PURCHASE" | "RENEWAL" | "UPGRADE", from: number): void {
  const expiresAt = addMonths(new Date(from), 1).getTime();
  context.records.addPeriod(id, { transactionId: context.newTransactionId(), productId, reason, purchasedAt: context.now().getTime(), expiresAt });
}

/** Google's change of a subscription: a new token linked to the old one, which is replaced. */
function replaceToken(context: StoreContext, old: StoreSubscription, purchase: Purchase, until?: number): string {
  const id = newSubscription(context, purchase, old.id, until);
  context.records.setStatus(old.id, "REPLACED");
  return id;
}

function changeOf(context: StoreContext, old: StoreSubscription, purchase: Purchase): { id: string; event: StoreEvent } {
  const now = context.now().getTime();
  const keepsId = context.store === "apple";
  if (old.status === "EXPIRED" || old.expires_at <= now) {
    if (!keepsId) return { id: replaceToken(context, old, purchase), event: "RESUBSCRIBED" };
    addPeriod(context, old.id, purchase.productId, "PURCHASE", now);
    return { id: old.id, event: "RESUBSCRIBED" };
  }
  if (purchase.productId === old.product_id) {
    if (old.auto_renew && old.next_product_id === null) throw conflict("ALREADY_SUBSCRIBED", "This subscription is already active and renewing.");
    context.records.setAutoRenew(old.id, true);
    context.records.setNextProduct(old.id, null);
    return { id: old.id, event: "AUTO_RENEW_ENABLED" };
  }
  const rankOf = (storeId: string) => byStoreId(context.products, context.store, storeId)?.rank ?? Number.MAX_SAFE_INTEGER;
  if (rankOf(purchase.productId) < rankOf(old.product_id)) {
    if (!keepsId) return { id: replaceToken(context, old, purchase), event: "UPGRADED" };
    addPeriod(context, old.id, purchase.productId, "UPGRADE", now);
    return { id: old.id, event: "UPGRADED" };
  }
  if (!keepsId) return { id: replaceToken(context, old, purchase, old.expires_at), event: "DOWNGRADED" };
  context.records.setNextProduct(old.id, purchase.productId);
  context.records.setAutoRenew(old.id, true);
  return { id: old.id, event: "DOWNGRADED" };
}

/** The native app's purchase; returns the subscription it made or changed. */
export function buy(context: StoreContext, request: Purchase): StoreSubscription {
  if (byStoreId(context.products, context.store, request.productId) === undefined) throw new HttpError(404, "PRODUCT_UNKNOWN", "This store sells no such product.");
  const id = change(context, () => {
    if (request.replaces === undefined) {
      const made = newSubscription(context, request, undefined);
      context.notify("PURCHASED", made);
      return made;
    }
    const old = requireSubscription(context, request.replaces);
    if (old.status === "REPLACED") throw conflict("SUBSCRIPTION_REPLACED", "This subscription was replaced by another purchase.");
    const changed = changeOf(context, old, request);
    context.notify(changed.event, changed.id);
    return changed.id;
  });
  return requireSubscription(context, id);
}

/** One more month (the next renewal's product taken), from the period's end. */
export function renew(context: StoreContext, id: string): StoreSubscription {
  change(context, () => {
    const subscription = requireSubscription(context, id);
    if (subscription.status !== "ACTIVE" || !subscription.auto_renew) throw conflict("NOT_RENEWING", "Only an active subscription with auto-renew on renews.");
    addPeriod(context, id, subscription.next_product_id ?? subscription.product_id, "RENEWAL", Math.max(subscription.expires_at, context.now().getTime()));
    context.notify("RENEWED", id);
  });
  return requireSubscription(context, id);
}

/** Auto-renew off: the viewer canceled in the store's settings; paid until the period's end. */
export function cancel(context: StoreContext, id: string): StoreSubscription {
  change(context, () => {
    const subscription = requireSubscription(context, id);
    if (subscription.status !== "ACTIVE") throw conflict("NOT_ACTIVE", "The subscription is not active.");
    if (!subscription.auto_renew) return;
    context.records.setAutoRenew(id, false);
    context.notify("AUTO_RENEW_DISABLED", id);
  });
  return requireSubscription(context, id);
}

/** The period ended without a renewal. */
export function expire(context: StoreContext, id: string): StoreSubscription {
  change(context, () => {
    const subscription = requireSubscription(context, id);
    if (subscription.status !== "ACTIVE") throw conflict("NOT_ACTIVE", "The subscription is not active.");
    context.records.setStatus(id, "EXPIRED");
    context.notify("EXPIRED", id);
  });
  return requireSubscription(context, id);
}

/** A random id of 16 decimal digits after `prefix` (Apple's transaction ids are numbers written as strings). */
export function numericId(prefix: string): string {
  return `${prefix}${BigInt(`0x${randomUUID().replaceAll("-", "").slice(0, 13)}`).toString().padStart(16, "0").slice(0, 16)}`;
}
