import type { IncomingMessage } from "node:http";
import { requestIdFrom } from "@/ops/requestId";

/**
 * What a services log line says of the request it is about (ops/log.ts): its id, the app's `x-request-id`
 * (ops/requestId.ts; anything that is not a plain id is left out), so the line joins the app's own, and the method
 * and path, never the query (it can carry a viewer's data) nor any header.
 */
export function requestDetails(request: IncomingMessage): { requestId?: string; method: string; path: string } {
  const header = request.headers["x-request-id"];
  const requestId = requestIdFrom(Array.isArray(header) ? header[0] : header);
  const path = (request.url ?? "/").split("?")[0]?.slice(0, 200) ?? "/";
  return { ...(requestId === undefined ? {} : { requestId }), method: request.method ?? "GET", path };
}
