import type { HttpError } from "./HttpError";

export interface Reply {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** JSON is per request and per session, so it is never cached. */
export function jsonReply(body: unknown, status = 200): Reply {
  return {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" },
    body: JSON.stringify(body),
  };
}

export function errorReply(error: HttpError): Reply {
  const reply = jsonReply({ error: { status: error.status, code: error.code, message: error.message } }, error.status);
  return { ...reply, headers: { ...reply.headers, ...error.headers } };
}
