import { z } from "zod";
import { pickLanguage } from "../http/pickLanguage";
import { jsonReply, type Reply } from "../http/reply";
import type { RouteRequest } from "../http/router";
import type { FaultRequest, FaultRoute } from "./faultRouter";
import { Fault, invalidInput } from "./faults";
import { sendAccountDeletedEmail, sendVerificationEmail } from "./emailMessages";
import { checkPassword, hashSecret, needsRehash, verifySecret } from "./secrets";
import { tokenOf } from "./sessionStore";
import { createUserWithProfile, emailSchema, readJson, signInReply, type UserDeps, wireUser } from "./userDeps";
import { registrationPlatforms, type UserRow } from "./userStore";

const name = z.string().trim().max(100);
const country = z.string().regex(/^[A-Za-z]{2}$/).transform((value) => value.toUpperCase());
const credentials = z.object({ email: emailSchema, password: z.string().max(1024) });
const newAccount = credentials.extend({
  firstName: name.optional(),
  lastName: name.optional(),
  country: country.optional(),
  subscribeToPromotion: z.boolean().optional(),
  subscribeToNewsLetter: z.boolean().optional(),
  platform: z.enum(registrationPlatforms).optional(),
});
const profileChanges = newAccount.omit({ email: true, password: true, platform: true });
/** Without `currentPassword` it sets the first password of an account that has none (spec 2 "set-password"). */
const passwordChange = z.object({ currentPassword: z.string().max(1024).optional(), newPassword: z.string().max(1024) });
const deletion = z.object({ password: z.string().max(1024).optional() });

const wrongCredentials = (): Fault =>
  new Fault(401, "INVALID_CREDENTIALS", "The email or the password is wrong.", { field: "password" });

/** The signed-in user's row and token; a session whose user is gone counts as an unknown token. */
export function currentSession(deps: UserDeps, request: RouteRequest): { row: UserRow; token: string } {
  const { userId, token } = deps.sessions.require(request.headers);
  const row = deps.users.byId(userId);
  if (row === undefined) throw new Fault(401, "TOKEN_INVALID", "The token's account no longer exists.");
  return { row, token };
}

/** The signed-in user's row; a session whose user is gone counts as an unknown token. */
export function currentUser(deps: UserDeps, request: RouteRequest): UserRow {
  return currentSession(deps, request).row;
}

/**
 * Throttled per account and address (throttle.ts): the guess is reserved before scrypt runs, and a wrong password
 * counts against the email whether it has an account or not (no enumeration by timing). A right password stored with
 * weaker scrypt parameters than today's is rehashed and stored. The password must still be the account's when the
 * check ends: a reset or a mailbox proof (emailRoutes.ts) that replaced or removed it meanwhile ended every session,
 * and a sign-in with the old one started before must not open a new one; a concurrent sign-in's rehash of the same
 * password is checked once more and accepted. The caller acts on the returned row at once
 * (no await in between), so nothing can change it again first.
 */
export async function checkPasswordOf(deps: UserDeps, key: string, row: UserRow | undefined, password: string, address: string): Promise<UserRow> {
  const attempt = deps.throttle.guessSecret(key, address, "password");
  const stored = row?.password_hash ?? null;
  if (!(await verifySecret(password, stored)) || row === undefined || stored === null) throw wrongCredentials();
  attempt.succeeded();
  let checked = stored;
  if (needsRehash(stored)) {
    const rehashed = await hashSecret(password);
    if (deps.users.replacePasswordHash(row.id, stored, rehashed)) checked = rehashed;
  }
  let current = deps.users.byId(row.id);
  // A sign-in running beside this one may have rehashed the same password first: it is still the account's password.
  const replaced = current?.password_hash;
  if (replaced && replaced !== checked && (await verifySecret(password, replaced))) {
    checked = replaced;
    current = deps.users.byId(row.id);
  }
  if (current === undefined || current.password_hash !== checked) throw wrongCredentials();
  return current;
}

