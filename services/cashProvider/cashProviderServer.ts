/**
 * The cash payment provider stand-in (like Fawry's "pay at Fawry" reference numbers) on its own listener, so on its
 * own origin, as a real provider is another site: a server-to-server API only (chargeRoutes.ts), for the subscription
 * service. It shares the suite's database (`cash_provider_*` tables), sends its signed notifications to
 * `notificationUrl` and checks for expired references at start and every minute (and on every read of one).
 * Contract: docs/cash-payments.md.
 */
import { callableHost, closeListener, listenOn, providerListener } from "../providerKit/providerServer";
import { createServer } from "node:http";
import type Database from "better-sqlite3";
import { errorText, log } from "@/ops/log";
import { HttpError } from "../http/HttpError";
import { jsonReply, type Reply } from "../http/reply";
import type { Route } from "../http/router";
import { createCashNotificationOutbox, signedNotification } from "./cashNotificationOutbox";
import { startNotificationSender } from "../providerKit/notificationSender";
import { cashKeyBytes } from "./cashSignature";
import { expireDueCharges, type CashProviderContext } from "./chargeFlow";
import { createChargeRoutes } from "./chargeRoutes";
import { createChargeStore } from "./chargeStore";

export interface CashProviderOptions {
  db: Database.Database;
  now: () => Date;
  /** 0 picks a free port. */
  port: number;
  host: string;
  apiKey: string;
  /** The notifications' HMAC key, hex. */
  hmacKey: string;
  /** Where the notifications go (the subscription service's `/subscription/cash/notifications`). */
  notificationUrl: string;
  /** Whether `POST /dev/kiosk/pay` and `POST /dev/notifications/{referenceNumber}/resend` answer. */
  devRoutes: boolean;
  /** The notifications' waits between tries (tests shorten them). */
  retryDelaysMs?: readonly number[];
  /** How often unpaid references are checked for expiry; default a minute. */
  expiryCheckMs?: number;
}

export interface RunningCashProvider {
  /** The bound listener, for server-to-server calls. */
  url: string;
  /** What the subscription service calls it with. */
  serverApi: { apiUrl: string; apiKey: string; hmacKey: string };
  /** The periodic expiry check, now (tests, after moving the clock): how many references expired. */
  checkExpiries(): number;
  close(): Promise<void>;
}


/** The provider's errors: `{ status, errorCode, message }`. */
function errorReplyOf(error: HttpError): Reply {
  const reply = jsonReply({ status: error.status, errorCode: error.code, message: error.message }, error.status);
  return { ...reply, headers: { ...reply.headers, "X-Content-Type-Options": "nosniff", ...error.headers } };
}


export async function startCashProvider(options: CashProviderOptions): Promise<RunningCashProvider> {
  if (options.apiKey.trim() === "") throw new Error("The cash provider's API key (CASH_PROVIDER_API_KEY) must not be empty.");
  cashKeyBytes(options.hmacKey);
  const server = createServer();
  const port = await listenOn(server, options.port, options.host, "cash provider");
  const url = `http://${callableHost(options.host)}:${port}`;
  const { db, now } = options;
  const outbox = createCashNotificationOutbox(db);
  const sender = startNotificationSender({
    outbox,
    url: options.notificationUrl,
    sign: (body) => signedNotification(body, options.hmacKey),
    logName: "cash-provider",
    rowDetails: (row) => ({ notificationId: row.id }),
    ...(options.retryDelaysMs ? { retryDelaysMs: options.retryDelaysMs } : {}),
  });
  const context: CashProviderContext = {
    db,
    charges: createChargeStore(db),
    outbox,
    kickNotifications: () => sender.kick(),
    apiKey: options.apiKey,
    now,
    devRoutes: options.devRoutes,
  };
  const index: Route = { method: "GET", pattern: "/", handler: () => jsonReply({ provider: "shasha-cash-provider" }) };
  server.on("request", providerListener([index, ...createChargeRoutes(context)], { name: "cash provider", errorReply: errorReplyOf, requestFacts: (request) => ({ method: request.method ?? "GET" }) }));
  const checkExpiries = (): number => expireDueCharges(context);
  const check = (): void => {
    try {
      checkExpiries();
    } catch (error) {
      log({ level: "error", code: "cash-provider-expiry-check-failed", error: errorText(error) });
    }
  };
  check();
  const expiryTimer = setInterval(check, options.expiryCheckMs ?? 60_000);
  expiryTimer.unref();
  return {
    url,
    serverApi: { apiUrl: url, apiKey: options.apiKey, hmacKey: options.hmacKey },
    checkExpiries,
    close: async () => {
      clearInterval(expiryTimer);
      await sender.stop();
      await closeListener(server);
    },
  };
}
