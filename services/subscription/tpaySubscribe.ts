/**
 * Subscribing by mobile bill (docs/carrier-billing.md "The subscription service's calls"):
 * - `POST tpay/subscribe` `{ productId, operatorCode, msisdn, idempotencyKey }`: the PIN flow on a typed number;
 * - `POST tpay/frictionless/subscribe` `{ productId, idempotencyKey }`: the account's own phone on an operator that
 *   identifies it by header enrichment: no PIN, charged at once;
 * - `POST tpay/frictionless/sendPinCode` `{ productId, idempotencyKey }`: the PIN flow on the account's own phone.
 * Each makes one order per account and idempotency key (`payment_method` mobilePay, the catalogue's price) and one
 * provider contract per order (the order id is its idempotency key): a double click or a retry makes nothing more.
 * The order is PAID only on the provider's signed CHARGED notification (tpayNotifications.ts).
 */
import { randomUUID } from "node:crypto";
import { HttpError } from "../http/HttpError";
import type { RouteRequest } from "../http/router";
import { canonicalProductId } from "./catalogue";
import { DetailedHttpError, orderReply, readJson, refuseWhilePending, type OrderReply } from "./csgOrders";
import type { OrderRow } from "./orderStore";
import { countryOf, languageOf } from "./requestContext";
import { activeRow, type Account, requireAdultAccount } from "./subscriber";
import type { SubscriptionDeps } from "./subscriptionDeps";
import { billedProduct, countryOperator, operatorsNumber, phoneOperator } from "./tpayContracts";
import { orderNotAwaitingPin, pinReply, refusalError, requireCarrier, type Carrier, type PinReply } from "./tpayOrders";
import { CarrierRefusal } from "./tpayProvider";
import { frictionlessBody, tpaySubscribeBody, type ProviderContract } from "./tpaySchemas";
import type { CarrierContractRow, CarrierFlow } from "./tpayStore";

interface Purchase {
  productId: string;
  idempotencyKey: string;
  operatorCode: string;
  /** E.164, checked against the operator. */
  msisdn: string;
  flow: CarrierFlow;
  country: string;
}

interface Started {
  order: OrderRow;
  row: CarrierContractRow;
  /** The provider's contract, when it was asked (a new order, or a PIN still awaited). */
  contract: ProviderContract | undefined;
}

/** The provider's contract for the order; a refusal settles the order REFUSED with the refusal's code. */
async function createContract(deps: SubscriptionDeps, carrier: Carrier, order: OrderRow, row: CarrierContractRow): Promise<ProviderContract> {
  let contract: ProviderContract;
  try {
    contract = await carrier.client.createContract({
      orderId: order.id,
      userId: order.user_id,
      productId: order.product_id,
      msisdn: row.msisdn,
      operatorCode: row.operator_code,
      amount: { value: order.amount, currency: order.currency },
      language: row.language,
      flow: row.flow,
    });
  } catch (error) {
    if (!(error instanceof CarrierRefusal)) throw error;
    deps.orders.settle(order.id, ["PENDING"], { status: "REFUSED", refusalReason: error.code });
    throw refusalError(error, order.id);
  }
  carrier.store.setContractId(order.id, contract.contractId);
  // Charged at once: the order awaits its notification, and blocks another payment meanwhile (PAYMENT_PENDING).
  if (row.flow === "HEADER_ENRICHMENT") deps.orders.settle(order.id, ["PENDING"], { status: "PENDING", pspReference: contract.contractId });
  return contract;
}

/** The same key again: the same purchase, or 409 IDEMPOTENCY_KEY_REUSED. */
async function replay(deps: SubscriptionDeps, carrier: Carrier, order: OrderRow, purchase: Purchase): Promise<Started> {
  const row = carrier.store.byOrder(order.id);
  const same =
    row !== undefined &&
    order.kind === "SUBSCRIBE" &&
    order.payment_method === "mobilePay" &&
    order.product_id === canonicalProductId(deps.catalogue, purchase.productId) &&
    row.operator_code === purchase.operatorCode &&
    row.msisdn === purchase.msisdn &&
    row.flow === purchase.flow;
  if (!same) throw new HttpError(409, "IDEMPOTENCY_KEY_REUSED", "This idempotency key was used for another purchase; use a new key.");
  if (order.status !== "PENDING") return { order, row, contract: undefined };
  // The provider never answered this order: asked again, with the same idempotency key.
  if (row.contract_id === null) return { order, row, contract: await createContract(deps, carrier, order, row) };
  const contractId = row.contract_id;
  const awaitingPin = row.flow === "PIN" && order.psp_reference === null;
  return { order, row, contract: awaitingPin ? await carrier.client.contract(contractId) : undefined };
}

