import type { IncomingHttpHeaders } from "node:http";
import { badRequest, HttpError, notFound } from "./HttpError";
import type { Reply } from "./reply";

export interface RouteRequest {
  method: string;
  path: string;
  params: Readonly<Record<string, string>>;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** The TCP peer's address (the app, or a direct caller): services/user/clientAddress.ts picks the viewer's. */
  peer?: string;
  /** The body as UTF-8 text, read on demand (GET routes never pay for it); a 413 past `maxBytes`. */
  readBody(maxBytes: number): Promise<string>;
}

export type Handler = (request: RouteRequest) => Reply | Promise<Reply>;

/**
 * `pattern` segments: literal, `:name` (one segment) or `*name` (the rest of the path, at least one character,
 * slashes included, so `/content/entry/alias//user/login-form` gives `/user/login-form`).
 */
export interface Route {
  method: "GET" | "PUT" | "POST" | "DELETE";
  pattern: string;
  handler: Handler;
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw badRequest("bad-path", `The path segment "${segment}" is not valid percent-encoding.`);
  }
}

function matchPattern(pattern: string, path: string): Record<string, string> | undefined {
  const wanted = pattern.split("/");
  const actual = path.split("/");
  const params: Record<string, string> = {};
  for (const [index, part] of wanted.entries()) {
    if (part.startsWith("*")) {
      const rest = actual.slice(index).join("/");
      if (rest === "") return undefined;
      params[part.slice(1)] = decode(rest);
      return params;
    }
    const segment = actual[index];
    if (segment === undefined) return undefined;
    if (part.startsWith(":")) {
      if (segment === "") return undefined;
      params[part.slice(1)] = decode(segment);
    } else if (part !== segment) {
      return undefined;
    }
  }
  return wanted.length === actual.length ? params : undefined;
}

/** A small route table: 404 when no pattern matches, 405 (with `Allow`) when only the method differs. */
export function createRouter(routes: readonly Route[]): (request: Omit<RouteRequest, "params">) => Reply | Promise<Reply> {
  return (request) => {
    const path = request.path.length > 1 && request.path.endsWith("/") ? request.path.slice(0, -1) : request.path;
    const allowed = new Set<string>();
    for (const route of routes) {
      const params = matchPattern(route.pattern, path);
      if (params === undefined) continue;
      if (route.method === request.method) return route.handler({ ...request, path, params });
      allowed.add(route.method);
    }
    if (allowed.size > 0) {
      const allow = [...allowed].join(", ");
      throw new HttpError(405, "method-not-allowed", `${request.method} is not allowed here; use ${allow}.`, {
        Allow: allow,
      });
    }
    throw notFound(`No such path: ${path}`);
  };
}
