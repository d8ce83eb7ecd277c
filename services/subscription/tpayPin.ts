/**
 * The PIN of a carrier order, on the account's own orders only (404 ORDER_UNKNOWN for any other):
 * - `POST tpay/sendPinCode` `{ orderId }`: a new PIN for an order still waiting for one (30 s apart, three at most);
 * - `POST tpay/activate` and `tpay/frictionless/activate` `{ orderId, pinCode }`: the provider checks the PIN and
 *   charges; the reply is PENDING, as the order stays until the provider's signed notification settles it. An order
 *   past its PIN answers its state (a double click changes nothing).
 */
import { requireAdultAccount } from "./subscriber";
import type { RouteRequest } from "../http/router";
import { orderReply, orderUnknown, readJson, type OrderReply } from "./csgOrders";
import type { Account } from "./subscriber";
import type { SubscriptionDeps } from "./subscriptionDeps";
import { askProvider, orderNotAwaitingPin, pinReply, refusalError, requireCarrier, type Carrier, type PinReply } from "./tpayOrders";
import { CarrierRefusal } from "./tpayProvider";
import { activateBody, orderIdBody } from "./tpaySchemas";

/** The account's own carrier order made with a PIN, and its contract. */
function pinOrder(deps: SubscriptionDeps, carrier: Carrier, account: Account, orderId: string) {
  const order = deps.orders.ofUser(account.user.id, orderId);
  if (order === undefined) throw orderUnknown(orderId);
  const row = carrier.store.byOrder(order.id);
  if (order.payment_method !== "mobilePay" || row === undefined || row.flow !== "PIN" || row.contract_id === null) throw orderNotAwaitingPin(order.id);
  return { order, row, contractId: row.contract_id };
}

export async function sendCarrierPin(deps: SubscriptionDeps, request: RouteRequest): Promise<PinReply> {
  const carrier = requireCarrier(deps);
  const account = requireAdultAccount(deps, request.headers);
  const body = await readJson(request, orderIdBody, 4 * 1024);
  const { order, row, contractId } = pinOrder(deps, carrier, account, body.orderId);
  if (order.status !== "PENDING" || order.psp_reference !== null) throw orderNotAwaitingPin(order.id);
  const contract = await askProvider(() => carrier.client.sendPin(contractId), order.id);
  return pinReply(order.id, row.msisdn, contract);
}

export async function activateCarrierOrder(deps: SubscriptionDeps, request: RouteRequest): Promise<OrderReply> {
  const carrier = requireCarrier(deps);
  const account = requireAdultAccount(deps, request.headers);
  const body = await readJson(request, activateBody, 4 * 1024);
  const { order, contractId } = pinOrder(deps, carrier, account, body.orderId);
  if (order.status !== "PENDING" || order.psp_reference !== null) return orderReply(order);
  try {
    await carrier.client.verifyPin(contractId, body.pinCode);
  } catch (error) {
    if (!(error instanceof CarrierRefusal)) throw error;
    // Past its PIN at the provider though not here: an earlier confirmation whose answer was lost. It stands.
    const confirmedBefore = error.code === "CONTRACT_NOT_PENDING" && error.contractStatus !== undefined && error.contractStatus !== "PENDING_PIN";
    if (!confirmedBefore) throw refusalError(error, order.id);
  }
  // Charged: the order awaits its notification, and blocks another payment meanwhile (PAYMENT_PENDING).
  deps.orders.settle(order.id, ["PENDING"], { status: "PENDING", pspReference: contractId });
  return orderReply(deps.orders.byId(order.id) ?? order);
}
