/**
 * The signed-in account's own subscription as the manage pages show it (issue 29 §3, spec 4 "User status"): active,
 * canceled (ACTIVE_CANCELED: active until its end date, no renewal), frozen, suspended (REMOVED: a payment failed),
 * pending activation, or none. Decided from the subscription service's rows on the server, never from the browser.
 * Which renewal actions the page offers follows from it: only a subscription this build's gateways bill (card) can be
 * canceled, resumed or changed here; one billed by a carrier or an app store says where to manage it. A suspended one
 * paid on the phone bill may be charged again on the same operator contract (seamless reactivation).
 */
import type { Money } from "./money";
import { isPaymentMethodName, type PaymentMethodName } from "./paymentMethods";

/** A package as the account holds it: its name in the viewer's language, and its price for the account's country. */
export interface OwnPackage {
  id: string;
  name: string;
  price: Money | undefined;
}

export interface OwnCard {
  /** The brand (visa, mastercard, amex). */
  issuer: string;
  last4: string;
  expiry: { month: number; year: number } | undefined;
}

/** Where a card stands on `now`: it is valid through the last day of its expiry month; "expiring" in that month or the one before. */
export type CardValidity = "valid" | "expiring" | "expired";

export function cardValidity(expiry: { month: number; year: number }, now: Date): CardValidity {
  const months = (expiry.year - now.getUTCFullYear()) * 12 + (expiry.month - (now.getUTCMonth() + 1));
  if (months < 0) return "expired";
  return months <= 1 ? "expiring" : "valid";
}

/** A card's expiry as the pages write it, MM/YY: each part two digits ({ month: "03", year: "27" } for March 2027). */
export function expiryDigits(expiry: { month: number; year: number }): { month: string; year: string } {
  const twoDigits = (value: number) => String(value % 100).padStart(2, "0");
  return { month: twoDigits(expiry.month), year: twoDigits(expiry.year) };
}

export type ActiveStatus = "ACTIVE" | "ACTIVE_CANCELED" | "ACTIVE_FREEZE";

export type SubscriptionStanding =
  | { kind: "none" }
  | { kind: "pending" }
  | {
      kind: "suspended";
      /** How the suspended subscription was paid (its renewal failed): on the phone bill it can be charged again. */
      paymentMethod?: PaymentMethodName | undefined;
    }
  | {
      kind: "active";
      status: ActiveStatus;
      current: OwnPackage;
      /** The package it renews into at its end date, when a downgrade is scheduled. */
      next: OwnPackage | undefined;
      /** ISO 8601: when it renews, or (canceled) when it ends. */
      endDate: string;
      paymentMethod: PaymentMethodName | undefined;
      /** The saved card, when paid by card and the wallet holds one. */
      card: OwnCard | undefined;
      /** The country its prices are for (ISO 3166-1 alpha-2). */
      country: string;
    };

export interface RenewalActions {
  /** Stop the renewal (ACTIVE, billed by a gateway this build manages). */
  cancel: boolean;
  /** Renew again before the end date (canceled, same gateway). */
  resume: boolean;
  /** Change package (ACTIVE; the change-package page says what each gateway allows). */
  change: boolean;
  /** Billed by a carrier, an app store or a partner: managed there, not here. */
  billedElsewhere: boolean;
  /** Join (again): no subscription, or a suspended one. */
  subscribe: boolean;
  /** Charge the failed renewal again on the same operator contract (tpay/seamlessReactivate): suspended, on the phone bill. */
  reactivate: boolean;
}

/** The payment methods whose renewal this build manages (csg/cancel and csg/updateSubscription; tpay/cancel and tpay/resubscribe). */
export const managedRenewals: readonly PaymentMethodName[] = ["creditCard", "mobilePay"];

export function renewalActions(standing: SubscriptionStanding): RenewalActions {
  if (standing.kind !== "active") {
    const reactivate = standing.kind === "suspended" && standing.paymentMethod === "mobilePay";
    return { cancel: false, resume: false, change: false, billedElsewhere: false, subscribe: standing.kind !== "pending", reactivate };
  }
  const managed = standing.paymentMethod !== undefined && managedRenewals.includes(standing.paymentMethod);
  return {
    cancel: managed && standing.status === "ACTIVE",
    resume: managed && standing.status === "ACTIVE_CANCELED",
    change: standing.status === "ACTIVE",
    billedElsewhere: !managed,
    subscribe: false,
    reactivate: false,
  };
}

/**
 * The standing of an account the service calls SUSPENDED, from its latest subscription row (subscriptionData's
 * `latestSubscription`, the one whose renewal failed): its payment method says whether it can be charged again.
 */
export function suspendedStanding(latest: { paymentMethod: { name: string } } | undefined): SubscriptionStanding {
  const name = latest?.paymentMethod.name;
  return { kind: "suspended", paymentMethod: name !== undefined && isPaymentMethodName(name) ? name : undefined };
}

/** The price the next renewal charges: the scheduled package's, else the current one's; none once canceled or frozen. */
export function renewalPrice(standing: SubscriptionStanding): Money | undefined {
  if (standing.kind !== "active" || standing.status !== "ACTIVE") return undefined;
  return (standing.next ?? standing.current).price;
}

/** What an upgrade costs now (getProrationinfo): the difference for the days left, then the new price from the renewal. */
export interface UpgradeQuote {
  amountDue: Money;
  remainingDays: number;
  /** ISO 8601: the next renewal, at the new package's full price. */
  renewsAt: string;
}

/** A package change, from the account's package to the one a subscriber picked: up now (prorated), down at the renewal. */
export type ChangeDirection = "upgrade" | "downgrade" | "same";

export function changeDirection(currentOrder: number, targetOrder: number): ChangeDirection {
  if (targetOrder > currentOrder) return "upgrade";
  return targetOrder < currentOrder ? "downgrade" : "same";
}

/** One of the account's payments (the transaction history, csg/orderHistory), newest first. */
export interface OwnPayment {
  orderId: string;
  productId: string;
  amount: Money;
  status: "PENDING" | "CHALLENGE" | "REFUSED" | "PAID";
  /** ISO 8601: when it was paid, else when it was made. */
  at: string;
  card: { issuer: string; last4: string } | undefined;
}
