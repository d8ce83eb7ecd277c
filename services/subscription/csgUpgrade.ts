/**
 * Upgrading a card subscription now (spec 7 "Card payment provider", docs/subscription-service.md "POST /csg/upgrade"):
 * `POST csg/upgrade { productId, amount, idempotencyKey }` moves the account's active card subscription to a dearer
 * package at once, for the prorated difference getProrationinfo shows (planRoutes.ts `upgradeQuote`), charged to the
 * wallet's saved card with the provider's stored reference (a payment without the shopper: no challenge).
 * - The checks, each a refusal of its own, then one order per account and idempotency key (kind UPGRADE, from the held
 *   package to the target), as csg/subscribe; the amount charged is the service's, never the page's (PRICE_CHANGED).
 * - Nothing due: no payment; in one transaction the order is PAID and the package changes.
 * - Otherwise the provider's payment with the order id as its idempotency key; the package changes only on the
 *   provider's signed notification (csgNotifications.ts calls `applyUpgrade`).
 * The period is kept (start and end dates): the prorated charge paid for the rest of it.
 */
import { randomUUID } from "node:crypto";
import { defaultLocale } from "@/domain/types";
import { log } from "@/ops/log";
import { HttpError } from "../http/HttpError";
import type { RouteRequest } from "../http/router";
import { canonicalProductId, productById, type CatalogueProduct } from "./catalogue";
import { chargeOrder, DetailedHttpError, orderReply, readJson, refuseWhilePending, requireProvider, type OrderReply } from "./csgOrders";
import { cardSubscription } from "./csgPlanRoutes";
import type { CardProviderClient } from "./csgProvider";
import { upgradeBody, type UpgradeBody } from "./csgSchemas";
import type { NewOrder, OrderRow, SavedCard } from "./orderStore";
import { planCountry, upgradeQuote } from "./planRoutes";
import { activeRow, requireAdultAccount, type Account } from "./subscriber";
import type { SubscriptionDeps } from "./subscriptionDeps";
import type { SubscriptionRow } from "../user/userStore";

interface CheckedUpgrade {
  from: CatalogueProduct;
  to: CatalogueProduct;
  card: SavedCard;
  /** What is due now: the proration's `amountDue` in the target's currency. */
  amount: { value: number; currency: string };
}

const noSavedCard = () => new HttpError(409, "NO_SAVED_CARD", "The account has no saved card the provider can charge again; subscribe by card first.");

/** The held package and the target: a plan above it (csg/updateSubscription's downgrade rules, reversed). */
function upgradePackages(deps: SubscriptionDeps, account: Account, body: UpgradeBody): { row: SubscriptionRow; from: CatalogueProduct; to: CatalogueProduct } {
  const { row } = cardSubscription(deps, account);
  if (row.status === "ACTIVE_CANCELED") throw new HttpError(409, "SUBSCRIPTION_CANCELED", "A canceled subscription is not upgraded: renew it first (csg/updateSubscription with its own package).");
  const from = productById(deps.catalogue, row.sku);
  const to = productById(deps.catalogue, body.productId);
  if (to === undefined || from === undefined) throw new HttpError(404, "PRODUCT_UNKNOWN", `No product ${to === undefined ? body.productId : row.sku}.`);
  if (to.hidden || to.mobileOnly || to.order <= from.order) throw new HttpError(409, "NOT_AN_UPGRADE", `${to.id} is not an upgrade from ${from.id}.`);
  return { row, from, to };
}

/** The checks, in the documented order, each a refusal of its own; then what the upgrade costs now. */
function checkUpgrade(deps: SubscriptionDeps, request: RouteRequest, account: Account, body: UpgradeBody): CheckedUpgrade {
  const { row, from, to } = upgradePackages(deps, account, body);
  const country = planCountry(request, account);
  const { next, result } = upgradeQuote(deps, row, { from, to }, country);
  const card = deps.orders.savedCard(account.user.id);
  if (card === undefined) throw noSavedCard();
  refuseWhilePending(deps, account.user.id);
  const amount = { value: result.amountDue, currency: next.currency };
  if (body.amount.value !== amount.value || body.amount.currency !== amount.currency) {
    throw new DetailedHttpError(409, "PRICE_CHANGED", `Moving from ${from.id} to ${to.id} in ${country} does not cost the amount shown now.`, { currentPrice: amount });
  }
  return { from, to, card, amount };
}

