/**
 * A live contract's changes, as the merchant asks for them (docs/carrier-billing.md "The provider stand-in"):
 * - cancel: ACTIVE → CANCELED (paid until its period's end, never renewed), notified CONTRACT_CANCELED; canceling a
 *   canceled one changes nothing;
 * - resume: CANCELED before its period's end → ACTIVE, notified CONTRACT_RESUMED; an ACTIVE one changes nothing.
 *   Both drop a scheduled tier, as the merchant's rows do (a resumed contract renews into its own product);
 * - tier: the product and price the next renewal bills (the current product clears a scheduled change);
 * - reactivate: a SUSPENDED contract's failed renewal charged again now (seamless reactivation);
 * - renew: the next period billed now (the development route; the scheduler at the period's end), and a CANCELED
 *   contract whose period has ended expires.
 */
import { chargeContract, contractView, queueEvent, type ContractView } from "./charging";
import { requireContract } from "./contractFlow";
import { newCarrierId, type ContractRow } from "./contractStore";
import { inTransaction, refusal, type CarrierContext } from "./providerContext";

const notIn = (contract: ContractRow, code: string, message: string) => refusal(409, code, message, { contractStatus: contract.status });

/** The contract's current product and price, for the events that are not charges (each its own event id). */
const current = (contract: ContractRow) => ({ transactionId: newCarrierId("evt"), productId: contract.product_id, amountValue: contract.amount_value });

export function cancelContract(context: CarrierContext, contractId: string): ContractView {
  const contract = requireContract(context, contractId);
  if (contract.status === "CANCELED") return contractView(context, contractId);
  if (contract.status !== "ACTIVE") throw notIn(contract, "CONTRACT_NOT_ACTIVE", "Only an active contract can be canceled.");
  inTransaction(context, () => {
    context.contracts.change(contractId, { status: "CANCELED" }, context.now().getTime());
    context.contracts.scheduleTier(contractId, null, context.now().getTime());
    queueEvent(context, contract, "CONTRACT_CANCELED", { ...current(contract), reason: "MERCHANT_REQUEST" });
  });
  return contractView(context, contractId);
}

export function resumeContract(context: CarrierContext, contractId: string): ContractView {
  const contract = requireContract(context, contractId);
  if (contract.status === "ACTIVE") return contractView(context, contractId);
  if (contract.status !== "CANCELED") throw notIn(contract, "CONTRACT_NOT_CANCELED", "Only a canceled contract can be resumed.");
  const now = context.now().getTime();
  if (contract.period_end === null || contract.period_end <= now) throw notIn(contract, "PERIOD_ENDED", "The contract's paid period has ended; subscribe again.");
  inTransaction(context, () => {
    context.contracts.change(contractId, { status: "ACTIVE" }, now);
    context.contracts.scheduleTier(contractId, null, now);
    queueEvent(context, contract, "CONTRACT_RESUMED", current(contract));
  });
  return contractView(context, contractId);
}

export function changeTier(context: CarrierContext, contractId: string, tier: { productId: string; amount: { value: number; currency: string } }): ContractView {
  const contract = requireContract(context, contractId);
  if (contract.status !== "ACTIVE") throw notIn(contract, "CONTRACT_NOT_ACTIVE", "Only an active contract changes tier.");
  if (tier.amount.currency !== contract.currency) throw refusal(422, "CURRENCY_MISMATCH", `The contract bills in ${contract.currency}.`);
  const same = tier.productId === contract.product_id;
  context.contracts.scheduleTier(contractId, same ? null : { productId: tier.productId, amountValue: tier.amount.value }, context.now().getTime());
  return contractView(context, contractId);
}

export function reactivateContract(context: CarrierContext, contractId: string): ContractView {
  const contract = requireContract(context, contractId);
  if (contract.status !== "SUSPENDED") throw notIn(contract, "CONTRACT_NOT_SUSPENDED", "Only a suspended contract is reactivated.");
  inTransaction(context, () => chargeContract(context, contract, "REACTIVATION"));
  return contractView(context, contractId);
}

export function renewContract(context: CarrierContext, contractId: string): ContractView {
  const contract = requireContract(context, contractId);
  if (contract.status !== "ACTIVE") throw notIn(contract, "CONTRACT_NOT_ACTIVE", "Only an active contract renews.");
  inTransaction(context, () => chargeContract(context, contract, "RENEWAL"));
  return contractView(context, contractId);
}

/** The scheduler's round: active contracts whose period has ended renew, canceled ones expire. Returns how many. */
export function renewDueContracts(context: CarrierContext): number {
  const now = context.now().getTime();
  const due = context.contracts.due(now);
  inTransaction(context, () => {
    for (const contract of due) {
      if (contract.status === "ACTIVE") chargeContract(context, contract, "RENEWAL");
      else context.contracts.change(contract.contract_id, { status: "EXPIRED" }, now);
    }
  });
  return due.length;
}
