/**
 * The mobile carrier billing provider stand-in (like TPAY) on its own listener, so on its own origin, as a real
 * provider is another site: a server-to-server API only (the subscription service calls it with its API key; no
 * browser ever does), docs/carrier-billing.md. It shares the suite's database (`carrier_provider_*` tables, and the
 * `outbox` table for its PIN SMS), sends its signed notifications to `notificationUrl`, and renews the contracts whose
 * period has ended (checked at start and every `renewalIntervalMs`).
 */
import { callableHost, closeListener, listenOn, providerListener } from "../providerKit/providerServer";
import { createServer } from "node:http";
import type Database from "better-sqlite3";
import { errorText, log } from "@/ops/log";
import { jsonReply } from "../http/reply";
import { requestDetails } from "../http/requestLog";
import type { Route } from "../http/router";
import { createOutbox } from "../user/outbox";
import { createApiRoutes } from "./apiRoutes";
import { loadCarrierDirectory, type CarrierDirectory } from "./carrierContracts";
import { renewDueContracts } from "./contractLifecycle";
import { createContractStore } from "./contractStore";
import { createDevRoutes } from "./devRoutes";
import { createCarrierNotificationOutbox, signedCarrierNotification } from "./notificationOutbox";
import { startNotificationSender } from "../providerKit/notificationSender";
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



export async function startCarrierProvider(options: CarrierProviderOptions): Promise<RunningCarrierProvider> {
  if (options.apiKey.trim() === "") throw new Error("The carrier provider's API key (CARRIER_PROVIDER_API_KEY) must not be empty.");
  carrierHmacKeyBytes(options.hmacKey);
  const directory = options.directory ?? loadCarrierDirectory();
  const { db, now } = options;
  const server = createServer();
  const port = await listenOn(server, options.port, options.host, "carrier provider");
  const url = `http://${callableHost(options.host)}:${port}`;
  const notifications = createCarrierNotificationOutbox(db);
  const sender = startNotificationSender({
    outbox: notifications,
    url: options.notificationUrl,
    sign: (body) => signedCarrierNotification(body, options.hmacKey),
    logName: "carrier-provider",
    rowDetails: (row) => ({ contractId: row.contract_id }),
    ...(options.retryDelaysMs ? { retryDelaysMs: options.retryDelaysMs } : {}),
  });
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
  server.on("request", providerListener([index, ...createApiRoutes(context), ...createDevRoutes(context)], { name: "carrier provider", errorReply: providerErrorReply, requestFacts: requestDetails }));
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
      await closeListener(server);
    },
  };
}
