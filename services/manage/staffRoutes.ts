import { z } from "zod";
import { staffRoles } from "@/domain/staffRoles";
import { badRequest, HttpError, notFound } from "../http/HttpError";
import { describeIssues } from "../http/parseQuery";
import { jsonReply } from "../http/reply";
import type { Route, RouteRequest } from "../http/router";
import { clientAddressOf } from "../user/clientAddress";
import { checkPassword, hashSecret, needsRehash, verifySecret } from "../user/secrets";
import { listAudit, recordAudit } from "./auditLog";
import { asHttpError, guardedRoute, readBody, type ManageDeps } from "./manageContext";
import { bearerOf, type Actor } from "./manageAuth";
import { developmentBootstrap, isSeedStaff } from "./staffSeed";
import { devManageToken } from "./manageAuth";

const signInBody = z.object({ email: z.string().trim().min(3).max(254), password: z.string().min(1).max(128) });
const newStaffBody = z.object({
  email: z.email().max(254),
  name: z.string().trim().min(1).max(100),
  role: z.enum(staffRoles),
  password: z.string().min(8).max(128),
});
/** Strength is checked by `strongPassword` (the viewers' rule), so a weak one is `weak-password`, not a shape error. */
const passwordResetBody = z.object({ password: z.string().min(1).max(128) });
const passwordChangeBody = z.object({ currentPassword: z.string().min(1).max(128), newPassword: z.string().min(1).max(128) });
const staffChangeBody = z.object({ role: z.enum(staffRoles).optional(), disabled: z.boolean().optional() });
const newTokenBody = z.object({ name: z.string().trim().regex(/^[A-Za-z0-9 ._-]{1,60}$/, "1 to 60 letters, digits, spaces, dots, dashes or underscores"), role: z.enum(staffRoles) });
const auditQuery = z.object({
  screen: z.string().min(1).max(200).optional(),
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

function wrongCredentials(): HttpError {
  return new HttpError(401, "invalid-credentials", "The email or password is not right.");
}

/** The one strength rule of staff and viewer passwords (services/user/secrets.ts checkPassword), as this API's 400. */
function strongPassword(password: string): void {
  try {
    checkPassword(password);
  } catch (error) {
    throw new HttpError(400, "weak-password", error instanceof Error ? error.message : "weak password");
  }
}

/** Sign-in and sign-out, the signed-in staff member and their own password. */
function authRoutes(deps: ManageDeps): Route[] {
  const { db, staff, now } = deps;

  /** Throttled like the viewers' sign-in (services/user/throttle.ts): the guess is reserved before scrypt runs. */
  const signIn = async (request: RouteRequest) => {
    const body = await readBody(request, signInBody, `{ "email": string, "password": string }`);
    const address = clientAddressOf(request.headers, request.peer);
    let attempt;
    try {
      attempt = deps.throttle.guessSecret(`staff:${body.email.toLowerCase()}`, address, "password");
    } catch (error) {
      throw asHttpError(error);
    }
    const row = staff.findByEmail(body.email);
    const usable = row !== undefined && row.disabled === 0 && (deps.seedStaff || !isSeedStaff(row.id));
    const good = await verifySecret(body.password, row?.password_hash ?? null);
    if (!good || !usable) throw wrongCredentials();
    attempt.succeeded();
    if (needsRehash(row.password_hash)) staff.replacePasswordHash(row.id, await hashSecret(body.password));
    const session = staff.startSession(row.id);
    recordAudit(db, now(), { actor: row.email, action: "sign-in", summary: `signed in from ${address}` });
    return jsonReply({ ...session, staff: { id: row.id, email: row.email, name: row.name, role: row.role } }, 201);
  };

  /**
   * A staff member's own change, with the current password: guessed under the sign-in's throttle key, so a stolen
   * session cannot try passwords here faster than at the sign-in. Every other session of the account ends. A wrong
   * current password is a 403 (a 401 would mean the session ended, and the studio would sign out).
   */
  const changeOwnPassword = async (request: RouteRequest, actor: Actor) => {
    if (actor.kind !== "staff") throw new HttpError(403, "not-staff", "Only a staff member signed in to the studio has a password; API tokens have none.");
    const body = await readBody(request, passwordChangeBody, `{ "currentPassword": string, "newPassword": string }`);
    const row = staff.findById(actor.id);
    if (row === undefined) throw notFound("No such staff account.");
    strongPassword(body.newPassword);
    let attempt;
    try {
      attempt = deps.throttle.guessSecret(`staff:${row.email}`, clientAddressOf(request.headers, request.peer), "password");
    } catch (error) {
      throw asHttpError(error);
    }
    if (!(await verifySecret(body.currentPassword, row.password_hash))) throw new HttpError(403, "wrong-password", "The current password is not right.");
    attempt.succeeded();
    staff.setPassword(row.id, await hashSecret(body.newPassword), bearerOf(request.headers));
    recordAudit(db, now(), { actor: actor.name, action: "password-changed", summary: `${row.email}: own password changed, other sessions ended` });
    return jsonReply({ changed: true });
  };

  return [
    { method: "POST", pattern: "/manage/auth/sign-in", handler: signIn },
    guardedRoute(deps, "POST", "/auth/sign-out", "read", (request, actor) => {
      const token = bearerOf(request.headers);
      if (actor.kind === "staff" && token !== undefined) staff.endSession(token);
      return jsonReply({ signedOut: actor.kind === "staff" });
    }),
    guardedRoute(deps, "POST", "/auth/password", "read", changeOwnPassword),
    guardedRoute(deps, "GET", "/auth/me", "read", (_request, actor) => {
      const row = actor.kind === "staff" ? staff.findById(actor.id) : undefined;
      return jsonReply({ kind: actor.kind, id: actor.id, name: row?.name ?? actor.name, email: row?.email ?? null, role: actor.role });
    }),
  ];
}

/** Staff accounts (admin): the list, a new account, a role or disabled change, a password reset. */
function staffAccountRoutes(deps: ManageDeps): Route[] {
  const { db, staff, now } = deps;

  /**
   * An admin sets a staff member's password (forgotten, or to lock someone out with their sessions): every session of
   * that account ends, but the admin's own one when they reset their own password.
   */
  const resetPassword = async (request: RouteRequest, actor: Actor) => {
    const body = await readBody(request, passwordResetBody, `{ "password": string }`);
    const id = request.params.id ?? "";
    const row = staff.findById(id);
    if (row === undefined) throw notFound(`No staff account "${id}".`);
    strongPassword(body.password);
    const keep = actor.kind === "staff" && actor.id === id ? bearerOf(request.headers) : undefined;
    if (!staff.setPassword(id, await hashSecret(body.password), keep)) throw notFound(`No staff account "${id}".`);
    recordAudit(db, now(), { actor: actor.name, action: "password-reset", summary: `${row.email}: password reset, sessions ended` });
    return jsonReply({ reset: row.id });
  };

  return [
    guardedRoute(deps, "GET", "/staff", "admin", () => jsonReply({ staff: staff.list() })),
    guardedRoute(deps, "POST", "/staff", "admin", async (request, actor) => {
      const body = await readBody(request, newStaffBody, `{ "email", "name", "role", "password" }`);
      strongPassword(body.password);
      if (staff.findByEmail(body.email) !== undefined) throw new HttpError(409, "email-taken", `A staff account with ${body.email} exists.`);
      const created = staff.create({ email: body.email, name: body.name, role: body.role, passwordHash: await hashSecret(body.password) });
      recordAudit(db, now(), { actor: actor.name, action: "staff-created", summary: `${created.email} as ${created.role}` });
      return jsonReply({ staff: created }, 201);
    }),
    guardedRoute(deps, "PUT", "/staff/:id", "admin", async (request, actor) => {
      const body = await readBody(request, staffChangeBody, `{ "role"?: role, "disabled"?: boolean }`);
      const id = request.params.id ?? "";
      if (actor.kind === "staff" && actor.id === id && (body.disabled === true || (body.role !== undefined && body.role !== "admin"))) {
        throw new HttpError(409, "own-account", "An admin cannot disable or demote their own account; ask another admin.");
      }
      const changed = staff.update(id, body);
      if (changed === undefined) throw notFound(`No staff account "${id}".`);
      const what = [body.role === undefined ? "" : `role ${body.role}`, body.disabled === undefined ? "" : body.disabled ? "disabled" : "enabled"];
      recordAudit(db, now(), { actor: actor.name, action: "staff-changed", summary: `${changed.email}: ${what.filter(Boolean).join(", ") || "no change"}` });
      return jsonReply({ staff: changed });
    }),
    guardedRoute(deps, "PUT", "/staff/:id/password", "admin", resetPassword),
  ];
}

/** API tokens (admin) and the audit log. */
function tokenAndAuditRoutes(deps: ManageDeps): Route[] {
  const { db, staff, now } = deps;
  return [
    guardedRoute(deps, "GET", "/tokens", "admin", () => jsonReply({ tokens: staff.listTokens() })),
    guardedRoute(deps, "POST", "/tokens", "admin", async (request, actor) => {
      const body = await readBody(request, newTokenBody, `{ "name": string, "role": role }`);
      // A token the public development bootstrap token minted is marked, so a start without the development
      // defaults can revoke it (staffSeed.ts revokeDevelopmentCredentials).
      const mintedBy = actor.kind === "bootstrap" && deps.bootstrapToken === devManageToken ? developmentBootstrap : actor.name;
      const { token, listing } = staff.createToken(body.name, body.role, mintedBy);
      recordAudit(db, now(), { actor: actor.name, action: "token-created", summary: `${listing.name} (${listing.role})` });
      // The only time the value is shown: it is stored hashed.
      return jsonReply({ token, ...listing }, 201);
    }),
    guardedRoute(deps, "DELETE", "/tokens/:id", "admin", (request, actor) => {
      const id = request.params.id ?? "";
      if (!staff.revokeToken(id)) throw notFound(`No live API token "${id}".`);
      recordAudit(db, now(), { actor: actor.name, action: "token-revoked", summary: id });
      return jsonReply({ revoked: id });
    }),
    guardedRoute(deps, "GET", "/audit", "read", (request) => {
      const query = auditQuery.safeParse(Object.fromEntries(request.query));
      if (!query.success) throw badRequest("invalid-request", describeIssues(query.error));
      const { screen, before, limit } = query.data;
      return jsonReply({ entries: listAudit(db, { limit, ...(screen === undefined ? {} : { screenId: screen }), ...(before === undefined ? {} : { before }) }) });
    }),
  ];
}

/** Sign-in, the signed-in staff member, staff accounts and API tokens (admin), and the audit log. */
export function createStaffRoutes(deps: ManageDeps): Route[] {
  return [...authRoutes(deps), ...staffAccountRoutes(deps), ...tokenAndAuditRoutes(deps)];
}
