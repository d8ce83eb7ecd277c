/**
 * An in-app subscription's changes (docs/in-app-payments.md), after the native app changed it in the store:
 * - `POST applePay/regrade` `{ productId, signedTransaction }` / `googlePlay/regrade` `{ productId, purchaseToken }`:
 *   another package of the group. Up (a better rank): the package changes now and the end moves to the store's new
 *   period. Down: `next_sku`, taken at the renewal (Apple: read from the signed renewal info; Google: the new token's
 *   product, paid until the old end). The proof must belong to the store subscription the account's active in-app
 *   subscription holds (Apple: its originalTransactionId; Google: the new token's linkedPurchaseToken), and its app
 *   account token, when it carries one, must be one of the account's;
 * - `POST …/reactivate` `{ signedTransaction | purchaseToken }`: a canceled (auto-renew off) or expired store
 *   subscription of the account, renewing again in the store: ACTIVE again (the end moved to the store's expiry);
 * - `POST …/cancel` `{}`: a merchant cannot cancel a store subscription: 409 MANAGED_BY_STORE with `manageUrl`,
 *   nothing changes.
 * Each answers `{ subscription }` as `subscriptionData` words it.
 */
import { HttpError } from "../http/HttpError";
import type { RouteRequest } from "../http/router";
import { appleManageUrl, googleManageUrl } from "../storeProvider/storeProviderSettings";
import { DetailedHttpError, readJson } from "./csgOrders";
import { acknowledgeIfNeeded } from "./inAppActivate";
import { applyGoogleState, extendPeriod, paidRow, setStatus, type PaidRow } from "./inAppEffects";
import { requireNativeApp, requireStore, storeProductOf, type StoreKind } from "./inAppOrders";
import type { InAppProviderDeps } from "./inAppProvider";
import { appleProof, appleRenewal, googleProof, invalidReceipt, type StoreProof } from "./inAppProofs";
import { appleReactivateBody, appleRegradeBody, googleReactivateBody, googleRegradeBody, noBody } from "./inAppSchemas";
import { activeRow, type Account, requireAdultAccount } from "./subscriber";
import { wireSubscription } from "./subscriptionData";
import type { SubscriptionDeps } from "./subscriptionDeps";

const notInApp = (kind: StoreKind) => new HttpError(409, "NOT_AN_IN_APP_SUBSCRIPTION", `This account has no subscription paid with ${kind.method}.`);

function currentSubscription(deps: SubscriptionDeps, userId: string) {
  const row = activeRow(deps.users.subscriptions(userId));
  return { subscription: row === undefined ? null : wireSubscription(deps.catalogue, row) };
}

/** The account's active subscription, paid with this store, and the store subscription it holds. */
function activeInApp(deps: SubscriptionDeps, inApp: InAppProviderDeps, kind: StoreKind, account: Account): PaidRow & { storeSubscriptionId: string } {
  const position = deps.cardSubscriptions.activePosition(account.user.id);
  const target = position === undefined ? undefined : paidRow(inApp, kind, inApp.store.atPosition(account.user.id, position));
  const storeSubscriptionId = target?.purchase.store_subscription_id ?? null;
  if (target === undefined || storeSubscriptionId === null) throw notInApp(kind);
  return { ...target, storeSubscriptionId };
}

/** The proof's app account token, when it has one, is one the account was given. */
function requireAccountsToken(inApp: InAppProviderDeps, account: Account, proof: StoreProof): void {
  if (proof.appAccountToken !== undefined && !inApp.store.isAccountsToken(account.user.id, proof.appAccountToken)) throw invalidReceipt();
}

async function start(deps: SubscriptionDeps, inAppDeps: InAppProviderDeps | undefined, kind: StoreKind, request: RouteRequest) {
  const inApp = requireStore(kind, inAppDeps);
  const account = requireAdultAccount(deps, request.headers);
  return { inApp, account };
}

