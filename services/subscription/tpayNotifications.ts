/**
 * The carrier provider's notifications (`POST tpay/notifications`, the webhook; no session): the only word that makes
 * a carrier order PAID and moves a carrier subscription's period. The HMAC signature is checked first
 * (services/carrierProvider/notificationSignature.ts, in constant time): a wrong or missing one is a 401 that changes
 * nothing, logged without anything of the body. An authentic notification is answered `[accepted]` whatever it says,
 * and acted on once (by transaction id and event; a repeat changes nothing), in one transaction:
 * - CHARGED / CHARGE_FAILED of the FIRST charge: the PENDING order PAID (and the subscription started, CARRIER
 *   mobilePay, one month) or REFUSED with the provider's reason;
 * - CHARGED of a RENEWAL or a REACTIVATION: the period extended one month (from its end; a reactivation from now when
 *   the end has passed), the scheduled package taken, ACTIVE again; CHARGE_FAILED of a RENEWAL: suspended (REMOVED);
 * - CONTRACT_CANCELED: ACTIVE → ACTIVE_CANCELED; CONTRACT_RESUMED: ACTIVE_CANCELED → ACTIVE.
 * A status changes only on an event newer than every one applied to the contract (its `sequence`), so a late
 * delivery never undoes a newer change; money (a paid period) is always counted once.
 */
import { errorText, log } from "@/ops/log";
import { verifyCarrierNotification } from "../carrierProvider/notificationSignature";
import { HttpError } from "../http/HttpError";
import type { Reply } from "../http/reply";
import type { RouteRequest } from "../http/router";
import { canonicalProductId, productById } from "./catalogue";
import { readJson } from "./csgOrders";
import { addMonths } from "./proration";
import type { SubscriptionDeps } from "./subscriptionDeps";
import { requireCarrier, type Carrier } from "./tpayOrders";
import { receivedNotificationSchema, type ReceivedNotification } from "./tpaySchemas";
import type { CarrierContractRow } from "./tpayStore";

