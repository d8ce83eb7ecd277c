/**
 * What a store's word does to the subscription row an in-app purchase pays (the `user_subscriptions` row at the
 * purchase's `position`, only while it is paid with this store's method), shared by the notifications and by
 * regrade/reactivate:
 * - a period paid later than the row's end (a renewal, an upgrade, a resubscription): the end moves to the store's
 *   expiry and the package becomes the one paid for; money is never counted twice, as the end only moves forward;
 * - a status: ACTIVE (renewing), ACTIVE_CANCELED (auto-renew off, still paid), REMOVED (expired). A row is made ACTIVE
 *   again only while no other subscription of the account is active.
 */
import { byStoreId } from "../storeProvider/storeCatalogue";
import type { StoreKind } from "./inAppOrders";
import type { InAppProviderDeps } from "./inAppProvider";
import type { StoreProof } from "./inAppProofs";
import type { InAppPurchaseRow, InAppSubscriptionRow } from "./inAppStore";
import type { SubscriptionDeps } from "./subscriptionDeps";

export interface PaidRow {
  purchase: InAppPurchaseRow;
  userId: string;
  position: number;
  row: InAppSubscriptionRow;
}

/** The row the purchase pays, when it pays one with this store's method. */
export function paidRow(inApp: InAppProviderDeps, kind: StoreKind, purchase: InAppPurchaseRow | undefined): PaidRow | undefined {
  if (purchase === undefined || purchase.position === null || purchase.store !== kind.store) return undefined;
  const row = inApp.store.subscriptionRow(purchase.user_id, purchase.position);
  if (row === undefined || row.payment_method_name !== kind.method) return undefined;
  return { purchase, userId: purchase.user_id, position: purchase.position, row };
}

/** The catalogue package a store product is (undefined for one the seed does not list). */
export function skuOf(inApp: InAppProviderDeps, kind: StoreKind, storeProductId: string): string | undefined {
  return byStoreId(inApp.products, kind.store, storeProductId)?.productId;
}

/** A period paid beyond the row's end: the new end and package. True when it moved. */
export function extendPeriod(inApp: InAppProviderDeps, kind: StoreKind, target: PaidRow, proof: StoreProof): boolean {
  const sku = skuOf(inApp, kind, proof.storeProductId);
  if (sku === undefined || proof.expiresAt.getTime() <= Date.parse(target.row.end_date)) return false;
  inApp.store.extend(target.userId, target.position, { endDate: proof.expiresAt, sku });
  return true;
}

export type RowStatus = "ACTIVE" | "ACTIVE_CANCELED" | "REMOVED";

/** The row's status as the store's state says; returns what came of it. */
export function setStatus(deps: SubscriptionDeps, inApp: InAppProviderDeps, target: PaidRow, status: RowStatus): string {
  const current = inApp.store.subscriptionRow(target.userId, target.position)?.status;
  if (current === status) return "unchanged";
  if (status === "ACTIVE") {
    const active = deps.cardSubscriptions.activePosition(target.userId);
    if (active !== undefined && active !== target.position) return "subscribed-otherwise";
    inApp.store.setStatus(target.userId, target.position, "ACTIVE");
    return current === "REMOVED" ? "reactivated" : "resumed";
  }
  if (status === "ACTIVE_CANCELED") {
    if (current !== "ACTIVE") return "unchanged";
    deps.cardSubscriptions.cancel(target.userId, target.position);
    return "canceled";
  }
  inApp.store.setStatus(target.userId, target.position, "REMOVED");
  return "expired";
}

/** Google's word, read from the API: the period, a deferred change of package, the status. */
export function applyGoogleState(deps: SubscriptionDeps, inApp: InAppProviderDeps, kind: StoreKind, target: PaidRow, proof: StoreProof): string {
  const extended = extendPeriod(inApp, kind, target, proof);
  const sku = skuOf(inApp, kind, proof.storeProductId);
  // The same end, another product: a downgrade the store bills from the next renewal.
  if (!extended && sku !== undefined) deps.cardSubscriptions.setNextSku(target.userId, target.position, sku === target.row.sku ? null : sku);
  const status: RowStatus = !proof.active ? "REMOVED" : proof.autoRenew === false ? "ACTIVE_CANCELED" : "ACTIVE";
  const outcome = setStatus(deps, inApp, target, status);
  return extended && outcome === "unchanged" ? "renewed" : outcome;
}
