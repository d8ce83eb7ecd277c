import type { IncomingMessage, ServerResponse } from "node:http";
import { errorText, log } from "@/ops/log";
import type { HttpError } from "./HttpError";
import { requestDetails } from "./requestLog";

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

/**
 * Writes a reply once it is ready, after `finish` (the listener's signing: services/http/signReplies.ts). Only writing can fail here (e.g. the socket is gone): that is logged and
 * the socket closed, never left as an unhandled rejection that would end the process.
 */
export function sendReply(request: IncomingMessage, response: ServerResponse, reply: Promise<Reply>, finish?: (request: Pick<IncomingMessage, "url">, reply: Reply) => Reply): void {
  reply
    .then((made) => {
      const ready = finish === undefined ? made : finish(request, made);
      response.writeHead(ready.status, { ...ready.headers, "Content-Length": Buffer.byteLength(ready.body) });
      response.end(request.method === "HEAD" ? undefined : ready.body);
    })
    .catch((error: unknown) => {
      log({ level: "error", code: "services-reply-failed", ...requestDetails(request), error: errorText(error) });
      response.destroy();
    });
}
