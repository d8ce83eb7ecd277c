/**
 * Spec 7 addEmailPhoneLogin (issue 31 §5 email-adding): an account made by phone, which has no email, adds one proved by
 * six digits mailed to it; the email is then verified, the account's messages go there, and a password may be set
 * (set-password) to sign in by email too. One path, two steps, like the phone forms: `{ email }` mails the code,
 * `{ email, otp }` adds the email. The account is the session's, never a field, and the code is that account's. An
 * account that has an email is EMAIL_ALREADY_SET; an email another account uses is EMAIL_TAKEN (at the second step
 * only after the code checked out).
 */
import { z } from "zod";
import { pickLanguage } from "../http/pickLanguage";
import { jsonReply, type Reply } from "../http/reply";
import { currentUser } from "./accountRoutes";
import { codeLifeMs } from "./codeStore";
import { sendAddEmailCode } from "./emailMessages";
import type { FaultRequest, FaultRoute } from "./faultRouter";
import { Fault } from "./faults";
import { useTypedCode } from "./typedCode";
import { emailSchema, readJson, wireUser, type UserDeps } from "./userDeps";
import type { UserRow } from "./userStore";

const sendBody = z.object({ email: emailSchema });
const addBody = sendBody.extend({ otp: z.string().trim().regex(/^\d{6}$/, "six digits") });

const emailTaken = (): Fault => new Fault(409, "EMAIL_TAKEN", "An account with this email already exists.", { field: "email" });

function checkAdding(deps: UserDeps, account: UserRow, email: string): void {
  if (account.email !== null) throw new Fault(409, "EMAIL_ALREADY_SET", "This account already has an email address.", { field: "email" });
  if (deps.users.byEmail(email) !== undefined) throw emailTaken();
}

async function addEmailPhoneLogin(deps: UserDeps, request: FaultRequest): Promise<Reply> {
  const account = currentUser(deps, request);
  const body = await readJson(request, z.union([addBody, sendBody]));
  if (!("otp" in body)) {
    // Counted with the email's other sends (per email and per address) before anything is told of it.
    deps.throttle.send("add-email", body.email, request.clientAddress, "email");
    checkAdding(deps, account, body.email);
    sendAddEmailCode(deps, body.email, account.id, pickLanguage(request.headers));
    return jsonReply({ ok: true, otpTtlSeconds: codeLifeMs["add-email"] / 1000 });
  }
  // The code is the asking account's; tries are counted per account.
  useTypedCode(deps, { kind: "add-email", target: body.email, code: body.otp, address: request.clientAddress, guessKey: `add-email:${account.id}`, owner: account.id });
  checkAdding(deps, account, body.email);
  if (!deps.users.addVerifiedEmail(account.id, body.email)) throw emailTaken();
  return jsonReply({ user: wireUser(deps, deps.users.byId(account.id) ?? account) });
}

export function emailAddingRoutes(deps: UserDeps): FaultRoute[] {
  return [{ method: "POST", pattern: "/user/addEmailPhoneLogin", handler: (request) => addEmailPhoneLogin(deps, request) }];
}
