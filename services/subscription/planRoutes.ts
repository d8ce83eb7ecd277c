/**
 * A subscriber's plan changes (spec 7 "Subscription and pricing"), rights from the server's own rows:
 * - `GET upgradable-plans?productId&paymentMethod`: the packages above and below the caller's own (403
 *   NOT_OWN_SUBSCRIPTION when `productId` is not the product of the caller's active subscription), and the reasons;
 * - `GET getProrationinfo?toProductId`: what moving the active subscription to a dearer package costs now (the
 *   amount csg/upgrade charges: `upgradeQuote`).
 * The plan country is the `subscriptionCountry` header, else the viewer's country, else the account's.
 */
import { HttpError } from "../http/HttpError";
import { jsonReply } from "../http/reply";
import type { Route, RouteRequest } from "../http/router";
import { canonicalProductId, pricingOf, productById, type CatalogueProduct, type PricingResponse } from "./catalogue";
import { planMonths, prorate, type Proration } from "./proration";
import { asCountry, headerOf, platformOf, requiredParam } from "./requestContext";
import { activeRow, requireAccount, type Account } from "./subscriber";
import { subscriptionRoute, type SubscriptionDeps } from "./subscriptionDeps";
import { upgradePlans } from "./upgradePlans";
import type { SubscriptionRow } from "../user/userStore";

export function planCountry(request: RouteRequest, account: Account): string {
  const header = (name: string) => asCountry(headerOf(request.headers, name));
  return header("subscriptionCountry") ?? header("country") ?? asCountry(request.query.get("country")) ?? account.user.country;
}

/** The caller's active subscription and its catalogue product. */
function heldPlan(deps: SubscriptionDeps, account: Account): { row: SubscriptionRow; product: CatalogueProduct } {
  const row = activeRow(account.subscriptions);
  if (row === undefined) throw new HttpError(403, "NO_ACTIVE_SUBSCRIPTION", "This account has no active subscription.");
  const product = productById(deps.catalogue, row.sku);
  if (product === undefined) throw new HttpError(404, "PRODUCT_UNKNOWN", `The subscription's product ${row.sku} is not in the catalogue.`);
  return { row, product };
}

function upgradablePlans(deps: SubscriptionDeps, request: RouteRequest) {
  const account = requireAccount(deps, request.headers);
  const productId = requiredParam(request, "productId");
  const row = activeRow(account.subscriptions);
  if (row === undefined || canonicalProductId(deps.catalogue, row.sku) !== canonicalProductId(deps.catalogue, productId)) {
    throw new HttpError(403, "NOT_OWN_SUBSCRIPTION", "`productId` is not the product of this account's active subscription.");
  }
  const { product } = heldPlan(deps, account);
  const asked = request.query.get("paymentMethod")?.trim();
  const paymentMethods = [row.payment_method_name, ...(asked ? [asked] : [])];
  return upgradePlans(deps.catalogue, { current: product, country: planCountry(request, account), paymentMethods, platform: platformOf(request) });
}

export interface UpgradeQuote {
  current: PricingResponse;
  next: PricingResponse;
  now: Date;
  /** `amountDue` is what the upgrade costs now, in `next.currency`. */
  result: Proration;
}

/**
 * What moving the subscription `row` from `from` to `to` costs now in the plan country (getProrationinfo and
 * csg/upgrade charge the same): 409 NOT_SOLD_IN_COUNTRY when either package has no price there.
 */
export function upgradeQuote(deps: SubscriptionDeps, row: SubscriptionRow, plans: { from: CatalogueProduct; to: CatalogueProduct }, country: string): UpgradeQuote {
  const { from, to } = plans;
  const current = pricingOf(deps.catalogue, from, country);
  const next = pricingOf(deps.catalogue, to, country);
  if (current === undefined || next === undefined) throw new HttpError(409, "NOT_SOLD_IN_COUNTRY", `${current ? to.id : from.id} is not sold in ${country}.`);
  const now = deps.now();
  const months = planMonths[from.pricingPlanDuration];
  const start = new Date(row.start_date);
  const end = new Date(row.end_date);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) throw new Error(`The subscription's dates are unreadable: ${row.start_date}, ${row.end_date}.`);
  return { current, next, now, result: prorate({ currentMinor: current.amount, newMinor: next.amount, start, end, now, months }) };
}

function prorationInfo(deps: SubscriptionDeps, request: RouteRequest) {
  const account = requireAccount(deps, request.headers);
  const toId = requiredParam(request, "toProductId");
  const { row, product: from } = heldPlan(deps, account);
  const to = productById(deps.catalogue, toId);
  if (to === undefined) throw new HttpError(404, "PRODUCT_UNKNOWN", `No product ${toId}.`);
  if (to.hidden || to.order <= from.order) throw new HttpError(409, "NOT_AN_UPGRADE", `${to.id} is not an upgrade from ${from.id}.`);
  const country = planCountry(request, account);
  const { current, next, now, result } = upgradeQuote(deps, row, { from, to }, country);
  return {
    fromProductId: from.id,
    toProductId: to.id,
    country,
    currency: next.currency,
    amountDue: result.amountDue,
    currentAmount: current.amount,
    newAmount: next.amount,
    remainingDays: result.remainingDays,
    daysInPeriod: result.daysInPeriod,
    periodStart: result.period.start.toISOString(),
    startsAt: now.toISOString(),
    nextRenewalDate: result.period.end.toISOString(),
  };
}

export function createPlanRoutes(deps: SubscriptionDeps): Route[] {
  return [
    subscriptionRoute("GET", "/upgradable-plans", (request) => jsonReply(upgradablePlans(deps, request))),
    subscriptionRoute("GET", "/getProrationinfo", (request) => jsonReply(prorationInfo(deps, request))),
  ];
}
