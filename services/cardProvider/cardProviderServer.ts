/**
 * The card payment provider stand-in (like Adyen) on its own listener, so on its own origin, as a real provider is
 * another site: the hosted fields and the 3-D Secure page for browsers, the payments API for the subscription service
 * (services/README.md "Card payment provider"). It shares the suite's database (`card_provider_*` tables) and sends
 * its notifications to `notificationUrl`.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type Database from "better-sqlite3";
import { errorText, log } from "@/ops/log";
import { HttpError } from "../http/HttpError";
import { routeRequestOf } from "../http/createRequestListener";
import { jsonReply, sendReply, type Reply } from "../http/reply";
import { requestDetails } from "../http/requestLog";
import { createRouter, type Route } from "../http/router";
import { createApiRoutes } from "./apiRoutes";
import { createBrowserRoutes } from "./browserRoutes";
import { loadCardProviderTexts } from "./cardProviderTexts";
import { asOrigin } from "./hostedFieldsPage";
import { createNotificationOutbox } from "./notificationOutbox";
import { startNotificationSender } from "./notificationSender";
import { hmacKeyBytes } from "./notificationSignature";
import { createPaymentStore } from "./paymentStore";
import { providerErrorReply, type ProviderContext } from "./providerContext";
import { createTokenStore } from "./tokenStore";

export interface CardProviderOptions {
  db: Database.Database;
  /** 0 picks a free port. */
  port: number;
  host: string;
  /** As browsers reach it; default `http://localhost:<port>`. */
  publicUrl?: string;
  apiKey: string;
  /** The notifications' HMAC key, hex. */
  hmacKey: string;
  /** The origins that may frame the hosted fields (and that they message). */
  allowedOrigins: readonly string[];
  /** Where the notifications go. */
  notificationUrl: string;
  /** Whether `POST /dev/notifications/{pspReference}/resend` answers. */
  devRoutes: boolean;
  now: () => Date;
  /** The notifications' waits between tries (tests shorten them). */
  retryDelaysMs?: readonly number[];
}

export interface RunningCardProvider {
  /** The bound listener, for server-to-server calls. */
  url: string;
  publicUrl: string;
  /** What the subscription service calls it with. */
  serverApi: { apiUrl: string; apiKey: string; hmacKey: string };
  close(): Promise<void>;
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      const address = server.address();
      if (address === null || typeof address === "string") reject(new Error("The card provider did not bind a TCP port."));
      else resolve(address.port);
    });
  });
}

/** The address to call a listener bound to `host` at: loopback for the wildcard addresses. */
export function callableHost(host: string): string {
  const reachable = host === "0.0.0.0" || host === "" ? "127.0.0.1" : host === "::" ? "::1" : host;
  return reachable.includes(":") ? `[${reachable}]` : reachable;
}

function providerListener(routes: readonly Route[]): (request: IncomingMessage, response: ServerResponse) => void {
  const dispatch = createRouter(routes);
  const toReply = async (request: IncomingMessage): Promise<Reply> => {
    try {
      return await dispatch(routeRequestOf(request, new URL(request.url ?? "/", "http://card-provider.local")));
    } catch (error) {
      if (error instanceof HttpError) return providerErrorReply(error);
      // The method and path only: never a body (card data) nor a query.
      log({ level: "error", code: "card-provider-request-failed", ...requestDetails(request), error: errorText(error) });
      return providerErrorReply(new HttpError(500, "internal", "Something went wrong in the card provider."));
    }
  };
  return (request, response) => sendReply(request, response, toReply(request));
}

function checkOptions(options: CardProviderOptions): string[] {
  if (options.apiKey.trim() === "") throw new Error("The card provider's API key (CARD_PROVIDER_API_KEY) must not be empty.");
  hmacKeyBytes(options.hmacKey);
  return options.allowedOrigins.map((origin) => {
    const checked = asOrigin(origin.replace(/\/$/, ""));
    if (checked === undefined) throw new Error(`CARD_PROVIDER_ALLOWED_ORIGINS: "${origin}" is not an origin (scheme://host[:port]).`);
    return checked;
  });
}

export async function startCardProvider(options: CardProviderOptions): Promise<RunningCardProvider> {
  const allowedParents = new Set(checkOptions(options));
  const texts = loadCardProviderTexts();
  const server = createServer();
  const port = await listen(server, options.port, options.host);
  const url = `http://${callableHost(options.host)}:${port}`;
  const publicUrl = (options.publicUrl ?? `http://localhost:${port}`).replace(/\/$/, "");
  const { db, now } = options;
  const outbox = createNotificationOutbox(db);
  const sender = startNotificationSender({ outbox, url: options.notificationUrl, hmacKey: options.hmacKey, ...(options.retryDelaysMs ? { retryDelaysMs: options.retryDelaysMs } : {}) });
  const context: ProviderContext = {
    db,
    tokens: createTokenStore(db),
    payments: createPaymentStore(db),
    outbox,
    kickNotifications: () => sender.kick(),
    texts,
    publicUrl,
    ownOrigins: new Set([new URL(publicUrl).origin, new URL(url).origin]),
    allowedParents,
    apiKey: options.apiKey,
    now,
    devRoutes: options.devRoutes,
  };
  const index: Route = { method: "GET", pattern: "/", handler: () => jsonReply({ provider: "shasha-card-provider" }) };
  server.on("request", providerListener([index, ...createBrowserRoutes(context), ...createApiRoutes(context)]));
  // Tokens never used expire after 30 minutes; they are dropped a day later, at start and every hour.
  const purge = (): void => void context.tokens.purge(now());
  purge();
  const purgeTimer = setInterval(purge, 60 * 60 * 1000);
  purgeTimer.unref();
  return {
    url,
    publicUrl,
    serverApi: { apiUrl: url, apiKey: options.apiKey, hmacKey: options.hmacKey },
    close: async () => {
      clearInterval(purgeTimer);
      await sender.stop();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