const accepted: Reply = { status: 200, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" }, body: "[accepted]" };

type Outcome = string;
/** Outcomes that need a person: money taken for nothing, or a notification the rows do not match. */
const problems: ReadonlySet<Outcome> = new Set(["unknown-order", "amount-mismatch", "no-subscription", "paid-while-subscribed"]);

/** The first charge: the order PAID and the subscription started, or the order REFUSED. */
function settleFirstCharge(deps: SubscriptionDeps, carrier: Carrier, contract: CarrierContractRow, notification: ReceivedNotification): Outcome {
  const order = deps.orders.byId(contract.order_id);
  if (order === undefined || order.payment_method !== "mobilePay") return "unknown-order";
  if (order.status !== "PENDING") return `order-${order.status.toLowerCase()}`;
  if (order.amount !== notification.amount.value || order.currency !== notification.amount.currency || order.product_id !== notification.productId) return "amount-mismatch";
  const now = deps.now();
  const operator = { issuer: contract.operator_code };
  if (notification.event === "CHARGE_FAILED") {
    deps.orders.markRefused(order.id, notification.contractId, notification.reason ?? "CHARGE_FAILED", operator);
    return "refused";
  }
  deps.orders.markPaid(order.id, notification.contractId, operator, now);
  if (deps.cardSubscriptions.activePosition(order.user_id) !== undefined) {
    // Paid while another subscription became active (another channel): no second one; the payment is for a refund.
    log({ level: "warn", code: "subscription-paid-while-subscribed", orderId: order.id, contractId: notification.contractId });
    return "paid-while-subscribed";
  }
  deps.cardSubscriptions.add({ userId: order.user_id, sku: order.product_id, start: now, end: addMonths(now, 1), method: { type: "CARRIER", name: "mobilePay" } });
  const position = carrier.store.lastPosition(order.user_id);
  if (position !== undefined) carrier.store.setPosition(order.id, position);
  return "paid";
}

/** A renewal or a reactivation: the period and the package (always, once), the status (only if newer). */
function settleRenewal(deps: SubscriptionDeps, carrier: Carrier, contract: CarrierContractRow, notification: ReceivedNotification, newer: boolean): Outcome {
  const row = contract.position === null ? undefined : carrier.store.subscriptionRow(contract.user_id, contract.position);
  if (row === undefined || contract.position === null || row.payment_method_name !== "mobilePay") return "no-subscription";
  const { user_id: userId, position } = contract;
  if (notification.event === "CHARGE_FAILED") {
    if (notification.chargeType === "RENEWAL" && newer) carrier.store.setStatus(userId, position, "REMOVED");
    return notification.chargeType === "RENEWAL" ? "suspended" : "reactivation-failed";
  }
  const sku = canonicalProductId(deps.catalogue, row.next_sku ?? row.sku);
  const currency = deps.orders.byId(contract.order_id)?.currency;
  const price = productById(deps.catalogue, sku)?.prices[currency ?? ""];
  if (notification.productId !== sku || notification.amount.value !== price || notification.amount.currency !== currency) return "amount-mismatch";
  const end = new Date(row.end_date);
  const now = deps.now();
  const from = notification.chargeType === "REACTIVATION" && now > end ? now : end;
  carrier.store.extend(userId, position, { endDate: addMonths(from, 1), sku });
  if (newer) carrier.store.setStatus(userId, position, "ACTIVE");
  return "renewed";
}

/** A contract event: the subscription canceled or resumed, only if the event is newer than any applied. */
function settleContractEvent(deps: SubscriptionDeps, carrier: Carrier, contract: CarrierContractRow, notification: ReceivedNotification, newer: boolean): Outcome {
  const row = contract.position === null ? undefined : carrier.store.subscriptionRow(contract.user_id, contract.position);
  if (row === undefined || contract.position === null || row.payment_method_name !== "mobilePay") return "no-subscription";
  if (!newer) return "stale";
  if (notification.event === "CONTRACT_CANCELED" && row.status === "ACTIVE") deps.cardSubscriptions.cancel(contract.user_id, contract.position);
  else if (notification.event === "CONTRACT_RESUMED" && row.status === "ACTIVE_CANCELED") deps.cardSubscriptions.renew(contract.user_id, contract.position);
  else return "unchanged";
  return notification.event === "CONTRACT_CANCELED" ? "canceled" : "resumed";
}

/** The service's contract row the notification is about; a contract created while its answer was on its way is adopted by its order. */
function contractOf(carrier: Carrier, notification: ReceivedNotification): CarrierContractRow | undefined {
  const known = carrier.store.byContract(notification.contractId);
  if (known !== undefined) return known.order_id === notification.merchantReference ? known : undefined;
  const byOrder = carrier.store.byOrder(notification.merchantReference);
  if (byOrder === undefined || byOrder.contract_id !== null) return undefined;
  carrier.store.setContractId(byOrder.order_id, notification.contractId);
  return carrier.store.byContract(notification.contractId);
}

function act(deps: SubscriptionDeps, carrier: Carrier, contract: CarrierContractRow, notification: ReceivedNotification): Outcome {
  const charge = notification.event === "CHARGED" || notification.event === "CHARGE_FAILED";
  if (charge && notification.chargeType === "FIRST") {
    const outcome = settleFirstCharge(deps, carrier, contract, notification);
    carrier.store.applySequence(notification.contractId, notification.sequence);
    return outcome;
  }
  const newer = carrier.store.applySequence(notification.contractId, notification.sequence);
  if (charge && (notification.chargeType === "RENEWAL" || notification.chargeType === "REACTIVATION")) return settleRenewal(deps, carrier, contract, notification, newer);
  if (notification.event === "CONTRACT_CANCELED" || notification.event === "CONTRACT_RESUMED") return settleContractEvent(deps, carrier, contract, notification, newer);
  return "event-unknown";
}

/** One authentic notification, in one transaction: acted on at most once. Returns what came of it. */
function handle(deps: SubscriptionDeps, carrier: Carrier, notification: ReceivedNotification): Outcome | undefined {
  const about = { contractId: notification.contractId, event: notification.event, chargeType: notification.chargeType, sequence: notification.sequence };
  let handled: Outcome | undefined;
  deps.inTransaction(() => {
    if (carrier.store.isNotificationHandled(notification.transactionId, notification.event)) {
      log({ level: "info", code: "subscription-carrier-notification-repeated", ...about });
      return;
    }
    const contract = contractOf(carrier, notification);
    if (contract === undefined) {
      // Not recorded: should the contract become known, the provider's retry or resend is acted on.
      log({ level: "warn", code: "subscription-carrier-notification-ignored", ...about, reason: "unknown-contract" });
      return;
    }
    carrier.store.recordNotification(notification.transactionId, notification.event, deps.now());
    const outcome = act(deps, carrier, contract, notification);
    log({ level: problems.has(outcome) ? "warn" : "info", code: "subscription-carrier-notification-handled", ...about, orderId: contract.order_id, outcome });
    handled = outcome;
  });
  return handled;
}

/** A contract paid while the account was subscribed otherwise is not billed again: it is canceled (the charge is for a refund). */
function stopBilling(carrier: Carrier, contractId: string): void {
  carrier.client.cancel(contractId).catch((error: unknown) => {
    log({ level: "error", code: "subscription-carrier-cancel-failed", contractId, error: errorText(error) });
  });
}

export async function receiveCarrierNotification(deps: SubscriptionDeps, request: RouteRequest): Promise<Reply> {
  const carrier = requireCarrier(deps);
  const notification = await readJson(request, receivedNotificationSchema, 16 * 1024);
  if (!verifyCarrierNotification(notification, notification.signature, carrier.hmacKey)) {
    log({ level: "warn", code: "subscription-carrier-notification-unauthentic" });
    throw new HttpError(401, "SIGNATURE_INVALID", "The notification's HMAC signature is missing or wrong.");
  }
  if (handle(deps, carrier, notification) === "paid-while-subscribed") stopBilling(carrier, notification.contractId);
  return accepted;
}