async function startContract(deps: SubscriptionDeps, carrier: Carrier, request: RouteRequest, account: Account, purchase: Purchase): Promise<Started> {
  const userId = account.user.id;
  const existing = deps.orders.byKey(userId, purchase.idempotencyKey);
  if (existing !== undefined) return replay(deps, carrier, existing, purchase);
  const { product, price } = billedProduct(deps, carrier, purchase.country, purchase.productId);
  if (activeRow(account.subscriptions) !== undefined) throw new HttpError(409, "ALREADY_SUBSCRIBED", "This account has an active subscription.");
  refuseWhilePending(deps, userId);
  const at = deps.now();
  const language = languageOf(request);
  let stored: OrderRow | undefined;
  deps.inTransaction(() => {
    const id = randomUUID();
    const base = { id, userId, idempotencyKey: purchase.idempotencyKey, productId: product.id, amount: price.amount, currency: price.currency };
    stored = deps.orders.insert({ ...base, billingAddress: undefined, at, paymentMethod: "mobilePay" });
    carrier.store.insertContract({ orderId: stored.id, userId, operatorCode: purchase.operatorCode, msisdn: purchase.msisdn, country: purchase.country, language, flow: purchase.flow, at });
  });
  const row = stored === undefined ? undefined : carrier.store.byOrder(stored.id);
  if (stored === undefined || row === undefined) throw new Error("The carrier order just stored is not there.");
  // Two requests with one key at once both find the one stored order; the provider answers both alike.
  if (row.contract_id !== null) return replay(deps, carrier, stored, purchase);
  return { order: stored, row, contract: await createContract(deps, carrier, stored, row) };
}

/** A PIN purchase's reply; a refused order (a replay) says why. */
function pinOutcome(started: Started): PinReply {
  const { order, row, contract } = started;
  if (order.status === "REFUSED") {
    if (order.refusal_reason === "MSISDN_BARRED") throw new HttpError(422, "MSISDN_BARRED", "This number is barred from paying by mobile bill; ask the operator or pay another way.");
    throw new DetailedHttpError(409, "ORDER_REFUSED", "This order was refused; start again with a new key.", { orderId: order.id, refusalReason: order.refusal_reason ?? "REFUSED" });
  }
  if (contract === undefined) throw orderNotAwaitingPin(order.id);
  return pinReply(order.id, row.msisdn, contract);
}

export async function subscribeByCarrier(deps: SubscriptionDeps, request: RouteRequest): Promise<PinReply> {
  const carrier = requireCarrier(deps);
  const account = requireAdultAccount(deps, request.headers);
  const body = await readJson(request, tpaySubscribeBody, 4 * 1024);
  const country = countryOf(deps.catalogue, request);
  const placed = countryOperator(carrier, country, body.operatorCode);
  const msisdn = operatorsNumber(carrier, placed, body.msisdn);
  const purchase: Purchase = { productId: body.productId, idempotencyKey: body.idempotencyKey, operatorCode: placed.operator.operatorCode, msisdn, flow: "PIN", country };
  return pinOutcome(await startContract(deps, carrier, request, account, purchase));
}

/** The account's own phone (the one its holder proved with an OTP at sign-in), else 400 NO_PHONE_NUMBER. */
function ownPhone(account: Account): string {
  if (account.user.phone === null) throw new HttpError(400, "NO_PHONE_NUMBER", "This account has no phone number; subscribe with a typed number instead.");
  return account.user.phone;
}

export async function subscribeFrictionless(deps: SubscriptionDeps, request: RouteRequest): Promise<OrderReply> {
  const carrier = requireCarrier(deps);
  const account = requireAdultAccount(deps, request.headers);
  const body = await readJson(request, frictionlessBody, 4 * 1024);
  const msisdn = ownPhone(account);
  const country = countryOf(deps.catalogue, request);
  const operator = phoneOperator(carrier, country, msisdn);
  if (!operator.frictionless) throw new HttpError(400, "FRICTIONLESS_UNAVAILABLE", `${operator.operatorCode} cannot identify the number without a PIN: use frictionless/sendPinCode.`);
  const purchase: Purchase = { productId: body.productId, idempotencyKey: body.idempotencyKey, operatorCode: operator.operatorCode, msisdn, flow: "HEADER_ENRICHMENT", country };
  const { order } = await startContract(deps, carrier, request, account, purchase);
  return orderReply(deps.orders.byId(order.id) ?? order);
}

export async function sendFrictionlessPin(deps: SubscriptionDeps, request: RouteRequest): Promise<PinReply> {
  const carrier = requireCarrier(deps);
  const account = requireAdultAccount(deps, request.headers);
  const body = await readJson(request, frictionlessBody, 4 * 1024);
  const msisdn = ownPhone(account);
  const country = countryOf(deps.catalogue, request);
  const operator = phoneOperator(carrier, country, msisdn);
  const purchase: Purchase = { productId: body.productId, idempotencyKey: body.idempotencyKey, operatorCode: operator.operatorCode, msisdn, flow: "PIN", country };
  return pinOutcome(await startContract(deps, carrier, request, account, purchase));
}
