import type { IncomingMessage, ServerResponse } from "node:http";
import { errorText, log } from "@/ops/log";
import { badRequest, HttpError } from "./HttpError";
import { readBody } from "./readBody";
import { requestDetails } from "./requestLog";
import { errorReply, sendReply, type Reply } from "./reply";
import type { FinishReply } from "./signReplies";
import type { RouteRequest } from "./router";

type Dispatch = (request: Omit<RouteRequest, "params">) => Reply | Promise<Reply>;

function checkCountry(query: URLSearchParams): void {
  const country = query.get("country");
  // Alpha-2 codes; the alpha-3 form is accepted here too, for the restriction list of spec 8 (ZA and ZAF).
  if (country !== null && !/^[A-Za-z]{2,3}$/.test(country)) {
    throw badRequest("invalid-country", "`country` must be an ISO 3166-1 code such as JO.");
  }
}

/** What a route sees of a Node request: method, path, query, headers, the TCP peer and a bounded body reader. */
export function routeRequestOf(request: IncomingMessage, url: URL): Omit<RouteRequest, "params"> {
  return {
    method: request.method ?? "GET",
    path: url.pathname,
    query: url.searchParams,
    headers: request.headers,
    ...(request.socket.remoteAddress === undefined ? {} : { peer: request.socket.remoteAddress }),
    readBody: (maxBytes) => readBody(request, maxBytes),
  };
}

async function toReply(dispatch: Dispatch, request: IncomingMessage): Promise<Reply> {
  try {
    const url = new URL(request.url ?? "/", "http://services.local");
    checkCountry(url.searchParams);
    return await dispatch(routeRequestOf(request, url));
  } catch (error) {
    if (error instanceof HttpError) return errorReply(error);
    log({ level: "error", code: "services-request-failed", ...requestDetails(request), error: errorText(error) });
    return errorReply(new HttpError(500, "internal", "Something went wrong in the services."));
  }
}

/**
 * Wraps the router so that no request can crash the process: any unexpected error becomes a 500 JSON reply. `finish`
 * sees every reply before it is written (the protected calls' signatures).
 */
export function createRequestListener(dispatch: Dispatch, finish?: FinishReply): (request: IncomingMessage, response: ServerResponse) => void {
  return (request, response) => sendReply(request, response, toReply(dispatch, request), finish);
}