export function accountRoutes(deps: UserDeps): FaultRoute[] {
  const route = (method: FaultRoute["method"], path: string, handler: FaultRoute["handler"]): FaultRoute => ({
    method,
    pattern: `/user${path}`,
    handler,
  });
  return [
    route("POST", "/authenticate", async (request) => {
      const { email, password } = await readJson(request, credentials);
      const row = await checkPasswordOf(deps, `email:${email}`, deps.users.byEmail(email), password, request.clientAddress);
      return jsonReply(signInReply(deps, row, request));
    }),
    route("POST", "/createAccount", (request) => createAccount(deps, request)),
    route("POST", "/validateLogin", async (request) => {
      const { email } = await readJson(request, z.object({ email: emailSchema }));
      // It tells whether an account exists: limited per address, so nobody walks a list of emails through it.
      deps.throttle.lookup(request.clientAddress, "email");
      const row = deps.users.byEmail(email);
      return jsonReply({ exists: row !== undefined, hasPassword: row?.password_hash != null });
    }),
    route("POST", "/logout", (request) => {
      const token = tokenOf(request.headers);
      if (token !== undefined) deps.sessions.revoke(token);
      return jsonReply({ ok: true });
    }),
    route("GET", "/userStatus", (request) => jsonReply({ user: wireUser(deps, currentUser(deps, request)) })),
    route("GET", "/userData", (request) => jsonReply({ user: wireUser(deps, currentUser(deps, request)) })),
    route("POST", "/updateProfile", async (request) => {
      const row = currentUser(deps, request);
      deps.users.update(row.id, await readJson(request, profileChanges));
      return jsonReply({ user: wireUser(deps, deps.users.byId(row.id) ?? row) });
    }),
    route("POST", "/updatePassword", (request) => updatePassword(deps, request)),
    route("POST", "/deleteAccount", (request) => deleteAccount(deps, request)),
    route("POST", "/killSessions", (request) => {
      const { row, token } = currentSession(deps, request);
      return jsonReply({ ok: true, revoked: deps.sessions.revokeOthers(row.id, token) });
    }),
    route("POST", "/autoLogin", async (request) => {
      // The stand-in's auto-login token is a still-valid session token; the reply is a fresh session.
      const { autoLoginToken } = await readJson(request, z.object({ autoLoginToken: z.string().min(1).max(512) }));
      const { userId } = deps.sessions.require({ token: autoLoginToken });
      const row = deps.users.byId(userId);
      if (row === undefined) throw new Fault(401, "TOKEN_INVALID", "The token's account no longer exists.");
      return jsonReply(signInReply(deps, row, request));
    }),
  ];
}

/**
 * A new account, signed in: the reply carries its session, so the password is hashed once per sign-up. Counted per
 * email and per address (throttle.ts signUpLimits) before the email is looked up, so "email taken" is not told at
 * full speed, and a burst is refused before each one costs a hash.
 */
async function createAccount(deps: UserDeps, request: FaultRequest): Promise<Reply> {
  const body = await readJson(request, newAccount);
  checkPassword(body.password);
  deps.throttle.signUp(body.email, request.clientAddress);
  if (deps.users.byEmail(body.email) !== undefined) {
    throw new Fault(409, "EMAIL_TAKEN", "An account with this email already exists.", { field: "email" });
  }
  const lang = pickLanguage(request.headers);
  const passwordHash = await hashSecret(body.password);
  // Checked again here: another sign-up for the same email may have landed while the password was hashed.
  if (deps.users.byEmail(body.email) !== undefined) {
    throw new Fault(409, "EMAIL_TAKEN", "An account with this email already exists.", { field: "email" });
  }
  const row = createUserWithProfile(deps, {
    email: body.email,
    phone: null,
    passwordHash,
    firstName: body.firstName ?? "",
    lastName: body.lastName ?? "",
    country: body.country ?? request.query.get("country")?.toUpperCase() ?? "JO",
    loginProvider: "site",
    emailVerified: false,
    subscribeToPromotion: body.subscribeToPromotion ?? false,
    subscribeToNewsLetter: body.subscribeToNewsLetter ?? false,
    ...(body.platform === undefined ? {} : { registrationPlatform: body.platform }),
  }, lang);
  sendVerificationEmail(deps, row, lang);
  return jsonReply(signInReply(deps, row, request, true));
}

