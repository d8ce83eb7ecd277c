/**
 * Spec 3 "Upgrade plans": the packages a subscriber can move to from their own, in the country, and the reasons of
 * spec 3 that stop or limit an upgrade (domain/subscription/flows.ts `upgradeBlockReasons`):
 * - PAYMENT_UPGRADE_NOT_SUPPORTED: the subscription is paid with a method a plan cannot be changed with (coupon,
 *   voucher, iTunes, googlePlay, fawry: the catalogue's `planChangeUnsupported`);
 * - HIGHEST_PACKAGE_COUNTRY_RESTRICTED: a package above exists but is not sold in the country;
 * - HIGHEST_PACKAGE_NO_UPGRADABLE_PLANS: nothing is above the package (it is the highest);
 * - PLATFORM_UNSUPPORTED_PAYMENT: a native app asks for a card payment, which is changed on the web only.
 * Mobile-only packages are carrier-billed, so they are plans only for a subscription paid with mobilePay.
 */
import type { UpgradeBlockReason } from "@/domain/subscription/flows";
import { isSoldIn, planProducts, type Catalogue, type CatalogueProduct } from "./catalogue";
import type { PlatformName } from "./catalogueSchema";
import { nativePlatforms } from "./requestContext";

export interface PlanQuery {
  current: CatalogueProduct;
  country: string;
  /** The subscription's own payment method and the one the caller names: either can add a reason. */
  paymentMethods: readonly string[];
  platform: PlatformName;
}

function planDetail(product: CatalogueProduct) {
  return { productId: product.id, ovpSku: product.ovpSku, order: product.order, ovpValue: product.ovpValue, screens: product.screens };
}

/** The reasons that hold whatever the package: the payment method and the platform. */
function paymentReasons(catalogue: Catalogue, query: PlanQuery): UpgradeBlockReason[] {
  const reasons: UpgradeBlockReason[] = [];
  const unsupported: readonly string[] = catalogue.planChangeUnsupported;
  if (query.paymentMethods.some((method) => unsupported.includes(method))) reasons.push("PAYMENT_UPGRADE_NOT_SUPPORTED");
  if (nativePlatforms.includes(query.platform) && query.paymentMethods.includes("creditCard")) reasons.push("PLATFORM_UNSUPPORTED_PAYMENT");
  return reasons;
}

/** Why some or all of `above` cannot be bought in the country: restricted there, or there is nothing above. */
function ceilingReasons(above: readonly CatalogueProduct[], country: string): UpgradeBlockReason[] {
  if (above.length === 0) return ["HIGHEST_PACKAGE_NO_UPGRADABLE_PLANS"];
  return above.some((product) => !isSoldIn(product, country)) ? ["HIGHEST_PACKAGE_COUNTRY_RESTRICTED"] : [];
}

const reasonOrder = (reasons: readonly UpgradeBlockReason[]): UpgradeBlockReason[] => {
  const order: readonly UpgradeBlockReason[] = ["PAYMENT_UPGRADE_NOT_SUPPORTED", "HIGHEST_PACKAGE_COUNTRY_RESTRICTED", "HIGHEST_PACKAGE_NO_UPGRADABLE_PLANS", "PLATFORM_UNSUPPORTED_PAYMENT"];
  return order.filter((reason) => reasons.includes(reason));
};

export function upgradePlans(catalogue: Catalogue, query: PlanQuery) {
  const { current, country } = query;
  const carrierBilled = query.paymentMethods.includes("mobilePay");
  const plan = (product: CatalogueProduct) => product.id !== current.id && (!product.mobileOnly || carrierBilled);
  const sold = planProducts(catalogue, country).filter(plan);
  const upgrades = sold.filter((product) => product.order > current.order);
  const downgrades = sold.filter((product) => product.order < current.order);
  const everyPlan = catalogue.products.filter((product) => !product.hidden && plan(product));
  const above = everyPlan.filter((product) => product.order > current.order);
  const moreScreens = above.filter((product) => product.screens > current.screens);
  const payment = paymentReasons(catalogue, query);
  return {
    productId: current.id,
    country,
    upgradablePlansDetail: upgrades.map(planDetail),
    downgradablePlansDetail: downgrades.map(planDetail),
    higherConcurrencyPlans: upgrades.filter((product) => product.screens > current.screens).map(planDetail),
    higherConcurrencyPlansReasons: reasonOrder([...payment, ...ceilingReasons(moreScreens, country)]),
    reasons: reasonOrder([...payment, ...ceilingReasons(above, country)]),
  };
}
