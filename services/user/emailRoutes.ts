import { z } from "zod";
import { pickLanguage } from "../http/pickLanguage";
import { jsonReply } from "../http/reply";
import { currentUser } from "./accountRoutes";
import { sendResetEmail, sendVerificationEmail } from "./emailMessages";
import type { FaultHandler, FaultRoute } from "./faultRouter";
import { Fault, notFoundFault, parseWith } from "./faults";
import { checkPassword, hashSecret } from "./secrets";
import { emailSchema, readJson, type UserDeps, wireUser } from "./userDeps";
import type { UserRow } from "./userStore";
import { tokenOf } from "./sessionStore";
import type { IncomingHttpHeaders as RouteRequestHeaders } from "node:http";

const codeBody = z.object({ code: z.string().trim().min(1).max(512) });
const resetBody = codeBody.extend({ newPassword: z.string().max(1024) });
const outboxQuery = z.object({ to: z.string().trim().min(1).max(254), country: z.string().optional() });

const badCode = (): Fault => new Fault(400, "INVALID_INPUT", "The link is unknown, used or expired; ask for a new one.", { field: "code" });

/**
 * A reset link proves that its user reads the account's mailbox. So the reset ends every session of the account (the
 * resetter is not signed in; whoever knew the old password is signed out), and it marks the email verified. That is
 * also how the owner of an email takes back an account someone else signed up with it and never verified
 * (docs/user-service.md "Accounts nobody verified"): the squatter's password and sessions are gone. The grant of a
 * mailbox proof (proveMailbox) is such a code too: its reset is what marks the email verified.
 */
function completeReset(deps: UserDeps, userId: string, passwordHash: string): void {
  deps.users.setPassword(userId, passwordHash);
  deps.users.markEmailVerified(userId);
  deps.sessions.revokeAll(userId);
}

/**
 * What a verification code proves: that whoever presses the button reads the account's mailbox, and nothing about
 * who chose its password. So on an account whose email nobody proved yet and that has a password, the proof takes
 * the account over like a reset does (docs/user-service.md "Accounts nobody verified"): that password goes, every
 * session ends, and the answer is a one-time reset code (the grant) with which the verifier sets a new one. The email
 * is marked verified only by that reset: until then the account has no password and an unverified email, so no
 * password signs in and no social identity links to it by email (socialRoutes.ts). A social identity linked before the
 * proof (from a provider that does not vouch for emails) was the sign-up's too, and is unlinked the same way. Pressed
 * with a session of the account itself, or on an account with neither, the proof only marks the email verified.
 * Undefined: no grant. Call inside the verification's transaction.
 */
function proveMailbox(deps: UserDeps, row: UserRow, holderSession: boolean): string | undefined {
  if (row.email_verified) return undefined;
  // The press comes with a live session of this very account: whoever presses knows its password and reads its
  // mailbox, so nothing is taken over (the usual case: a viewer confirms right after signing up, in the same browser).
  const nothingToTakeOver = row.password_hash === null && deps.users.identityCount(row.id) === 0;
  if (holderSession || nothingToTakeOver) {
    deps.users.markEmailVerified(row.id);
    return undefined;
  }
  // A password, or a social identity from a provider that did not vouch for the email (an unverified account has
  // no other kind), was set by whoever signed up, not proved by the mailbox's owner: both go.
  deps.users.clearPassword(row.id);
  deps.users.unlinkIdentities(row.id);
  deps.sessions.revokeAll(row.id);
  return deps.codes.issue("reset-password", row.id);
}

/** The account of the caller's live session, if it sent one; a missing, unknown or expired one is nobody. */
function optionalUser(deps: UserDeps, headers: RouteRequestHeaders): string | undefined {
  try {
    return deps.sessions.require(headers).userId;
  } catch {
    return undefined;
  }
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
  /**
   * POST only: a mail scanner or link preview that opens the email's link GETs the app's page, which only asks; the
   * page's button posts the code here. `passwordResetCode` (a /resetPassword code, one hour, single use) comes back
   * when the proof removed a password set before it (proveMailbox).
   */
  const verify: FaultHandler = async (request) => {
    const { code } = await readJson(request, codeBody);
    const sessionUser = tokenOf(request.headers) === undefined ? undefined : optionalUser(deps, request.headers);
    const { user, passwordResetCode } = deps.db.transaction(() => {
      const row = deps.codes.find("verify-email", code);
      if (row === undefined || deps.codes.isExpired(row)) throw badCode();
      const owner = deps.users.byId(row.target);
      if (owner === undefined) throw notFoundFault("The account of this link no longer exists.");
      deps.codes.use(row);
      const grant = proveMailbox(deps, owner, sessionUser === owner.id);
      return { user: deps.users.byId(owner.id) ?? owner, passwordResetCode: grant };
    })();
    return jsonReply({ user: wireUser(deps, user), ...(passwordResetCode === undefined ? {} : { passwordResetCode }) });
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
