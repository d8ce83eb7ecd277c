/**
 * What the in-app payment routes share, and `initiate` (docs/in-app-payments.md):
 * - the two stores as the service names them (Apple: `applePay/…`, paid with `iTunes`; Google: `googlePlay/…`, paid
 *   with `googlePlay`), each offered only inside its native apps (the seed's processors' `platforms`);
 * - the buyer: a live session of the account, never watching as a kid profile (403 KID_PROFILE_NOT_ALLOWED);
 * - `POST applePay/initiate` / `googlePlay/initiate` `{ productId, idempotencyKey }`: a PENDING order at the catalogue's
 *   price in the country's currency (the store charges its own price tier; the order records ours), with a new app
 *   account token (a uuid) bound to it, which the native app passes to the store (Google: as the
 *   obfuscatedExternalAccountId) so that the store's proof names the order's token.
 */
import { randomUUID } from "node:crypto";
import { HttpError } from "../http/HttpError";
import type { RouteRequest } from "../http/router";
import { byCatalogueId, type StoreName, type StoreProduct } from "../storeProvider/storeCatalogue";
import { canonicalProductId, pricingOf, productById } from "./catalogue";
import { readJson, refuseWhilePending } from "./csgOrders";
import type { InAppProviderDeps } from "./inAppProvider";
import { requireApple, requireGoogle } from "./inAppProofs";
import { initiateBody } from "./inAppSchemas";
import { countryOf, platformOf } from "./requestContext";
import { activeRow, requireAdultAccount } from "./subscriber";
import type { SubscriptionDeps } from "./subscriptionDeps";

export interface StoreKind {
  store: StoreName;
  /** The payment method's name (spec 3 "Other"). */
  method: "iTunes" | "googlePlay";
  /** The routes' prefix. */
  prefix: "applePay" | "googlePlay";
}

export const appleKind: StoreKind = { store: "apple", method: "iTunes", prefix: "applePay" };
export const googleKind: StoreKind = { store: "google", method: "googlePlay", prefix: "googlePlay" };

/** The store's client is there (503 PROVIDER_UNAVAILABLE otherwise). */
export function requireStore(kind: StoreKind, inApp: InAppProviderDeps | undefined): InAppProviderDeps {
  return kind.store === "apple" ? requireApple(inApp) : requireGoogle(inApp);
}

/** The store is offered only inside its native apps (the `platform` header; 403 NOT_IN_NATIVE_APP elsewhere). */
export function requireNativeApp(deps: SubscriptionDeps, kind: StoreKind, request: RouteRequest): void {
  const platforms = deps.catalogue.processors.find((processor) => processor.paymentMethodName === kind.method)?.platforms ?? [];
  if (!platforms.includes(platformOf(request))) throw new HttpError(403, "NOT_IN_NATIVE_APP", `${kind.method} is paid for only inside the ${platforms.join(" or ")} apps.`);
}

/** The catalogue package and its store product (404 PRODUCT_UNKNOWN, or NOT_IN_STORE for a package the stores do not sell). */
export function storeProductOf(deps: SubscriptionDeps, inApp: InAppProviderDeps, productId: string): StoreProduct {
  const product = productById(deps.catalogue, productId);
  if (product === undefined) throw new HttpError(404, "PRODUCT_UNKNOWN", `No package ${productId}.`);
  const sold = byCatalogueId(inApp.products, product.id);
  if (sold === undefined) throw new HttpError(404, "NOT_IN_STORE", `${product.id} is not sold in the app stores.`);
  return sold;
}

export interface InitiateReply {
  orderId: string;
  storeProductId: string;
  appAccountToken: string;
}

export async function initiateInApp(deps: SubscriptionDeps, inAppDeps: InAppProviderDeps | undefined, kind: StoreKind, request: RouteRequest): Promise<InitiateReply> {
  const inApp = requireStore(kind, inAppDeps);
  const account = requireAdultAccount(deps, request.headers);
  const body = await readJson(request, initiateBody, 4 * 1024);
  requireNativeApp(deps, kind, request);
  const userId = account.user.id;
  const existing = deps.orders.byKey(userId, body.idempotencyKey);
  if (existing !== undefined) {
    const purchase = inApp.store.byOrder(existing.id);
    const same = purchase !== undefined && existing.payment_method === kind.method && existing.product_id === canonicalProductId(deps.catalogue, body.productId);
    if (!same) throw new HttpError(409, "IDEMPOTENCY_KEY_REUSED", "This idempotency key was used for another purchase; use a new key.");
    return { orderId: existing.id, storeProductId: purchase.store_product_id, appAccountToken: purchase.app_account_token };
  }
  const sold = storeProductOf(deps, inApp, body.productId);
  const product = productById(deps.catalogue, sold.productId);
  const country = countryOf(deps.catalogue, request);
  const price = product === undefined ? undefined : pricingOf(deps.catalogue, product, country);
  if (price === undefined) throw new HttpError(404, "NOT_SOLD_IN_COUNTRY", `${sold.productId} is not sold in ${country}.`);
  if (activeRow(account.subscriptions) !== undefined) throw new HttpError(409, "ALREADY_SUBSCRIBED", "This account has an active subscription.");
  refuseWhilePending(deps, userId);
  const at = deps.now();
  const storeProductId = sold[kind.store];
  let reply: InitiateReply | undefined;
  deps.inTransaction(() => {
    const order = deps.orders.insert({ id: randomUUID(), userId, idempotencyKey: body.idempotencyKey, productId: sold.productId, amount: price.amount, currency: price.currency, billingAddress: undefined, at, paymentMethod: kind.method });
    inApp.store.insertPurchase({ orderId: order.id, userId, store: kind.store, appAccountToken: randomUUID(), storeProductId, at });
    const purchase = inApp.store.byOrder(order.id);
    if (purchase !== undefined) reply = { orderId: order.id, storeProductId: purchase.store_product_id, appAccountToken: purchase.app_account_token };
  });
  if (reply === undefined) throw new Error("The in-app order just stored is not there.");
  return reply;
}
