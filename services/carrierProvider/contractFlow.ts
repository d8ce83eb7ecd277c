/**
 * Making a contract (docs/carrier-billing.md "The provider stand-in"):
 * - create: the operator, the number (its prefix and length), the flow the operator allows, the barred test number
 *   and, for a PIN, that the number was not sent five PINs of new contracts within the hour, are checked; a PIN
 *   contract waits for its PIN (sent by SMS), a header-enrichment one is charged at once. One
 *   contract per idempotency key: the same request again answers the same contract (no second PIN, no second charge),
 *   another request under the key is refused;
 * - resend: a new PIN for a contract still waiting for one (the PIN rules in pinStore.ts);
 * - verify: the PIN, then the first charge. A wrong PIN's count is kept even though the call is refused.
 */
import type { ServiceLocale } from "../db/localizedText";
import { isOperatorsNumber, normaliseMsisdn, operatorByCode } from "./carrierContracts";
import { chargeContract, contractView, type ContractView } from "./charging";
import type { ContractFlow, ContractRow } from "./contractStore";
import { sendPinSms } from "./pinMessages";
import { inTransaction, refusal, type CarrierContext } from "./providerContext";
import { isBarred } from "./testNumbers";

/** At most this many PIN contracts per number within the window (the SMS a number receives). */
export const maxPinContractsPerWindow = 5;
const pinRequestWindowMs = 60 * 60 * 1000;

export interface CreateRequest {
  merchantReference: string;
  customerReference: string;
  productId: string;
  msisdn: string;
  operatorCode: string;
  amount: { value: number; currency: string };
  language: ServiceLocale;
  flow: ContractFlow;
}

export function requireContract(context: CarrierContext, contractId: string): ContractRow {
  const contract = context.contracts.byId(contractId);
  if (contract === undefined) throw refusal(404, "CONTRACT_UNKNOWN", "No such contract.");
  return contract;
}

function notPending(contract: ContractRow) {
  return refusal(409, "CONTRACT_NOT_PENDING", "The contract is not waiting for a PIN.", { contractStatus: contract.status });
}

/** The checks of a new contract, each a refusal of its own; returns the number in E.164. */
function checkCreate(context: CarrierContext, request: CreateRequest): string {
  const placed = operatorByCode(context.directory, request.operatorCode);
  if (placed === undefined) throw refusal(422, "OPERATOR_UNKNOWN", "No such operator.");
  const msisdn = normaliseMsisdn(request.msisdn);
  if (msisdn === undefined || !isOperatorsNumber(context.directory, placed, msisdn)) throw refusal(422, "INVALID_MSISDN", `The number is not a ${placed.operator.operatorCode} number.`);
  if (request.flow === "HEADER_ENRICHMENT" && !placed.operator.frictionless) throw refusal(422, "FRICTIONLESS_UNAVAILABLE", `${placed.operator.operatorCode} does not identify subscribers by header enrichment.`);
  if (isBarred(msisdn)) throw refusal(422, "MSISDN_BARRED", "The number is barred from premium billing.");
  // Typing someone else's number must not flood their phone: a few PIN contracts an hour per number.
  if (request.flow === "PIN" && context.contracts.pinContractsSince(msisdn, context.now().getTime() - pinRequestWindowMs) >= maxPinContractsPerWindow) {
    throw refusal(429, "TOO_MANY_PIN_REQUESTS", "Too many PINs were asked for this number; try again later.");
  }
  return msisdn;
}

export function createContract(context: CarrierContext, request: CreateRequest, idempotencyKey: string, requestHash: string): ContractView {
  const existing = context.contracts.byIdempotencyKey(idempotencyKey);
  if (existing !== undefined) {
    if (existing.request_hash !== requestHash) throw refusal(409, "IDEMPOTENCY_CONFLICT", "This idempotency key was used for another request.");
    return contractView(context, existing.contract_id);
  }
  const msisdn = checkCreate(context, request);
  const contractId = inTransaction(context, () => {
    const now = context.now().getTime();
    // Another process on the same database may have made it meanwhile.
    const raced = context.contracts.byIdempotencyKey(idempotencyKey);
    if (raced !== undefined) return raced.contract_id;
    const contract = context.contracts.insert({ ...request, msisdn, idempotencyKey, requestHash }, now);
    if (request.flow === "PIN") sendPinSms(context.sms, msisdn, request.language, context.pins.issue(contract.contract_id, now, false));
    else chargeContract(context, contract, "FIRST");
    return contract.contract_id;
  });
  return contractView(context, contractId);
}

export function resendPin(context: CarrierContext, contractId: string): ContractView {
  const contract = requireContract(context, contractId);
  if (contract.status !== "PENDING_PIN" || contract.flow !== "PIN") throw notPending(contract);
  const now = context.now().getTime();
  const allowed = context.pins.mayResend(contractId, now);
  if (!allowed.ok) {
    if (allowed.code === "TOO_MANY_RESENDS") throw refusal(429, "TOO_MANY_RESENDS", "No more PINs may be sent for this contract; start again.");
    throw refusal(429, "RESEND_TOO_SOON", `Another PIN may be sent in ${allowed.retryIn} s.`, { retryIn: allowed.retryIn });
  }
  inTransaction(context, () => sendPinSms(context.sms, contract.msisdn, contract.language, context.pins.issue(contractId, now, true)));
  return contractView(context, contractId);
}

export function verifyPin(context: CarrierContext, contractId: string, pin: string): ContractView {
  const contract = requireContract(context, contractId);
  if (contract.status !== "PENDING_PIN") throw notPending(contract);
  // The check's count is committed before anything is refused (a refusal thrown inside would roll it back).
  const checked = inTransaction(context, () => {
    const result = context.pins.check(contractId, pin, context.now().getTime());
    if (result.ok) {
      context.pins.remove(contractId);
      chargeContract(context, contract, "FIRST");
    }
    return result;
  });
  if (checked.ok) return contractView(context, contractId);
  switch (checked.code) {
    case "WRONG_PIN":
      throw refusal(422, "WRONG_PIN", "The PIN is wrong.", { attemptsLeft: checked.attemptsLeft });
    case "PIN_EXPIRED":
      throw refusal(410, "PIN_EXPIRED", "The PIN has expired; ask for a new one.");
    case "TOO_MANY_ATTEMPTS":
      throw refusal(429, "TOO_MANY_ATTEMPTS", "Too many wrong PINs; ask for a new one.");
    case "NO_PIN":
      throw notPending(context.contracts.byId(contractId) ?? contract);
  }
}
