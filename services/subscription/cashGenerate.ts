/**
 * A reference number to pay a package in cash (`POST cash/generate-reference-number` and
 * `cash/generate-encoded-reference-number`, docs/cash-payments.md): the checks, then one order per account and
 * idempotency key (PENDING, `payment_method` fawry, the catalogue's price in the country's currency, never the
 * request's) and the provider's charge request with the order id as its merchant reference. The order is PAID only on
 * the provider's signed notification (cashNotifications.ts).
 *
 * An account has at most one reference to pay at a time: an unpaid, unexpired one of the same package at the same price
 * is answered again rather than a second made; one of another package is canceled at the provider first (the newer
 * choice replaces it, so no one pays for both).
 */
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { HttpError } from "../http/HttpError";
import type { RouteRequest } from "../http/router";
import type { ServiceLocale } from "../db/localizedText";
import { canonicalProductId, pricingOf, productById, type CatalogueProduct, type PricingResponse } from "./catalogue";
import type { CashProviderDeps } from "./cashProvider";
import type { CashReferenceRow, CashStore } from "./cashStore";
import { cashMethod } from "./cashSubscriptions";
import { processorsOf } from "./configRoutes";
import { DetailedHttpError, readJson, refuseWhilePending } from "./csgOrders";
import { providerFailed } from "./csgProvider";
import { idempotencyKeySchema } from "./csgSchemas";
import { mayBuyHiddenProduct } from "./eligibility";
import type { OrderRow } from "./orderStore";
import { countryOf, languageOf } from "./requestContext";
import { activeRow, requireAdultAccount, type Account } from "./subscriber";
import type { SubscriptionDeps } from "./subscriptionDeps";

/** Strict: a field the contract does not name (a price, say) is refused, not ignored. */
export const generateBody = z.strictObject({ productId: z.string().trim().min(1).max(64), idempotencyKey: idempotencyKeySchema });
type GenerateBody = z.output<typeof generateBody>;

export type CashDeps = Required<CashProviderDeps>;

/** The cash provider and the service's cash tables; 503 without them. */
export function requireCash(deps: SubscriptionDeps): CashDeps {
  const cash = deps.cashProvider;
  if (cash?.store === undefined) throw new HttpError(503, "PROVIDER_UNAVAILABLE", "Cash payments are not available: the suite runs without a cash payment provider.");
  return { client: cash.client, hmacKey: cash.hmacKey, store: cash.store };
}

const methodNotAvailable = (message: string) => new HttpError(403, "METHOD_NOT_AVAILABLE", message);

/** The product and its price in the country, after the checks (each a refusal of its own). */
function checkPurchase(deps: SubscriptionDeps, request: RouteRequest, account: Account, body: GenerateBody): { product: CatalogueProduct; price: PricingResponse } {
  const { catalogue } = deps;
  const country = countryOf(catalogue, request);
  if (!processorsOf(catalogue, country).some((processor) => processor.paymentMethodName === cashMethod.name)) throw methodNotAvailable(`Cash payments are not offered in ${country}.`);
  const product = productById(catalogue, body.productId);
  const active = activeRow(account.subscriptions);
  // Paying the next month ahead: the account's active cash subscription of this package.
  const renewing = product !== undefined && active?.payment_method_name === cashMethod.name && canonicalProductId(catalogue, active.sku) === product.id;
  if (product === undefined || (product.hidden && !renewing && !mayBuyHiddenProduct(account))) throw new HttpError(404, "PRODUCT_UNKNOWN", `No product ${body.productId}.`);
  if (product.mobileOnly) throw methodNotAvailable(`${product.id} is billed by the mobile carrier, not paid in cash.`);
  const price = pricingOf(catalogue, product, country);
  if (price === undefined) throw new HttpError(404, "NOT_SOLD_IN_COUNTRY", `${product.id} is not sold in ${country}.`);
  if (active !== undefined && !renewing) throw new HttpError(409, "ALREADY_SUBSCRIBED", "This account has an active subscription; a cash payment pays only the next month of its own cash package.");
  refuseWhilePending(deps, account.user.id);
  return { product, price };
}

