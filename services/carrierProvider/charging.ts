/**
 * Charging a contract and telling the merchant (call inside the transaction that decides it): the outcome from the
 * test numbers (testNumbers.ts), the charge row, the contract's new state and period, and the notification queued with
 * the contract's next event number. Also the contract as the API answers it.
 * - FIRST (the PIN confirmed, or a frictionless contract created): paid → ACTIVE for one month from now; failed → FAILED.
 * - RENEWAL (the period's end, or the development renew): the scheduled tier's price if any; paid → the period moves on
 *   one month (the tier becomes the contract's); failed → SUSPENDED.
 * - REACTIVATION (seamless: a SUSPENDED contract's failed renewal tried again): paid → ACTIVE for one month from the
 *   later of now and the period's end; failed → stays SUSPENDED.
 */
import { addMonths } from "../subscription/proration";
import { newCarrierId, type ContractChange, type ContractRow } from "./contractStore";
import type { CarrierEvent, CarrierNotification, ChargeType } from "./notificationSignature";
import type { PinState } from "./pinStore";
import type { CarrierContext } from "./providerContext";
import { chargeFailure } from "./testNumbers";

export interface EventFields {
  transactionId: string;
  chargeType?: ChargeType;
  reason?: string;
  productId: string;
  amountValue: number;
}

/** Queues the contract's next event for the merchant; returns its sequence number. */
export function queueEvent(context: CarrierContext, contract: ContractRow, event: CarrierEvent, fields: EventFields): number {
  const sequence = context.contracts.nextSequence(contract.contract_id);
  const notification: CarrierNotification = {
    notificationId: newCarrierId("ntf"),
    event,
    contractId: contract.contract_id,
    transactionId: fields.transactionId,
    merchantReference: contract.merchant_reference,
    ...(fields.chargeType === undefined ? {} : { chargeType: fields.chargeType }),
    sequence,
    productId: fields.productId,
    amount: { value: fields.amountValue, currency: contract.currency },
    ...(fields.reason === undefined ? {} : { reason: fields.reason }),
    occurredAt: context.now().toISOString(),
  };
  context.notifications.add(contract.contract_id, JSON.stringify(notification), Date.now());
  return sequence;
}

function stateAfter(contract: ContractRow, chargeType: ChargeType, paid: boolean, now: Date): ContractChange {
  const periodEnd = contract.period_end ?? now.getTime();
  switch (chargeType) {
    case "FIRST":
      return paid ? { status: "ACTIVE", periodStart: now.getTime(), periodEnd: addMonths(now, 1).getTime() } : { status: "FAILED" };
    case "RENEWAL":
      return paid ? { status: "ACTIVE", periodStart: periodEnd, periodEnd: addMonths(new Date(periodEnd), 1).getTime(), tierApplied: true } : { status: "SUSPENDED" };
    case "REACTIVATION": {
      const from = Math.max(periodEnd, now.getTime());
      return paid ? { status: "ACTIVE", periodStart: from, periodEnd: addMonths(new Date(from), 1).getTime(), tierApplied: true } : { status: "SUSPENDED" };
    }
  }
}

/** Charges the contract once; returns whether it was paid. */
export function chargeContract(context: CarrierContext, contract: ContractRow, chargeType: ChargeType): boolean {
  const now = context.now();
  const tiered = chargeType !== "FIRST";
  const productId = tiered ? (contract.next_product_id ?? contract.product_id) : contract.product_id;
  const amountValue = tiered ? (contract.next_amount_value ?? contract.amount_value) : contract.amount_value;
  const reason = chargeFailure(contract.msisdn, chargeType);
  const paid = reason === undefined;
  const transactionId = context.contracts.addCharge(
    { contractId: contract.contract_id, chargeType, productId, amountValue, currency: contract.currency, status: paid ? "CHARGED" : "FAILED", reason },
    now.getTime(),
  );
  context.contracts.change(contract.contract_id, stateAfter(contract, chargeType, paid, now), now.getTime());
  queueEvent(context, contract, paid ? "CHARGED" : "CHARGE_FAILED", { transactionId, chargeType, productId, amountValue, ...(reason === undefined ? {} : { reason }) });
  return paid;
}

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

/** The contract as the API answers it: never the number, nor the PIN. */
export function contractView(context: CarrierContext, contractId: string) {
  const contract = context.contracts.byId(contractId);
  if (contract === undefined) throw new Error(`The contract ${contractId} is gone.`);
  const pin: PinState | undefined = contract.status === "PENDING_PIN" ? context.pins.state(contractId, context.now().getTime()) : undefined;
  return {
    contractId: contract.contract_id,
    merchantReference: contract.merchant_reference,
    status: contract.status,
    flow: contract.flow,
    operatorCode: contract.operator_code,
    productId: contract.product_id,
    amount: { value: contract.amount_value, currency: contract.currency },
    nextProductId: contract.next_product_id,
    nextAmount: contract.next_amount_value === null ? null : { value: contract.next_amount_value, currency: contract.currency },
    periodStart: iso(contract.period_start),
    periodEnd: iso(contract.period_end),
    sequence: contract.sequence,
    ...(pin === undefined ? {} : { pin }),
  };
}
export type ContractView = ReturnType<typeof contractView>;