/**
 * The package change an upgrade order paid for, inside the caller's transaction: the account's active card
 * subscription takes the order's target, no change stays scheduled, its status and its dates are kept. When the account
 * no longer holds the order's from-package by card (it ended or changed meanwhile), nothing changes (logged: the
 * payment is for a refund).
 */
export function applyUpgrade(deps: SubscriptionDeps, order: OrderRow): void {
  const row = activeRow(deps.users.subscriptions(order.user_id));
  const position = deps.cardSubscriptions.activePosition(order.user_id);
  const holdsFrom = row !== undefined && row.payment_method_name === "creditCard" && canonicalProductId(deps.catalogue, row.sku) === order.from_product_id;
  if (!holdsFrom || position === undefined) {
    log({ level: "warn", code: "subscription-upgrade-paid-without-subscription", orderId: order.id });
    return;
  }
  deps.cardSubscriptions.changePackage(order.user_id, position, order.product_id);
}

/** The provider's payment of the order with the saved card's stored reference. */
function chargeSavedCard(deps: SubscriptionDeps, client: CardProviderClient, order: OrderRow, card: SavedCard): Promise<OrderReply> {
  // A stored card pays without the shopper, so no challenge is expected; should one come, the app's return page ends it.
  return chargeOrder(deps, client, order, { token: card.storedToken, returnUrl: `${deps.appPublicUrl}/${defaultLocale}/hub/adyen-process-payment` });
}

/** The same key again: the stored order's reply; the payment is asked again only when the provider never answered. */
async function replay(deps: SubscriptionDeps, order: OrderRow, body: UpgradeBody): Promise<OrderReply> {
  const sameRequest =
    order.kind === "UPGRADE" &&
    order.product_id === canonicalProductId(deps.catalogue, body.productId) &&
    order.amount === body.amount.value &&
    order.currency === body.amount.currency;
  if (!sameRequest) throw new HttpError(422, "IDEMPOTENCY_KEY_REUSED", "This idempotency key was used for another payment; use a new key.");
  if (order.status !== "PENDING" || order.psp_reference !== null) return orderReply(order);
  const card = deps.orders.savedCard(order.user_id);
  if (card === undefined) throw noSavedCard();
  return chargeSavedCard(deps, requireProvider(deps).client, order, card);
}

function newOrder(deps: SubscriptionDeps, account: Account, upgrade: CheckedUpgrade, body: UpgradeBody): NewOrder {
  return {
    id: randomUUID(),
    userId: account.user.id,
    idempotencyKey: body.idempotencyKey,
    productId: upgrade.to.id,
    amount: upgrade.amount.value,
    currency: upgrade.amount.currency,
    billingAddress: upgrade.card.billingAddress,
    at: deps.now(),
    upgradeFrom: upgrade.from.id,
  };
}

/** Nothing due: in one transaction the order is stored PAID (no payment, no reference) and the package changes. */
function upgradeAtOnce(deps: SubscriptionDeps, account: Account, upgrade: CheckedUpgrade, body: UpgradeBody): OrderReply {
  deps.inTransaction(() => {
    const order = deps.orders.insert(newOrder(deps, account, upgrade, body));
    if (order.status !== "PENDING" || order.psp_reference !== null) return;
    deps.orders.markPaid(order.id, null, {}, deps.now());
    applyUpgrade(deps, order);
  });
  const settled = deps.orders.byKey(account.user.id, body.idempotencyKey);
  if (settled === undefined) throw new Error(`The upgrade order of ${account.user.id} was not stored.`);
  return orderReply(settled);
}

export async function upgradeByCard(deps: SubscriptionDeps, request: RouteRequest): Promise<OrderReply> {
  const account = requireAdultAccount(deps, request.headers);
  const body = await readJson(request, upgradeBody);
  const existing = deps.orders.byKey(account.user.id, body.idempotencyKey);
  if (existing !== undefined) return replay(deps, existing, body);
  const upgrade = checkUpgrade(deps, request, account, body);
  if (upgrade.amount.value === 0) return upgradeAtOnce(deps, account, upgrade, body);
  const { client } = requireProvider(deps);
  const order = deps.orders.insert(newOrder(deps, account, upgrade, body));
  // Two requests with one key at once both find the one stored order; the provider answers both alike.
  return order.psp_reference === null && order.status === "PENDING" ? chargeSavedCard(deps, client, order, upgrade.card) : orderReply(order);
}