/**
 * The signed-in user's own password, throttled under the same key as sign-in (the email), so guessing it here
 * and at /authenticate counts as one. A wrong one is INVALID_CREDENTIALS on the form's `field`.
 */
async function confirmPassword(deps: UserDeps, request: FaultRequest, row: UserRow, password: string, field: string, message: string): Promise<void> {
  const key = row.email === null ? `user:${row.id}` : `email:${row.email}`;
  await checkPasswordOf(deps, key, row, password, request.clientAddress).catch((error: unknown) => {
    throw error instanceof Fault && error.code === "INVALID_CREDENTIALS" ? new Fault(401, "INVALID_CREDENTIALS", message, { field }) : error;
  });
}

const passwordAlreadySet = (): Fault =>
  new Fault(409, "PASSWORD_ALREADY_SET", "This account already has a password; change it instead.");

/** A change ends every other session of the account: whoever else knew the old password is signed out. */
async function updatePassword(deps: UserDeps, request: FaultRequest): Promise<Reply> {
  const { row, token } = currentSession(deps, request);
  const body = await readJson(request, passwordChange);
  if (body.currentPassword === undefined) return setFirstPassword(deps, row, body.newPassword);
  await confirmPassword(deps, request, row, body.currentPassword, "currentPassword", "The current password is wrong.");
  checkPassword(body.newPassword, "newPassword");
  const passwordHash = await hashSecret(body.newPassword);
  deps.db.transaction(() => {
    // A reset or a mailbox proof while the new password was hashed ended this session: then it changes nothing.
    deps.sessions.require(request.headers);
    deps.users.setPassword(row.id, passwordHash);
    deps.sessions.revokeOthers(row.id, token);
  })();
  return jsonReply({ ok: true });
}

/** Social and phone accounts have no password; one with an email may add one and then sign in with it too. */
async function setFirstPassword(deps: UserDeps, row: UserRow, newPassword: string): Promise<Reply> {
  if (row.password_hash !== null) throw passwordAlreadySet();
  // Sign-in by password is by email: a phone-only account could never use the password.
  if (row.email === null) throw new Fault(409, "EMAIL_REQUIRED", "A password needs an email address to sign in with.");
  checkPassword(newPassword, "newPassword");
  // The store checks again: another first password may have landed while this one was hashed.
  if (!deps.users.setFirstPassword(row.id, await hashSecret(newPassword))) throw passwordAlreadySet();
  return jsonReply({ ok: true });
}

/**
 * Spec 2 "user-account-deletion" (the spec shows no call; the contract is docs/user-service.md's). An account with
 * a password must confirm it. Everything of the user goes in one transaction; the outbox keeps its history.
 */
async function deleteAccount(deps: UserDeps, request: FaultRequest): Promise<Reply> {
  const row = currentUser(deps, request);
  const body = await readJson(request, deletion);
  if (row.password_hash !== null) {
    if (body.password === undefined) throw invalidInput("Type the account's password to delete it.", "password");
    await confirmPassword(deps, request, row, body.password, "password", "The password is wrong.");
  }
  const lang = pickLanguage(request.headers);
  deps.db.transaction(() => {
    deps.sessions.revokeAll(row.id);
    deps.profiles.removeAll(row.id);
    // A second deletion racing this one (during the password check) finds nothing left, and sends no second email.
    if (deps.users.remove(row) && row.email !== null) sendAccountDeletedEmail(deps, row.email, lang);
  })();
  return jsonReply({ ok: true });
}
