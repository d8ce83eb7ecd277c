import { z } from "zod";
import { pickLanguage } from "../http/pickLanguage";
import { jsonReply } from "../http/reply";
import { currentUser } from "./accountRoutes";
import { sendResetEmail, sendVerificationEmail } from "./emailMessages";
import type { FaultHandler, FaultRoute } from "./faultRouter";
import { Fault, notFoundFault, parseWith } from "./faults";
import { checkPassword, hashSecret } from "./secrets";
import { emailSchema, readJson, type UserDeps, wireUser } from "./userDeps";

const codeBody = z.object({ code: z.string().trim().min(1).max(512) });
const resetBody = codeBody.extend({ newPassword: z.string().max(1024) });
const outboxQuery = z.object({ to: z.string().trim().min(1).max(254), country: z.string().optional() });

const badCode = (): Fault => new Fault(400, "INVALID_INPUT", "The link is unknown, used or expired; ask for a new one.", { field: "code" });

/**
 * A reset link proves that its user reads the account's mailbox. So the reset ends every session of the account (the
 * resetter is not signed in; whoever knew the old password is signed out), and it marks the email verified. That is
 * also how the owner of an email takes back an account someone else signed up with it and never verified
 * (docs/user-service.md "Accounts nobody verified"): the squatter's password and sessions are gone.
 */
function completeReset(deps: UserDeps, userId: string, passwordHash: string): void {
  deps.users.setPassword(userId, passwordHash);
  deps.users.markEmailVerified(userId);
  deps.sessions.revokeAll(userId);
}

/** Email verification, password reset and the development outbox. */
export function emailRoutes(deps: UserDeps): FaultRoute[] {
  const route = (method: FaultRoute["method"], path: string, handler: FaultHandler): FaultRoute => ({
    method,
    pattern: `/user${path}`,
    handler,
  });
  const sendVerification: FaultHandler = (request) => {
    const row = currentUser(deps, request);
    deps.throttle.send("verify-email", row.id, request.clientAddress, "email");
    sendVerificationEmail(deps, row, pickLanguage(request.headers));
    return jsonReply({ ok: true });
  };
  const verify: FaultHandler = async (request) => {
    const { code } = await readJson(request, codeBody);
    const row = deps.codes.find("verify-email", code);
    if (row === undefined || deps.codes.isExpired(row)) throw badCode();
    deps.codes.use(row);
    deps.users.markEmailVerified(row.target);
    const user = deps.users.byId(row.target);
    if (user === undefined) throw notFoundFault("The account of this link no longer exists.");
    return jsonReply({ user: wireUser(deps, user) });
  };
  return [
    route("POST", "/sendVerificationEmail", sendVerification),
    route("POST", "/v2/verify-email/send", sendVerification),
    route("POST", "/v2/verify-email", verify),
    route("POST", "/verifyEmail", verify),
    route("POST", "/sendResetPasswordEmail", async (request) => {
      const { email } = await readJson(request, z.object({ email: emailSchema }));
      // Counted for unknown emails too, so the limit says nothing about whether an account exists.
      deps.throttle.send("reset-password", email, request.clientAddress, "email");
      sendResetEmail(deps, email, deps.users.byEmail(email), pickLanguage(request.headers));
      return jsonReply({ ok: true });
    }),
    route("POST", "/resetPassword", async (request) => {
      const { code, newPassword } = await readJson(request, resetBody);
      const row = deps.codes.find("reset-password", code);
      if (row === undefined || deps.codes.isExpired(row)) throw badCode();
      checkPassword(newPassword, "newPassword");
      const passwordHash = await hashSecret(newPassword);
      // The code is checked again inside the transaction: two resets racing with one link change the password once.
      const done = deps.db.transaction(() => {
        const fresh = deps.codes.find("reset-password", code);
        if (fresh === undefined || fresh.id !== row.id) return false;
        deps.codes.use(fresh);
        completeReset(deps, fresh.target, passwordHash);
        return true;
      })();
      if (!done) throw badCode();
      return jsonReply({ ok: true });
    }),
    route("GET", "/dev/outbox", (request) => {
      if (!deps.devOutbox) throw notFoundFault(`No such path: ${request.path}`);
      const { to } = parseWith(outboxQuery, Object.fromEntries(request.query));
      // An unencoded `+` arrives as a space (trimmed away), so a bare number is read as E.164.
      return jsonReply({ messages: deps.outbox.list(/^\d+$/.test(to) ? `+${to}` : to.toLowerCase()) });
    }),
  ];
}
