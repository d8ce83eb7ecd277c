/**
 * The subscription flows of spec 4 "Flows": the flow state (NORMAL or SUBSCRIPTION) and its transitions, the flow
 * kinds (acquisition, upgrade, downgrade), the seven flow types and the four showing types a package takes per flow.
 * Pure rules; the route table says which area each page belongs to (its `flow` column), so a page the CRM team adds
 * to the join flow takes part in it without a deploy.
 */
import type { UserType } from "../types";

export type FlowState = "NORMAL" | "SUBSCRIPTION";

/**
 * The area of the product a page belongs to, for the flow state: the subscription pages (packages, payment, offers,
 * deals), the authentication pages, code redemption, onboarding, the subscription congratulations, card maintenance
 * (card-maintain and bank-card-modification), the home path, or none of these.
 */
export const flowAreas = ["subscription", "authentication", "code-redemption", "onboarding", "congrats", "card-maintenance", "home"] as const;
export type FlowArea = (typeof flowAreas)[number];

/**
 * Spec 4: entering subscription, authentication, code-redemption or onboarding pages sets SUBSCRIPTION; leaving
 * them sets NORMAL; the home path resets to NORMAL; subscription congratulations for a subscribed user sets
 * SUBSCRIPTION; card maintenance and bank card set NORMAL. Congratulations for anyone else keep the state (the page
 * then only says the payment is still being confirmed).
 */
export function nextFlowState(current: FlowState, area: FlowArea | undefined, userType: UserType): FlowState {
  switch (area) {
    case "subscription":
    case "authentication":
    case "code-redemption":
    case "onboarding":
      return "SUBSCRIPTION";
    case "congrats":
      return userType === "subscribed" ? "SUBSCRIPTION" : current;
    case "card-maintenance":
    case "home":
    case undefined:
      return "NORMAL";
  }
}

/** Spec 4: acquisition (not subscribed), upgrade (subscribed), downgrade. */
export type FlowKind = "acquisition" | "upgrade" | "downgrade";

/** Spec 4's seven flow types, as the subscription-config service names them (`flow` parameter). */
export const flowTypes = [
  "ORGANIC_ACQUISITION",
  "ORGANIC_UPGRADE",
  "UPSELL_ACQUISITION",
  "UPSELL_UPGRADE",
  "ORGANIC_DOWNGRADE",
  "STACK",
  "HIDDEN",
] as const;
export type FlowType = (typeof flowTypes)[number];

/** Spec 4's showing types: how a package is presented in a flow. */
export const showingTypes = ["BASE", "BUNDLE", "BUNDLE_OFFER", "CROSS_GRADE"] as const;
export type ShowingType = (typeof showingTypes)[number];

/** What started the flow: the viewer's own visit (organic), an upsell (a Plus title, the player), an add-on (stack). */
export type FlowEntry = "organic" | "upsell" | "stack";

/** The flow kind of a viewer: subscribed viewers change package (upgrade, or downgrade when asked), the others join. */
export function flowKindOf(userType: UserType, wantsDowngrade = false): FlowKind {
  if (userType !== "subscribed") return "acquisition";
  return wantsDowngrade ? "downgrade" : "upgrade";
}

/** The flow type the package configuration is asked for. A downgrade is always organic; a stack keeps the package. */
export function flowTypeOf(kind: FlowKind, entry: FlowEntry): FlowType {
  if (entry === "stack") return "STACK";
  if (kind === "downgrade") return "ORGANIC_DOWNGRADE";
  if (kind === "upgrade") return entry === "upsell" ? "UPSELL_UPGRADE" : "ORGANIC_UPGRADE";
  return entry === "upsell" ? "UPSELL_ACQUISITION" : "ORGANIC_ACQUISITION";
}

export function isFlowType(value: string): value is FlowType {
  return (flowTypes as readonly string[]).includes(value);
}

/** Spec 3 "Upgrade plans": the four reasons an upgrade is refused, each with its message key (`blocks` namespace). */
export const upgradeBlockReasons = [
  "PAYMENT_UPGRADE_NOT_SUPPORTED",
  "HIGHEST_PACKAGE_COUNTRY_RESTRICTED",
  "HIGHEST_PACKAGE_NO_UPGRADABLE_PLANS",
  "PLATFORM_UNSUPPORTED_PAYMENT",
] as const;
export type UpgradeBlockReason = (typeof upgradeBlockReasons)[number];

/** Spec 3 "Flow state": where the viewer was in the package list, kept so a guest returns to the package they picked. */
export interface SelectedPlanLocation {
  tabIndex: number;
  itemIndex: number;
}