/** The provider's charge request for the order, and its reference stored (once, whoever asks first). */
async function charge(deps: SubscriptionDeps, cash: CashDeps, order: OrderRow, language: ServiceLocale): Promise<CashReferenceRow> {
  const product = productById(deps.catalogue, order.product_id);
  const reply = await cash.client.createCharge({
    orderId: order.id,
    userId: order.user_id,
    amount: { value: order.amount, currency: order.currency },
    description: product?.name[language] ?? order.product_id,
    language,
  });
  if (reply.merchantRefNumber !== order.id || reply.amount.value !== order.amount || reply.amount.currency !== order.currency) {
    throw providerFailed("The cash payment provider's answer is about another charge.");
  }
  return cash.store.insert({ orderId: order.id, userId: order.user_id, referenceNumber: reply.referenceNumber, productId: order.product_id, amount: order.amount, currency: order.currency, expiresAt: reply.expirationTime, at: deps.now() });
}

/** The same key again: the reference it named, as it now stands (the provider is asked only if it never answered). */
function replayed(deps: SubscriptionDeps, store: CashStore, userId: string, body: GenerateBody): OrderRow | undefined {
  const binding = store.keyOf(userId, body.idempotencyKey);
  const order = binding === undefined ? deps.orders.byKey(userId, body.idempotencyKey) : deps.orders.byId(binding.order_id);
  if (binding === undefined && order === undefined) return undefined;
  if (order === undefined || order.payment_method !== cashMethod.name || order.product_id !== canonicalProductId(deps.catalogue, body.productId)) {
    throw new HttpError(409, "IDEMPOTENCY_KEY_REUSED", "This idempotency key was used for another payment; use a new key.");
  }
  return order;
}

/** A reference of another package, replaced: canceled at the provider; one paid meanwhile stops the new one. */
async function replace(deps: SubscriptionDeps, cash: CashDeps, reference: CashReferenceRow): Promise<void> {
  const outcome = await cash.client.cancelCharge(reference.reference_number);
  if (outcome === "PAID") {
    throw new DetailedHttpError(409, "PAYMENT_PENDING", "A reference of this account was just paid; its confirmation is awaited.", { orderId: reference.order_id });
  }
  // An expired one is settled by its notification; a canceled one has none (the provider answered us).
  if (outcome === "CANCELED") {
    deps.inTransaction(() => {
      if (cash.store.settle(reference.order_id, "CANCELED")) deps.orders.settle(reference.order_id, ["PENDING"], { status: "REFUSED", pspReference: reference.reference_number, refusalReason: "CANCELED" });
    });
  }
}

function newOrder(deps: SubscriptionDeps, cash: CashDeps, userId: string, body: GenerateBody, product: CatalogueProduct, price: PricingResponse): OrderRow {
  const now = deps.now();
  let stored: OrderRow | undefined;
  deps.inTransaction(() => {
    const order = deps.orders.insert({
      id: randomUUID(),
      userId,
      idempotencyKey: body.idempotencyKey,
      productId: product.id,
      amount: price.amount,
      currency: price.currency,
      billingAddress: undefined,
      at: now,
      paymentMethod: cashMethod.name,
    });
    cash.store.bindKey(userId, body.idempotencyKey, product.id, order.id, now);
    stored = order;
  });
  if (stored === undefined) throw new Error("The cash order was not stored.");
  return stored;
}

export async function generateReference(deps: SubscriptionDeps, request: RouteRequest): Promise<CashReferenceRow> {
  const first = requireAdultAccount(deps, request.headers);
  const body = await readJson(request, generateBody, 4 * 1024);
  const cash = requireCash(deps);
  const language = languageOf(request);
  const userId = first.user.id;
  const existing = replayed(deps, cash.store, userId, body);
  if (existing !== undefined) return cash.store.byOrder(existing.id) ?? charge(deps, cash, existing, language);
  const now = deps.now();
  // A cash subscription nobody paid again is over before anything is decided on it.
  const account = cash.store.lapse(userId, now) > 0 ? { ...first, subscriptions: deps.users.subscriptions(userId) } : first;
  const { product, price } = checkPurchase(deps, request, account, body);
  const open = cash.store.open(userId, now);
  const same = open.find((reference) => reference.product_id === product.id && reference.amount === price.amount && reference.currency === price.currency);
  if (same !== undefined) {
    cash.store.bindKey(userId, body.idempotencyKey, product.id, same.order_id, now);
    return same;
  }
  for (const other of open) await replace(deps, cash, other);
  const order = newOrder(deps, cash, userId, body, product, price);
  return cash.store.byOrder(order.id) ?? charge(deps, cash, order, language);
}
