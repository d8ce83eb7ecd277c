/**
 * The stand-in's test numbers (docs/carrier-billing.md "Test numbers"): the outcome of a subscriber's charges comes
 * from the last four digits of the number, as a sandbox's would.
 * - `…0001`: insufficient balance: every charge fails (the first, renewals, a reactivation);
 * - `…0002`: barred from premium billing: the contract is refused when it is created;
 * - `…0003`: pays the first charge, fails every scheduled renewal; a reactivation (the subscriber asked for it, having
 *   topped up) pays;
 * - any other number pays.
 */
import type { ChargeType } from "./notificationSignature";

export const insufficientBalance = "INSUFFICIENT_BALANCE";

export function isBarred(msisdn: string): boolean {
  return msisdn.endsWith("0002");
}

/** Why the charge fails, or undefined when it is paid. */
export function chargeFailure(msisdn: string, chargeType: ChargeType): string | undefined {
  if (msisdn.endsWith("0001")) return insufficientBalance;
  if (msisdn.endsWith("0003") && chargeType === "RENEWAL") return insufficientBalance;
  return undefined;
}
