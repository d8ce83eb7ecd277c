/**
 * A carrier subscription's changes (spec 7 "Mobile billing"), on the server's own rows and the provider's contract
 * that pays them (docs/carrier-billing.md):
 * - `POST tpay/cancel` `{}`: ACTIVE → ACTIVE_CANCELED (the end date kept, no next package); a canceled one: unchanged;
 * - `POST tpay/resubscribe` `{}`: ACTIVE_CANCELED → ACTIVE again, before its end date;
 * - `POST tpay/updateSubscriptionTier` `{ productId }`: the package it renews into at the next renewal (`next_sku`),
 *   one the contract's country bills, charged at its catalogue price from then; its own package clears the change;
 * - `POST tpay/seamlessReactivate` `{}`: a suspended (REMOVED) carrier subscription's failed renewal charged again on
 *   the same contract; ACTIVE again on the provider's CHARGED notification, so the reply is `{ status: "PENDING" }`.
 * The provider is asked first; the row changes once it agreed (its notification then changes nothing more).
 */
import { revokedStatus, statusAt } from "../user/subscriptionStatus";
import { HttpError } from "../http/HttpError";
import type { RouteRequest } from "../http/router";
import { canonicalProductId } from "./catalogue";
import { readJson } from "./csgOrders";
import { managedByPartner } from "./csgPlanRoutes";
import { activeRow, type Account, requireAdultAccount } from "./subscriber";
import { wireSubscription } from "./subscriptionData";
import type { SubscriptionDeps } from "./subscriptionDeps";
import { billedProduct } from "./tpayContracts";
import { askProvider, requireCarrier, type Carrier } from "./tpayOrders";
import { CarrierRefusal } from "./tpayProvider";
import { noBody, tierBody } from "./tpaySchemas";

const notCarrier = () => new HttpError(409, "NOT_A_CARRIER_SUBSCRIPTION", "This account has no subscription paid by mobile bill.");

/** The account's active subscription, paid by mobile bill, its position and its contract. */
function carrierSubscription(deps: SubscriptionDeps, carrier: Carrier, account: Account) {
  const row = activeRow(account.subscriptions);
  const position = deps.cardSubscriptions.activePosition(account.user.id);
  const contract = position === undefined ? undefined : carrier.store.atPosition(account.user.id, position);
  const contractId = contract?.contract_id ?? undefined;
  if (row?.payment_method_type === "PARTNER") throw managedByPartner(row.payment_method_name);
  if (row === undefined || position === undefined || row.payment_method_name !== "mobilePay" || contract === undefined || contractId === undefined) throw notCarrier();
  if (row.status === "ACTIVE_FREEZE") throw new HttpError(409, "SUBSCRIPTION_FROZEN", "A frozen subscription cannot be changed.");
  return { row, position, contract, contractId };
}

/** The account's active subscription as it is now. */
function currentSubscription(deps: SubscriptionDeps, userId: string) {
  const row = activeRow(deps.users.subscriptions(userId));
  return { subscription: row === undefined ? null : wireSubscription(deps.catalogue, row) };
}

function start(deps: SubscriptionDeps, request: RouteRequest) {
  const carrier = requireCarrier(deps);
  const account = requireAdultAccount(deps, request.headers);
  return { carrier, account };
}

export async function cancelCarrierSubscription(deps: SubscriptionDeps, request: RouteRequest) {
  const { carrier, account } = start(deps, request);
  await readJson(request, noBody, 4 * 1024);
  const { row, position, contractId } = carrierSubscription(deps, carrier, account);
  if (row.status === "ACTIVE") {
    const contract = await askProvider(() => carrier.client.cancel(contractId));
    deps.inTransaction(() => {
      carrier.store.applySequence(contractId, contract.sequence);
      deps.cardSubscriptions.cancel(account.user.id, position);
    });
  }
  return currentSubscription(deps, account.user.id);
}

export async function resubscribeCarrier(deps: SubscriptionDeps, request: RouteRequest) {
  const { carrier, account } = start(deps, request);
  await readJson(request, noBody, 4 * 1024);
  const { row, position, contractId } = carrierSubscription(deps, carrier, account);
  if (row.status !== "ACTIVE_CANCELED") throw new HttpError(409, "NOT_CANCELED", "The subscription is not canceled.");
  const ended = new HttpError(409, "SUBSCRIPTION_ENDED", "The subscription's paid period has ended; subscribe again.");
  if (Date.parse(row.end_date) <= deps.now().getTime()) throw ended;
  let sequence: number;
  try {
    sequence = (await carrier.client.resume(contractId)).sequence;
  } catch (error) {
    if (!(error instanceof CarrierRefusal)) throw error;
    throw error.code === "PERIOD_ENDED" ? ended : new HttpError(409, "NOT_CANCELED", "The provider's contract is not canceled.");
  }
  deps.inTransaction(() => {
    carrier.store.applySequence(contractId, sequence);
    deps.cardSubscriptions.renew(account.user.id, position);
  });
  return currentSubscription(deps, account.user.id);
}

export async function updateCarrierTier(deps: SubscriptionDeps, request: RouteRequest) {
  const { carrier, account } = start(deps, request);
  const body = await readJson(request, tierBody, 4 * 1024);
  const { row, position, contract, contractId } = carrierSubscription(deps, carrier, account);
  if (row.status !== "ACTIVE") throw new HttpError(409, "SUBSCRIPTION_CANCELED", "A canceled subscription does not renew: resubscribe first.");
  const { product, price } = billedProduct(deps, carrier, contract.country, body.productId);
  const same = product.id === canonicalProductId(deps.catalogue, row.sku);
  await askProvider(() => carrier.client.changeTier(contractId, { productId: product.id, amount: { value: price.amount, currency: price.currency } }));
  deps.cardSubscriptions.setNextSku(account.user.id, position, same ? null : product.id);
  return currentSubscription(deps, account.user.id);
}

export async function reactivateCarrier(deps: SubscriptionDeps, request: RouteRequest): Promise<{ status: "PENDING" }> {
  const { carrier, account } = start(deps, request);
  await readJson(request, noBody, 4 * 1024);
  const userId = account.user.id;
  const paying = carrier.store.paying(userId);
  const active = activeRow(account.subscriptions);
  if (paying.length === 0 || (active !== undefined && active.payment_method_name !== "mobilePay")) throw notCarrier();
  const notSuspended = new HttpError(409, "NOT_SUSPENDED", "The subscription paid by mobile bill is not suspended.");
  const rowOf = (position: number | null) => (position === null ? undefined : carrier.store.subscriptionRow(userId, position));
  const suspended = active === undefined ? paying.find((contract) => rowOf(contract.position)?.status === "REMOVED") : undefined;
  const contractId = suspended?.contract_id;
  if (suspended === undefined || contractId === undefined || contractId === null) throw notSuspended;
  // Past its parking period the subscription is revoked: the viewer subscribes again rather than reviving it.
  const row = rowOf(suspended.position);
  if (row !== undefined && statusAt(row, deps.now()) === revokedStatus) {
    throw new HttpError(409, "PARKING_ENDED", "The suspended subscription was revoked when its parking period ended; subscribe again.");
  }
  try {
    await carrier.client.reactivate(contractId);
  } catch (error) {
    if (!(error instanceof CarrierRefusal)) throw error;
    // Already active at the provider: an earlier reactivation was charged and its notification is on its way.
    if (!(error.code === "CONTRACT_NOT_SUSPENDED" && error.contractStatus === "ACTIVE")) throw notSuspended;
  }
  return { status: "PENDING" };
}
