import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { roleAllows, type StaffPermission, type StaffRole } from "@/domain/staffRoles";
import { HttpError } from "../http/HttpError";
import { apiTokenPrefix, sessionTokenPrefix, type StaffStore } from "./staffStore";

/** The development default for `MANAGE_TOKEN`; production must set its own. */
export const devManageToken = "shasha-dev-manage-token";

/** Who makes a management call, as the service decided it from the credential: never from a header the caller writes. */
export interface Actor {
  kind: "staff" | "token" | "bootstrap";
  /** Staff id, token id, or "bootstrap". */
  id: string;
  /** What the audit log and the versions record: the staff email, `token:<name>`, or `bootstrap`. */
  name: string;
  role: StaffRole;
}

function digest(text: string): Buffer {
  return createHash("sha256").update(text, "utf8").digest();
}

function denied(message: string): HttpError {
  return new HttpError(401, "unauthorized", message, { "WWW-Authenticate": "Bearer" });
}

export function bearerOf(headers: IncomingHttpHeaders): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(headers.authorization ?? "")?.[1];
}

/**
 * The actor behind `Authorization: Bearer <credential>`, or a 401: a staff session (`sts_…`, from the studio's sign-in),
 * an API token (`sht_…`, made by an admin), or the bootstrap `MANAGE_TOKEN` (an admin, for the first staff account and
 * tokens). The bootstrap comparison hashes both sides first, so timingSafeEqual compares equal lengths and the token's
 * length never leaks.
 */
export function authenticate(headers: IncomingHttpHeaders, staff: StaffStore, bootstrapToken: string | undefined): Actor {
  const given = bearerOf(headers);
  if (given === undefined) throw denied("The management API needs an `Authorization: Bearer <token>` header: a studio session or an API token.");
  if (given.startsWith(sessionTokenPrefix)) {
    const row = staff.sessionOwner(given);
    if (row === undefined) throw denied("The studio session has ended or was never valid; sign in again.");
    return { kind: "staff", id: row.id, name: row.email, role: row.role };
  }
  if (given.startsWith(apiTokenPrefix)) {
    const token = staff.useToken(given);
    if (token === undefined) throw denied("The API token is unknown or was revoked.");
    return { kind: "token", id: token.id, name: `token:${token.name}`, role: token.role };
  }
  if (bootstrapToken !== undefined && timingSafeEqual(digest(given), digest(bootstrapToken))) {
    return { kind: "bootstrap", id: "bootstrap", name: "bootstrap", role: "admin" };
  }
  throw denied("The bearer token is not a studio session, an API token or the bootstrap token.");
}

/** A 403 unless the actor's role allows `permission` (domain/staffRoles.ts). */
export function requirePermission(actor: Actor, permission: StaffPermission): void {
  if (roleAllows(actor.role, permission)) return;
  throw new HttpError(403, "forbidden", `The role "${actor.role}" may not ${permissionVerb[permission]}.`);
}

const permissionVerb: Readonly<Record<StaffPermission, string>> = {
  read: "read the management API",
  edit: "change drafts",
  publish: "publish, roll back or schedule",
  admin: "manage staff accounts or API tokens",
};
