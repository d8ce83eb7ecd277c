import type { CodeRow } from "./codeStore";
import { Fault } from "./faults";
import type { UserDeps } from "./userDeps";

export interface TypedCodeCheck {
  kind: "otp" | "add-email";
  /** Where the code was sent: the phone number or the email. */
  target: string;
  code: string;
  address: string;
  /** The throttle's account key: each try is reserved before the code is compared; a new code does not reset it. */
  guessKey: string;
  /** When the code was issued to one account (its `detail`), only that account may use it. */
  owner?: string;
}

/** The target's newest code, if `code` is it, still valid and `owner`'s: spent, else OTP_INVALID or OTP_EXPIRED. */
export function useTypedCode(deps: UserDeps, check: TypedCodeCheck): CodeRow {
  const attempt = deps.throttle.guessSecret(check.guessKey, check.address, "otp");
  const latest = deps.codes.latest(check.kind, check.target);
  const owned = latest !== undefined && (check.owner === undefined || latest.detail === check.owner);
  if (latest === undefined || !owned || deps.codes.find(check.kind, check.code, check.target)?.id !== latest.id) {
    throw new Fault(400, "OTP_INVALID", "The code is wrong; check the message or ask for a new one.", { field: "otp" });
  }
  if (deps.codes.isExpired(latest)) throw new Fault(400, "OTP_EXPIRED", "The code has expired; ask for a new one.", { field: "otp" });
  deps.codes.use(latest);
  attempt.succeeded();
  return latest;
}
