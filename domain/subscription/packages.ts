/**
 * The subscription catalogue as the app shows it (spec 3 "Subscription configuration"), already in the viewer's
 * language and priced for the viewer's country by the subscription-config and pricing services. The adapter
 * (adapters/subscription) maps the services' wire shapes onto these types; the package blocks only read them.
 */
import type { ShowingType } from "./flows";
import type { Money } from "./money";
import type { SpecialOffer } from "./offers";

/** Spec 7 "Tracking": the analytics package codes. */
export const packageCodes = ["MOBILE ONLY", "VIP", "SPORT", "BIGTIME", "ULTIMATE", "ULTIMATE GOBX", "SPORT GOBX"] as const;
export type PackageCode = (typeof packageCodes)[number];

/** ISO 8601 durations of the pricing plans the services sell. */
export type PlanPeriod = "P1M" | "P3M" | "P1Y";

/** One row of the feature table for one package: included or not, and the special text it shows instead of a tick. */
export interface PackageFeature {
  id: string;
  included: boolean;
  specialText?: string | undefined;
}

export interface SubscriptionPackage {
  /** The product id (sku) the pricing service and the payment pages take. */
  id: string;
  name: string;
  description: string;
  code: PackageCode;
  /** The subscription-config service's order: the list shows packages in it. */
  order: number;
  isDefault: boolean;
  /** Spec 6: sold and watched on mobile phones only, paid by the carrier. */
  mobileOnly: boolean;
  showingType: ShowingType;
  price: Money;
  period: PlanPeriod;
  /** A promotional tag ("Most popular"), in the viewer's language. */
  tag?: string | undefined;
  features: PackageFeature[];
}

/** A row of the comparison table: the feature's label, in the viewer's language. */
export interface FeatureRow {
  id: string;
  label: string;
}

export interface PackageCatalogue {
  /** The viewer's country the prices are for (ISO 3166-1 alpha-2). */
  country: string;
  packages: SubscriptionPackage[];
  featureRows: FeatureRow[];
  /** The offers running now, primary ones first (spec 3 "offers context"). */
  offers: SpecialOffer[];
}
