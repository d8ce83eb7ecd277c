import { subscriptionsAt } from "./subscriptionStatus";
import type { SubscriptionRow, UserRow } from "./userStore";

export type CalculatedStatus = "SUBSCRIBED" | "SUSPENDED" | "PENDINGACTIVATION" | "REGISTERED";

/** Spec 4 "User status": ACTIVE or ACTIVE_CANCELED is subscribed, REMOVED suspended, otherwise registered. */
export function calculatedStatus(subscriptions: readonly SubscriptionRow[]): CalculatedStatus {
  const svod = subscriptions.filter((row) => row.purchase_type === "SVOD").map((row) => row.status);
  if (svod.some((status) => status === "ACTIVE" || status === "ACTIVE_CANCELED")) return "SUBSCRIBED";
  if (svod.includes("REMOVED")) return "SUSPENDED";
  if (svod.includes("PENDINGACTIVATION")) return "PENDINGACTIVATION";
  return "REGISTERED";
}

function toWireSubscription(row: SubscriptionRow) {
  return {
    sku: row.sku,
    purchaseType: row.purchase_type,
    subscriptionStatus: row.status,
    ...(row.next_sku === null ? {} : { nextSku: row.next_sku }),
    startDate: row.start_date,
    endDate: row.end_date,
    paymentMethod: { paymentMethodType: row.payment_method_type, paymentMethodName: row.payment_method_name },
  };
}

/**
 * The user object of docs/user-service.md; `newUser` is true only in the reply that created the account. The
 * subscriptions are read at `now` (subscriptionStatus.ts): a REMOVED one past its parking period reads
 * "Revoked-Churned Involuntary", and the user is then registered, not suspended.
 */
export function toWireUser(row: UserRow, stored: readonly SubscriptionRow[], newUser = false, now: Date = new Date()) {
  const subscriptions = subscriptionsAt(stored, now);
  return {
    id: row.id,
    email: row.email,
    userName: row.email ?? row.phone ?? row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    country: row.country,
    ...(row.phone === null ? {} : { phoneLogin: row.phone }),
    emailVerified: row.email_verified,
    hasPassword: row.password_hash !== null,
    loginProvider: row.login_provider,
    ...(row.registration_platform === null ? {} : { registrationPlatform: row.registration_platform }),
    subscribeToPromotion: row.subscribe_promotion,
    subscribeToNewsLetter: row.subscribe_newsletter,
    newUser,
    userCalculatedStatus: calculatedStatus(subscriptions),
    subscriptions: subscriptions.map(toWireSubscription),
  };
}