export async function regradeInApp(deps: SubscriptionDeps, inAppDeps: InAppProviderDeps | undefined, kind: StoreKind, request: RouteRequest) {
  const { inApp, account } = await start(deps, inAppDeps, kind, request);
  const body = kind.store === "apple" ? await readJson(request, appleRegradeBody, 20 * 1024) : await readJson(request, googleRegradeBody, 4 * 1024);
  requireNativeApp(deps, kind, request);
  const target = activeInApp(deps, inApp, kind, account);
  const wanted = storeProductOf(deps, inApp, body.productId);
  const current = storeProductOf(deps, inApp, target.row.sku);
  const proof = "signedTransaction" in body ? await appleProof(inApp, body.signedTransaction, deps.now()) : await googleProof(inApp, body.purchaseToken);
  requireAccountsToken(inApp, account, proof);
  const own = proof.subscriptionId === target.storeSubscriptionId || (proof.linkedId !== undefined && proof.linkedId === target.storeSubscriptionId);
  if (!own || !proof.active) throw invalidReceipt();
  const up = wanted.rank < current.rank;
  // Apple's downgrade is the renewal's product, in the signed renewal info; an upgrade or Google's new token is the proof itself.
  const renewal = kind.store === "apple" && !up ? await appleRenewal(inApp, proof.subscriptionId) : undefined;
  const boughtProduct = renewal?.nextProductId ?? proof.storeProductId;
  if (boughtProduct !== wanted[kind.store]) throw invalidReceipt("The store's proof is not of this package.");
  deps.inTransaction(() => {
    const usedBy = inApp.store.proofUsedBy(kind.store, proof.proofId);
    if (usedBy !== undefined && usedBy !== target.purchase.order_id) throw invalidReceipt("This proof was already used for another purchase.");
    inApp.store.useProof(kind.store, proof.proofId, target.purchase.order_id, deps.now());
    if (proof.subscriptionId !== target.storeSubscriptionId) inApp.store.relink(target.purchase.order_id, proof.subscriptionId);
    if (kind.store === "google") applyGoogleState(deps, inApp, kind, target, proof);
    else if (up) {
      deps.cardSubscriptions.changePackage(target.userId, target.position, wanted.productId);
      extendPeriod(inApp, kind, { ...target, row: { ...target.row, sku: wanted.productId } }, proof);
    } else deps.cardSubscriptions.setNextSku(target.userId, target.position, wanted.productId === target.row.sku ? null : wanted.productId);
  });
  await acknowledgeIfNeeded(inApp, proof);
  return currentSubscription(deps, account.user.id);
}

export async function reactivateInApp(deps: SubscriptionDeps, inAppDeps: InAppProviderDeps | undefined, kind: StoreKind, request: RouteRequest) {
  const { inApp, account } = await start(deps, inAppDeps, kind, request);
  const body = kind.store === "apple" ? await readJson(request, appleReactivateBody, 20 * 1024) : await readJson(request, googleReactivateBody, 4 * 1024);
  requireNativeApp(deps, kind, request);
  const proof = "signedTransaction" in body ? await appleProof(inApp, body.signedTransaction, deps.now()) : await googleProof(inApp, body.purchaseToken);
  requireAccountsToken(inApp, account, proof);
  const held = inApp.store.bySubscription(kind.store, proof.subscriptionId) ?? (proof.linkedId === undefined ? undefined : inApp.store.bySubscription(kind.store, proof.linkedId));
  const target = held?.user_id === account.user.id ? paidRow(inApp, kind, held) : undefined;
  if (target === undefined) throw invalidReceipt("The store's proof is not of this account's subscription.");
  if (target.row.status === "ACTIVE") throw new HttpError(409, "NOT_CANCELED", "The subscription is active and renewing.");
  const active = deps.cardSubscriptions.activePosition(account.user.id);
  if (active !== undefined && active !== target.position) throw new HttpError(409, "ALREADY_SUBSCRIBED", "This account has another active subscription.");
  const renewing = kind.store === "apple" ? (await appleRenewal(inApp, proof.subscriptionId)).autoRenew : proof.autoRenew === true;
  if (!proof.active || !renewing) throw invalidReceipt("The store says this subscription is not renewing.");
  deps.inTransaction(() => {
    if (proof.subscriptionId !== target.purchase.store_subscription_id) inApp.store.relink(target.purchase.order_id, proof.subscriptionId);
    inApp.store.useProof(kind.store, proof.proofId, target.purchase.order_id, deps.now());
    extendPeriod(inApp, kind, target, proof);
    setStatus(deps, inApp, target, "ACTIVE");
  });
  await acknowledgeIfNeeded(inApp, proof);
  return currentSubscription(deps, account.user.id);
}

export async function cancelInApp(deps: SubscriptionDeps, inAppDeps: InAppProviderDeps | undefined, kind: StoreKind, request: RouteRequest): Promise<never> {
  const { inApp, account } = await start(deps, inAppDeps, kind, request);
  await readJson(request, noBody, 4 * 1024);
  if (activeRow(account.subscriptions) === undefined) throw new HttpError(403, "NO_ACTIVE_SUBSCRIPTION", "This account has no active subscription.");
  const target = activeInApp(deps, inApp, kind, account);
  const manageUrl = kind.store === "apple" ? appleManageUrl : googleManageUrl(storeProductOf(deps, inApp, target.row.sku).google, inApp.products.google.packageName);
  throw new DetailedHttpError(409, "MANAGED_BY_STORE", `A subscription paid with ${kind.method} is canceled in the store's own settings.`, { manageUrl });
}
