import type { IncomingMessage, ServerResponse } from "node:http";
import { z } from "zod";
import { HttpError } from "../http/HttpError";
import { errorText, log } from "@/ops/log";
import { readBody } from "../http/readBody";
import { requestDetails } from "../http/requestLog";
import { sendReply, type Reply } from "../http/reply";
import type { RouteRequest } from "../http/router";
import type { FinishReply } from "../http/signReplies";
import { clientAddressOf } from "./clientAddress";
import { Fault, faultReply, invalidInput, notFoundFault, parseWith } from "./faults";

/** A request of the user and profile services: the shared one plus the viewer's address (clientAddress.ts). */
export interface FaultRequest extends RouteRequest {
  clientAddress: string;
}

export type FaultHandler = (request: FaultRequest) => Reply | Promise<Reply>;

/**
 * The shared router only knows GET, PUT and POST and answers `{ error }`; the user and profile contract needs
 * PATCH and DELETE and the `{ status, fault }` shape, so these paths get their own small table.
 */
export interface FaultRoute {
  method: "GET" | "POST" | "PATCH" | "DELETE";
  /** Literal segments and `:name` segments. */
  pattern: string;
  handler: FaultHandler;
}

const countryQuery = z.object({ country: z.string().regex(/^[A-Za-z]{2}$/, "an ISO 3166-1 alpha-2 code such as JO").optional() });

/** The `:name` parameters of `path` when it has the pattern's shape (literal segments and `:name` ones); undefined otherwise. */
export function matchPath(pattern: string, path: string): Record<string, string> | undefined {
  const wanted = pattern.split("/");
  const actual = path.split("/");
  if (wanted.length !== actual.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of wanted.entries()) {
    const segment = actual[index] ?? "";
    if (part.startsWith(":")) {
      if (segment === "") return undefined;
      try {
        params[part.slice(1)] = decodeURIComponent(segment);
      } catch {
        throw invalidInput(`The path segment "${segment}" is not valid percent-encoding.`);
      }
    } else if (part !== segment) return undefined;
  }
  return params;
}

function toFault(error: unknown, request: IncomingMessage): Fault {
  if (error instanceof Fault) return error;
  if (error instanceof HttpError) return new Fault(error.status, error.status === 404 ? "NOT_FOUND" : "INVALID_INPUT", error.message);
  log({ level: "error", code: "services-request-failed", service: "user", ...requestDetails(request), error: errorText(error) });
  return new Fault(500, "INTERNAL", "Something went wrong in the services.");
}

async function dispatch(routes: readonly FaultRoute[], request: IncomingMessage): Promise<Reply> {
  try {
    const url = new URL(request.url ?? "/", "http://services.local");
    parseWith(countryQuery, { country: url.searchParams.get("country") ?? undefined });
    const path = url.pathname.length > 1 && url.pathname.endsWith("/") ? url.pathname.slice(0, -1) : url.pathname;
    const method = request.method === "HEAD" ? "GET" : (request.method ?? "GET");
    const allowed: string[] = [];
    for (const route of routes) {
      const params = matchPath(route.pattern, path);
      if (params === undefined) continue;
      if (route.method !== method) {
        allowed.push(route.method);
        continue;
      }
      const readRequestBody = (maxBytes: number): Promise<string> => readBody(request, maxBytes);
      const clientAddress = clientAddressOf(request.headers, request.socket.remoteAddress);
      return await route.handler({ method, path, params, query: url.searchParams, headers: request.headers, readBody: readRequestBody, clientAddress });
    }
    if (allowed.length > 0) return faultReply(new Fault(405, "NOT_FOUND", `${method} is not allowed here; use ${allowed.join(", ")}.`));
    throw notFoundFault(`No such path: ${path}`);
  } catch (error) {
    const fault = toFault(error, request);
    const reply = faultReply(fault);
    // A 413 from readBody asks to close the connection, so the rest of the body is not streamed to us.
    return error instanceof HttpError ? { ...reply, headers: { ...reply.headers, ...error.headers } } : reply;
  }
}

/** True for the paths this table owns: `/user`, `/user/...`, `/userprofile`, `/userprofile/...`. */
export function isUserServicePath(url: string | undefined): boolean {
  const path = (url ?? "/").split("?")[0] ?? "/";
  return /^\/(user|userprofile)(\/|$)/.test(path);
}

/** Like the shared request listener: no request can crash the process. */
export function createFaultListener(routes: readonly FaultRoute[], finish?: FinishReply): (request: IncomingMessage, response: ServerResponse) => void {
  return (request, response) => sendReply(request, response, dispatch(routes, request), finish);
}
