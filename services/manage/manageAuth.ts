import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { HttpError } from "../http/HttpError";

/** The development default for `MANAGE_TOKEN`; production must set its own. */
export const devManageToken = "shasha-dev-manage-token";

function digest(text: string): Buffer {
  return createHash("sha256").update(text, "utf8").digest();
}

/**
 * Throws a 401 (with `WWW-Authenticate: Bearer`) unless the request carries `Authorization: Bearer <token>`.
 * Both sides are hashed first so that timingSafeEqual compares equal lengths and the token's length never leaks.
 */
export function requireBearer(headers: IncomingHttpHeaders, token: string): void {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(headers.authorization ?? "");
  const given = match?.[1];
  if (given === undefined) throw denied("The management API needs an `Authorization: Bearer <MANAGE_TOKEN>` header.");
  if (!timingSafeEqual(digest(given), digest(token))) throw denied("The bearer token is not the management token.");
}

function denied(message: string): HttpError {
  return new HttpError(401, "unauthorized", message, { "WWW-Authenticate": "Bearer" });
}
