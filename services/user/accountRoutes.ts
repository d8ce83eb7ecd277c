import { z } from "zod";
import { pickLanguage } from "../http/pickLanguage";
import { jsonReply, type Reply } from "../http/reply";
import type { RouteRequest } from "../http/router";
import type { FaultRoute } from "./faultRouter";
import { Fault } from "./faults";
import { sendVerificationEmail } from "./emailMessages";
import { checkPassword, hashSecret, verifySecret } from "./secrets";
import { tokenOf } from "./sessionStore";
import { createUserWithProfile, emailSchema, readJson, signInReply, type UserDeps, wireUser } from "./userDeps";
import type { UserRow } from "./userStore";

const name = z.string().trim().max(100);
const country = z.string().regex(/^[A-Za-z]{2}$/).transform((value) => value.toUpperCase());
const credentials = z.object({ email: emailSchema, password: z.string().max(1024) });
const newAccount = credentials.extend({
  firstName: name.optional(),
  lastName: name.optional(),
  country: country.optional(),
  subscribeToPromotion: z.boolean().optional(),
  subscribeToNewsLetter: z.boolean().optional(),
});
const profileChanges = newAccount.omit({ email: true, password: true });
const passwordChange = z.object({ currentPassword: z.string().max(1024), newPassword: z.string().max(1024) });

const wrongCredentials = (): Fault =>
  new Fault(401, "INVALID_CREDENTIALS", "The email or the password is wrong.", { field: "password" });

/** The signed-in user's row; a session whose user is gone counts as an unknown token. */
export function currentUser(deps: UserDeps, request: RouteRequest): UserRow {
  const { userId } = deps.sessions.require(request.headers);
  const row = deps.users.byId(userId);
  if (row === undefined) throw new Fault(401, "TOKEN_INVALID", "The token's account no longer exists.");
  return row;
}

/** Throttled per account: a wrong password counts against the email, found or not (no enumeration by timing). */
export async function checkPasswordOf(deps: UserDeps, key: string, row: UserRow | undefined, password: string): Promise<UserRow> {
  await deps.throttle.before(key, "password");
  const ok = await verifySecret(password, row?.password_hash ?? null);
  if (!ok || row === undefined) {
    deps.throttle.fail(key);
    throw wrongCredentials();
  }
  deps.throttle.succeed(key);
  return row;
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
      const row = await checkPasswordOf(deps, `email:${email}`, deps.users.byEmail(email), password);
      return jsonReply(signInReply(deps, row));
    }),
    route("POST", "/createAccount", (request) => createAccount(deps, request)),
    route("POST", "/validateLogin", async (request) => {
      const { email } = await readJson(request, z.object({ email: emailSchema }));
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
    route("POST", "/autoLogin", async (request) => {
      // The stand-in's auto-login token is a still-valid session token; the reply is a fresh session.
      const { autoLoginToken } = await readJson(request, z.object({ autoLoginToken: z.string().min(1).max(512) }));
      const { userId } = deps.sessions.require({ token: autoLoginToken });
      const row = deps.users.byId(userId);
      if (row === undefined) throw new Fault(401, "TOKEN_INVALID", "The token's account no longer exists.");
      return jsonReply(signInReply(deps, row));
    }),
  ];
}

async function createAccount(deps: UserDeps, request: RouteRequest): Promise<Reply> {
  const body = await readJson(request, newAccount);
  checkPassword(body.password);
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
  }, lang);
  sendVerificationEmail(deps, row, lang);
  return jsonReply({ user: wireUser(deps, row, true) });
}

async function updatePassword(deps: UserDeps, request: RouteRequest): Promise<Reply> {
  const row = currentUser(deps, request);
  const body = await readJson(request, passwordChange);
  const key = row.email === null ? `user:${row.id}` : `email:${row.email}`;
  await checkPasswordOf(deps, key, row, body.currentPassword).catch((error: unknown) => {
    throw error instanceof Fault && error.code === "INVALID_CREDENTIALS"
      ? new Fault(401, "INVALID_CREDENTIALS", "The current password is wrong.", { field: "currentPassword" })
      : error;
  });
  checkPassword(body.newPassword, "newPassword");
  deps.users.setPassword(row.id, await hashSecret(body.newPassword));
  return jsonReply({ ok: true });
}
