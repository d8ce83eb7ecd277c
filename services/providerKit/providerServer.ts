/**
 * What every payment provider stand-in's own listener shares (the card, carrier billing and cash providers): binding
 * its port, the address to call it at, and the request handler that routes, answers the provider's own error shape and
 * logs a failure without a body or a query (card data, a number, a PIN, a reference live there).
 */
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { errorText, log } from "@/ops/log";
import { HttpError } from "../http/HttpError";
import { routeRequestOf } from "../http/createRequestListener";
import { sendReply, type Reply } from "../http/reply";
import { createRouter, type Route } from "../http/router";

/** Binds `server` to `port` (0: a free one) on `host`; resolves with the bound port. */
export function listenOn(server: Server, port: number, host: string, name: string): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      const address = server.address();
      if (address === null || typeof address === "string") reject(new Error(`The ${name} did not bind a TCP port.`));
      else resolve(address.port);
    });
  });
}

/** The address to call a listener bound to `host` at: loopback for the wildcard addresses. */
export function callableHost(host: string): string {
  const reachable = host === "0.0.0.0" || host === "" ? "127.0.0.1" : host === "::" ? "::1" : host;
  return reachable.includes(":") ? `[${reachable}]` : reachable;
}

export interface ProviderListenerOptions {
  /** "card provider": its messages' and log codes' name. */
  name: string;
  /** The provider's error shape. */
  errorReply(error: HttpError): Reply;
  /** What a failure's log line says of the request: never a body nor a query. */
  requestFacts(request: IncomingMessage): Record<string, string>;
}

export function providerListener(routes: readonly Route[], options: ProviderListenerOptions): (request: IncomingMessage, response: ServerResponse) => void {
  const dispatch = createRouter(routes);
  const code = options.name.replace(/\s+/g, "-");
  const toReply = async (request: IncomingMessage): Promise<Reply> => {
    try {
      return await dispatch(routeRequestOf(request, new URL(request.url ?? "/", `http://${code}.local`)));
    } catch (error) {
      if (error instanceof HttpError) return options.errorReply(error);
      log({ level: "error", code: `${code}-request-failed`, ...options.requestFacts(request), error: errorText(error) });
      return options.errorReply(new HttpError(500, "internal", `Something went wrong in the ${options.name}.`));
    }
  };
  return (request, response) => sendReply(request, response, toReply(request));
}

/** Stops the listener, cutting the connections still open. */
export function closeListener(server: Server): Promise<void> {
  return new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
