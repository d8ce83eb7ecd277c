/**
 * The renewal of a card subscription (spec 7 "Card payment provider": csg/cancel, csg/updateSubscription), on the
 * server's own rows:
 * - `POST csg/cancel`: the active card subscription stops renewing (ACTIVE_CANCELED, no next package); it stays active
 *   until its end date. Canceling a canceled one changes nothing.
 * - `POST csg/updateSubscription` `{ productId }`: the package it renews into at the end of the period, a downgrade
 *   (a plan sold in the plan country, below the current one); its own package clears a scheduled change, and renews a
 *   canceled subscription again (resubscribing before its end date). Upgrades start at once, prorated
 *   (getProrationinfo) and charged to the saved card: `POST csg/upgrade` (csgUpgrade.ts).
 * A subscription whose first period a coupon discounted (`coupon`) is a card subscription too: it renews at the
 * catalogue's price, so both calls take it; csg/upgrade does not (its proration would credit the undiscounted price).
 */
import { z } from "zod";
import { HttpError } from "../http/HttpError";
import type { RouteRequest } from "../http/router";
import { canonicalProductId, pricingOf, productById } from "./catalogue";
import { readJson } from "./csgOrders";
import { planCountry } from "./planRoutes";
import { activeRow, requireAdultAccount, type Account } from "./subscriber";
import { wireSubscription } from "./subscriptionData";
import type { SubscriptionDeps } from "./subscriptionDeps";

const updateBody = z.object({ productId: z.string().trim().min(1).max(64) });

/** The payment methods of a card subscription that renews by card: csg/cancel and csg/updateSubscription take these. */
const renewingByCard: readonly string[] = ["creditCard", "coupon"];

/** A subscription a partner TV provider pays (docs/partner-login.md) is canceled or changed at the provider only. */
export const managedByPartner = (partner: string) =>
  new HttpError(409, "MANAGED_BY_PARTNER", `The subscription is managed by the TV provider (${partner}): cancel or change it there.`);

/**
 * The account's active subscription, paid with one of `methods` (by default a card at the full price, as csg/upgrade
 * wants it), and its position (also csg/upgrade's first checks).
 */
export function cardSubscription(deps: SubscriptionDeps, account: Account, methods: readonly string[] = ["creditCard"]) {
  const row = activeRow(account.subscriptions);
  const position = deps.cardSubscriptions.activePosition(account.user.id);
  if (row === undefined || position === undefined) throw new HttpError(403, "NO_ACTIVE_SUBSCRIPTION", "This account has no active subscription.");
  if (row.payment_method_type === "PARTNER") throw managedByPartner(row.payment_method_name);
  if (!methods.includes(row.payment_method_name)) throw new HttpError(409, "NOT_A_CARD_SUBSCRIPTION", `The subscription is paid with ${row.payment_method_name}, not by card.`);
  if (row.status === "ACTIVE_FREEZE") throw new HttpError(409, "SUBSCRIPTION_FROZEN", "A frozen subscription cannot be changed.");
  return { row, position };
}

/** The account's active subscription as it is now. */
function currentSubscription(deps: SubscriptionDeps, userId: string) {
  const row = activeRow(deps.users.subscriptions(userId));
  return { subscription: row === undefined ? null : wireSubscription(deps.catalogue, row) };
}

export async function cancelCardSubscription(deps: SubscriptionDeps, request: RouteRequest) {
  const account = requireAdultAccount(deps, request.headers);
  await readJson(request, z.object({}).loose(), 4 * 1024);
  const { row, position } = cardSubscription(deps, account, renewingByCard);
  if (row.status === "ACTIVE") deps.cardSubscriptions.cancel(account.user.id, position);
  return currentSubscription(deps, account.user.id);
}

export async function updateCardSubscription(deps: SubscriptionDeps, request: RouteRequest) {
  const account = requireAdultAccount(deps, request.headers);
  const body = await readJson(request, updateBody, 4 * 1024);
  const { row, position } = cardSubscription(deps, account, renewingByCard);
  const current = productById(deps.catalogue, row.sku);
  const target = productById(deps.catalogue, body.productId);
  if (target === undefined || current === undefined) throw new HttpError(404, "PRODUCT_UNKNOWN", `No product ${target === undefined ? body.productId : row.sku}.`);
  if (target.id === canonicalProductId(deps.catalogue, row.sku)) {
    deps.cardSubscriptions.renew(account.user.id, position);
    return currentSubscription(deps, account.user.id);
  }
  if (row.status !== "ACTIVE") throw new HttpError(409, "SUBSCRIPTION_CANCELED", "A canceled subscription does not renew: renew its own package first.");
  if (target.hidden || target.mobileOnly || target.order >= current.order) throw new HttpError(409, "NOT_A_DOWNGRADE", `${target.id} is not a downgrade from ${current.id}.`);
  const country = planCountry(request, account);
  if (pricingOf(deps.catalogue, target, country) === undefined) throw new HttpError(409, "NOT_SOLD_IN_COUNTRY", `${target.id} is not sold in ${country}.`);
  deps.cardSubscriptions.setNextSku(account.user.id, position, target.id);
  return currentSubscription(deps, account.user.id);
}
