/**
 * The subscription service's wire shapes (wire.ts) mapped onto the app's: the catalogue of
 * domain/subscription/packages.ts (packages in the service's order, prices as Money), the upgrade plans and the
 * account's subscriptions.
 */
import type { UpgradeBlockReason } from "@/domain/subscription/flows";
import type { Money } from "@/domain/subscription/money";
import type { PackageCatalogue, SubscriptionPackage } from "@/domain/subscription/packages";
import type { SubscriptionStatus } from "@/domain/userStatus";
import type { z } from "zod";
import type { PackageConfigurationReply, WireSubscription, subscriptionDataReply, upgradablePlansReply } from "./wire";

/** A package another can be moved to: its product id and its order. */
export interface PlanRef {
  id: string;
  order: number;
}

export interface UpgradePlans {
  upgrades: PlanRef[];
  downgrades: PlanRef[];
  /** Why some or all upgrades are refused (spec 3); empty when nothing stands in the way. */
  reasons: UpgradeBlockReason[];
  /** The upgrades with more screens at once, for the concurrency-limit upsell. */
  higherConcurrency: PlanRef[];
}

export interface ProrationQuote {
  /** What the upgrade costs now, for the rest of the billing period. */
  amountDue: Money;
  remainingDays: number;
  /** ISO 8601: the next renewal, at the new package's full price. */
  renewsAt: string;
}

export interface AccountSubscription {
  sku: string;
  /** The catalogue's product id (old skus mapped). */
  productId: string;
  status: SubscriptionStatus;
  purchaseType: string;
  nextSku: string | undefined;
  startDate: string;
  endDate: string;
  paymentMethod: { type: string; name: string };
  frequency: "MONTHLY" | "QUARTERLY" | "YEARLY" | undefined;
  coupon: boolean;
}

export interface SubscriptionSummary {
  subscriptions: AccountSubscription[];
  /** Spec 3: the first SVOD subscription that is ACTIVE, ACTIVE_CANCELED or ACTIVE_FREEZE. */
  active: AccountSubscription | undefined;
  latest: AccountSubscription | undefined;
  userCalculatedStatus: "SUBSCRIBED" | "SUSPENDED" | "PENDINGACTIVATION" | "REGISTERED";
}

export function toCatalogue(reply: PackageConfigurationReply): PackageCatalogue {
  const packages: SubscriptionPackage[] = reply.products
    .map((item) => ({
      id: item.id,
      name: item.name,
      description: item.description,
      code: item.packageCode,
      order: item.order,
      isDefault: item.default,
      mobileOnly: item.mobileOnly,
      showingType: item.showingType,
      price: { minor: item.pricing.amount, currency: item.pricing.currency },
      period: item.pricing.pricingPlanDuration,
      ...(item.promotionalTag === null ? {} : { tag: item.promotionalTag }),
      features: item.features.map((feature) => ({ id: feature.id, included: feature.included, ...(feature.specialText === null ? {} : { specialText: feature.specialText }) })),
    }))
    .sort((a, b) => a.order - b.order);
  const offers = reply.specialOffers.map((offer) => ({
    id: offer.id,
    title: offer.title,
    primary: offer.primary,
    productId: offer.productId,
    audience: offer.audience,
    endsAt: offer.endsAt,
    price: { minor: offer.pricing.amount, currency: offer.pricing.currency },
    regularPrice: { minor: offer.regularAmount, currency: offer.pricing.currency },
    period: offer.pricing.pricingPlanDuration,
  }));
  return { country: reply.country, packages, featureRows: reply.featureTable.map((row) => ({ id: row.id, label: row.title })), offers };
}

export function toUpgradePlans(reply: z.output<typeof upgradablePlansReply>): UpgradePlans {
  const ref = (plan: { productId: string; order: number }): PlanRef => ({ id: plan.productId, order: plan.order });
  return {
    upgrades: reply.upgradablePlansDetail.map(ref),
    downgrades: reply.downgradablePlansDetail.map(ref),
    reasons: reply.reasons,
    higherConcurrency: reply.higherConcurrencyPlans.map(ref),
  };
}

export function toAccountSubscription(wire: WireSubscription): AccountSubscription {
  return {
    sku: wire.sku,
    productId: wire.productId,
    status: wire.subscriptionStatus,
    purchaseType: wire.purchaseType,
    nextSku: wire.nextSku ?? undefined,
    startDate: wire.startDate,
    endDate: wire.endDate,
    paymentMethod: { type: wire.paymentMethod.paymentMethodType, name: wire.paymentMethod.paymentMethodName },
    frequency: wire.frequencyType ?? undefined,
    coupon: wire.coupon,
  };
}

export function toSubscriptionSummary(reply: z.output<typeof subscriptionDataReply>): SubscriptionSummary {
  return {
    subscriptions: reply.subscriptions.map(toAccountSubscription),
    active: reply.activeSubscription === null ? undefined : toAccountSubscription(reply.activeSubscription),
    latest: reply.latestSubscription === null ? undefined : toAccountSubscription(reply.latestSubscription),
    userCalculatedStatus: reply.userCalculatedStatus,
  };
}
