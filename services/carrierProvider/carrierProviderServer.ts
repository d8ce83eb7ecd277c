/**
 * The mobile carrier billing provider stand-in (like TPAY) on its own listener, so on its own origin, as a real
 * provider is another site: a server-to-server API only (the subscription service calls it with its API key; no
 * browser ever does), docs/carrier-billing.md. It shares the suite's database (`carrier_provider_*` tables, and the
 * `outbox` table for its PIN SMS), sends its signed notifications to `notificationUrl`, and renews the contracts whose
 * period has ended (checked at start and every `renewalIntervalMs`).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type Database from "better-sqlite3";
import { errorText, log } from "@/ops/log";
import { callableHost } from "../cardProvider/cardProviderServer";
import { HttpError } from "../http/HttpError";
import { routeRequestOf } from "../http/createRequestListener";
import { jsonReply, sendReply, type Reply } from "../http/reply";
import { requestDetails } from "../http/requestLog";
import { createRouter, type Route } from "../http/router";
import { createOutbox } from "../user/outbox";
import { createApiRoutes } from "./apiRoutes";
import { loadCarrierDirectory, type CarrierDirectory } from "./carrierContracts";
import { renewDueContracts } from "./contractLifecycle";
import { createContractStore } from "./contractStore";
import { createDevRoutes } from "./devRoutes";
import { createCarrierNotificationOutbox } from "./notificationOutbox";
import { startCarrierSender } from "./notificationSender";
import { carrierHmacKeyBytes } from "./notificationSignature";
import { createPinStore } from "./pinStore";
import { providerErrorReply, type CarrierContext } from "./providerContext";

export interface CarrierProviderOptions {
  db: Database.Database;
  /** 0 picks a free port. */
  port: number;
  host: string;
  apiKey: string;
  /** The notifications' HMAC key, hex. */
  hmacKey: string;
  /** Where the notifications go (the subscription service's `/subscription/tpay/notifications`). */
  notificationUrl: string;
  /** The development routes, and whether the SMS outbox keeps the PINs (services/user/outbox.ts). */
  devRoutes: boolean;
  now: () => Date;
  /** The notifications' waits between tries (tests shorten them). */
  retryDelaysMs?: readonly number[];
  /** How often contracts whose period has ended are renewed; default a minute, 0 never (tests renew by hand). */
  renewalIntervalMs?: number;
  /** The operator directory; default the seed's (services/seed/carrierContracts.json). */
  directory?: CarrierDirectory;
}

export interface RunningCarrierProvider {
  /** The bound listener, for server-to-server calls. */
  url: string;
  /** What the subscription service calls it with. */
  serverApi: { apiUrl: string; apiKey: string; hmacKey: string };
  close(): Promise<void>;
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      const address = server.address();
      if (address === null || typeof address === "string") reject(new Error("The carrier provider did not bind a TCP port."));
      else resolve(address.port);
    });
  });
}

function providerListener(routes: readonly Route[]): (request: IncomingMessage, response: ServerResponse) => void {
  const dispatch = createRouter(routes);
  const toReply = async (request: IncomingMessage): Promise<Reply> => {
    try {
      return await dispatch(routeRequestOf(request, new URL(request.url ?? "/", "http://carrier-provider.local")));
    } catch (error) {
      if (error instanceof HttpError) return providerErrorReply(error);
      // The method and path only: never a body (a number, a PIN) nor a query.
      log({ level: "error", code: "carrier-provider-request-failed", ...requestDetails(request), error: errorText(error) });
      return providerErrorReply(new HttpError(500, "internal", "Something went wrong in the carrier provider."));
    }
  };
  return (request, response) => sendReply(request, response, toReply(request));
}

export async function startCarrierProvider(options: CarrierProviderOptions): Promise<RunningCarrierProvider> {
  if (options.apiKey.trim() === "") throw new Error("The carrier provider's API key (CARRIER_PROVIDER_API_KEY) must not be empty.");
  carrierHmacKeyBytes(options.hmacKey);
  const directory = options.directory ?? loadCarrierDirectory();
  const { db, now } = options;
  const server = createServer();
  const port = await listen(server, options.port, options.host);
  const url = `http://${callableHost(options.host)}:${port}`;
  const notifications = createCarrierNotificationOutbox(db);
  const sender = startCarrierSender({ outbox: notifications, url: options.notificationUrl, hmacKey: options.hmacKey, ...(options.retryDelaysMs ? { retryDelaysMs: options.retryDelaysMs } : {}) });
  const context: CarrierContext = {
    db,
    directory,
    contracts: createContractStore(db),
    pins: createPinStore(db),
    notifications,
    sms: createOutbox(db, now, options.devRoutes),
    kickNotifications: () => sender.kick(),
    apiKey: options.apiKey,
    now,
    devRoutes: options.devRoutes,
  };
  const index: Route = { method: "GET", pattern: "/", handler: () => jsonReply({ provider: "shasha-carrier-provider" }) };
  server.on("request", providerListener([index, ...createApiRoutes(context), ...createDevRoutes(context)]));
  const renew = (): void => {
    try {
      renewDueContracts(context);
    } catch (error) {
      log({ level: "error", code: "carrier-provider-renewals-failed", error: errorText(error) });
    }
  };
  const intervalMs = options.renewalIntervalMs ?? 60_000;
  const renewTimer = intervalMs > 0 ? setInterval(renew, intervalMs) : undefined;
  renewTimer?.unref();
  if (intervalMs > 0) renew();
  return {
    url,
    serverApi: { apiUrl: url, apiKey: options.apiKey, hmacKey: options.hmacKey },
    close: async () => {
      clearInterval(renewTimer);
      await sender.stop();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
