/**
 * Spec 7 linkPhoneEmailLogin (issue 31 §5 phone-linking): a signed-in account links a mobile number, proved by a
 * one-time code sent to it; from then on signing in by phone opens the same account. One path, two steps, like the
 * phone sign-in form: `{ phone, country }` sends the code (only where allowedToLinkMobile, spec 5), `{ phone, otp }`
 * links. The account is the session's, never a field. A number another account signs in with is PHONE_TAKEN at both
 * steps; a new number replaces the account's earlier one (its owner proved the new one).
 */
import { z } from "zod";
import { pickLanguage } from "../http/pickLanguage";
import { jsonReply, type Reply } from "../http/reply";
import { currentUser } from "./accountRoutes";
import { sendOtp } from "./emailMessages";
import type { FaultRequest, FaultRoute } from "./faultRouter";
import { Fault } from "./faults";
import { checkCountry, otpBody, otpTtlSeconds, sendBody, useOtp } from "./phoneRoutes";
import { readJson, wireUser, type UserDeps } from "./userDeps";
import type { UserRow } from "./userStore";

const phoneTaken = (): Fault => new Fault(409, "PHONE_TAKEN", "Another account signs in with this number.", { field: "phone" });

function checkFree(deps: UserDeps, phone: string, account: UserRow): void {
  const owner = deps.users.byPhone(phone);
  if (owner !== undefined && owner.id !== account.id) throw phoneTaken();
}

async function linkPhoneEmailLogin(deps: UserDeps, request: FaultRequest): Promise<Reply> {
  const account = currentUser(deps, request);
  const body = await readJson(request, z.union([otpBody, sendBody]));
  if ("otp" in body) {
    // The code first: whether a number has an account is told no faster than codes may be guessed.
    useOtp(deps, body.phone, body.otp, request.clientAddress);
    checkFree(deps, body.phone, account);
    if (!deps.users.setPhone(account.id, body.phone)) throw phoneTaken();
    return jsonReply({ user: wireUser(deps, deps.users.byId(account.id) ?? account) });
  }
  checkCountry(body.phone, body.country);
  // Counted with the number's other sends (per number and per address) before anything is told of it.
  deps.throttle.send("otp", body.phone, request.clientAddress, "phone");
  checkFree(deps, body.phone, account);
  sendOtp(deps, body.phone, body.country, pickLanguage(request.headers), "link");
  return jsonReply({ ok: true, otpTtlSeconds });
}

export function phoneLinkingRoutes(deps: UserDeps): FaultRoute[] {
  return [{ method: "POST", pattern: "/user/linkPhoneEmailLogin", handler: (request) => linkPhoneEmailLogin(deps, request) }];
}
