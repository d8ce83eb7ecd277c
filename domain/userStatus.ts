/**
 * User status as spec 4 derives it. The active subscription is the first SVOD subscription whose status
 * is ACTIVE, ACTIVE_CANCELED or ACTIVE_FREEZE (spec 3). A viewer is:
 * - anonymous without a user;
 * - subscribed when that subscription is ACTIVE or ACTIVE_CANCELED;
 * - suspended when an SVOD subscription is REMOVED and none is active (spec: "Suspended (REMOVED)");
 * - registered otherwise (a new user without a subscription; a frozen subscription too, since spec 4
 *   names only ACTIVE and ACTIVE_CANCELED as subscribed).
 */
import type { UserType } from "./types";

export type SubscriptionStatus =
  | "ACTIVE"
  | "ACTIVE_CANCELED"
  | "REMOVED"
  | "Active-Temporary"
  | "ACTIVE_FREEZE"
  | "Revoked-Churned Involuntary"
  | "PENDINGACTIVATION";

export interface SubscriptionFacts {
  purchaseType: string;
  subscriptionStatus: SubscriptionStatus;
  nextSku?: string;
}

const activeStatuses: readonly SubscriptionStatus[] = ["ACTIVE", "ACTIVE_CANCELED", "ACTIVE_FREEZE"];

export function activeSubscription<S extends SubscriptionFacts>(subscriptions: readonly S[]): S | undefined {
  return subscriptions.find((s) => s.purchaseType === "SVOD" && activeStatuses.includes(s.subscriptionStatus));
}

export function userStatus(user: { subscriptions: readonly SubscriptionFacts[] } | undefined): UserType {
  if (!user) return "anonymous";
  const active = activeSubscription(user.subscriptions);
  if (active && (active.subscriptionStatus === "ACTIVE" || active.subscriptionStatus === "ACTIVE_CANCELED")) return "subscribed";
  if (!active && user.subscriptions.some((s) => s.purchaseType === "SVOD" && s.subscriptionStatus === "REMOVED")) {
    return "suspended";
  }
  return "registered";
}

/**
 * Spec 4 "Page load and routing": the subscription was revoked after its parking period (the user service reads a
 * REMOVED one as "Revoked-Churned Involuntary" 30 days after its end date) and nothing newer is active, suspended or
 * being activated: the viewer is registered and is offered to join again (GET /api/me `notice`).
 */
export function revokedAfterParking(subscriptions: readonly SubscriptionFacts[]): boolean {
  const svod = subscriptions.filter((s) => s.purchaseType === "SVOD").map((s) => s.subscriptionStatus);
  if (svod.some((status) => activeStatuses.includes(status) || status === "REMOVED" || status === "PENDINGACTIVATION")) return false;
  return svod.includes("Revoked-Churned Involuntary");
}

/** Spec 4: canceled means ACTIVE_CANCELED with no next SKU queued. */
export function isCanceled(subscription: SubscriptionFacts | undefined): boolean {
  return subscription?.subscriptionStatus === "ACTIVE_CANCELED" && !subscription.nextSku;
}
