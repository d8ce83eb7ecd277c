/**
 * What the two store stand-ins share as servers: their own listener (so their own origin, as a real store is another
 * site; services/providerKit/providerServer.ts), their errors as `{ status, errorCode, message }`, the `x-api-key` check (in
 * constant time; 401 without) and the JSON bodies checked with zod. An unexpected failure is logged with the method
 * and the path only, a Google purchase token in it masked: a token is what a purchase is proved with.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server } from "node:http";
import { HttpError } from "../http/HttpError";
import { jsonReply, type Reply } from "../http/reply";
import type { Route } from "../http/router";
import { callableHost, closeListener, listenOn, providerListener } from "../providerKit/providerServer";

export function storeErrorReply(error: HttpError): Reply {
  const reply = jsonReply({ status: error.status, errorCode: error.code, message: error.message }, error.status);
  return { ...reply, headers: { ...reply.headers, "X-Content-Type-Options": "nosniff", ...error.headers } };
}

const sha256 = (text: string): Buffer => createHash("sha256").update(text, "utf8").digest();

/** Whether `given` is `expected`, compared in constant time (an absent one is not). */
export function sameSecret(given: string | undefined, expected: string): boolean {
  return given !== undefined && timingSafeEqual(sha256(given), sha256(expected));
}

/** The `x-api-key` header against the key; else 401. */
export function requireApiKey(apiKey: string, headers: IncomingHttpHeaders): void {
  const value = headers["x-api-key"];
  if (!sameSecret(Array.isArray(value) ? value[0] : value, apiKey)) throw new HttpError(401, "unauthorized", "A valid x-api-key header is required.");
}

/** The request's path for a log line: a purchase token masked. */
const loggedPath = (request: IncomingMessage): string => ((request.url ?? "/").split("?")[0] ?? "/").replace(/\/tokens\/[^/]+/, "/tokens/{token}").slice(0, 200);

export interface StoreListener {
  url: string;
  /** Serves these routes from now on (the routes need the bound URL first). */
  serve(routes: readonly Route[]): void;
  close(): Promise<void>;
}

/** A listener on `host:port` (0: a free port), serving nothing until `serve`. */
export async function startStoreListener(name: string, host: string, port: number): Promise<StoreListener> {
  const server: Server = createServer();
  const bound = await listenOn(server, port, host, `${name} stand-in`);
  const requestFacts = (request: IncomingMessage) => ({ method: request.method ?? "GET", path: loggedPath(request) });
  return {
    url: `http://${callableHost(host)}:${bound}`,
    serve: (routes) => void server.on("request", providerListener(routes, { name, errorReply: storeErrorReply, requestFacts })),
    close: () => closeListener(server),
  };
}
