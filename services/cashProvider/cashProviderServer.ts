/**
 * The cash payment provider stand-in (like Fawry's "pay at Fawry" reference numbers) on its own listener, so on its
 * own origin, as a real provider is another site: a server-to-server API only (chargeRoutes.ts), for the subscription
 * service. It shares the suite's database (`cash_provider_*` tables), sends its signed notifications to
 * `notificationUrl` and checks for expired references at start and every minute (and on every read of one).
 * Contract: docs/cash-payments.md.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type Database from "better-sqlite3";
import { errorText, log } from "@/ops/log";
import { callableHost } from "../cardProvider/cardProviderServer";
import { HttpError } from "../http/HttpError";
import { routeRequestOf } from "../http/createRequestListener";
import { jsonReply, sendReply, type Reply } from "../http/reply";
import { createRouter, type Route } from "../http/router";
import { createCashNotificationOutbox } from "./cashNotificationOutbox";
import { startCashNotificationSender } from "./cashNotificationSender";
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

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      const address = server.address();
      if (address === null || typeof address === "string") reject(new Error("The cash provider did not bind a TCP port."));
      else resolve(address.port);
    });
  });
}

/** The provider's errors: `{ status, errorCode, message }`. */
function errorReplyOf(error: HttpError): Reply {
  const reply = jsonReply({ status: error.status, errorCode: error.code, message: error.message }, error.status);
  return { ...reply, headers: { ...reply.headers, "X-Content-Type-Options": "nosniff", ...error.headers } };
}

function providerListener(routes: readonly Route[]): (request: IncomingMessage, response: ServerResponse) => void {
  const dispatch = createRouter(routes);
  const toReply = async (request: IncomingMessage): Promise<Reply> => {
    try {
      return await dispatch(routeRequestOf(request, new URL(request.url ?? "/", "http://cash-provider.local")));
    } catch (error) {
      if (error instanceof HttpError) return errorReplyOf(error);
      // The method only: the path can hold a reference number, which is what a customer pays with.
      log({ level: "error", code: "cash-provider-request-failed", method: request.method ?? "GET", error: errorText(error) });
      return errorReplyOf(new HttpError(500, "internal", "Something went wrong in the cash provider."));
    }
  };
  return (request, response) => sendReply(request, response, toReply(request));
}

export async function startCashProvider(options: CashProviderOptions): Promise<RunningCashProvider> {
  if (options.apiKey.trim() === "") throw new Error("The cash provider's API key (CASH_PROVIDER_API_KEY) must not be empty.");
  cashKeyBytes(options.hmacKey);
  const server = createServer();
  const port = await listen(server, options.port, options.host);
  const url = `http://${callableHost(options.host)}:${port}`;
  const { db, now } = options;
  const outbox = createCashNotificationOutbox(db);
  const sender = startCashNotificationSender({ outbox, url: options.notificationUrl, hmacKey: options.hmacKey, ...(options.retryDelaysMs ? { retryDelaysMs: options.retryDelaysMs } : {}) });
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
  server.on("request", providerListener([index, ...createChargeRoutes(context)]));
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
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
