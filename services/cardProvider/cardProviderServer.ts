/**
 * The card payment provider stand-in (like Adyen) on its own listener, so on its own origin, as a real provider is
 * another site: the hosted fields and the 3-D Secure page for browsers, the payments API for the subscription service
 * (services/README.md "Card payment provider"). It shares the suite's database (`card_provider_*` tables) and sends
 * its notifications to `notificationUrl`.
 */
import { callableHost, closeListener, listenOn, providerListener } from "../providerKit/providerServer";
import { createServer } from "node:http";
import type Database from "better-sqlite3";
import { jsonReply } from "../http/reply";
import { requestDetails } from "../http/requestLog";
import type { Route } from "../http/router";
import { createApiRoutes } from "./apiRoutes";
import { createBrowserRoutes } from "./browserRoutes";
import { loadCardProviderTexts } from "./cardProviderTexts";
import { asOrigin } from "./hostedFieldsPage";
import { createNotificationOutbox, signedNotification } from "./notificationOutbox";
import { startNotificationSender } from "../providerKit/notificationSender";
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
  const port = await listenOn(server, options.port, options.host, "card provider");
  const url = `http://${callableHost(options.host)}:${port}`;
  const publicUrl = (options.publicUrl ?? `http://localhost:${port}`).replace(/\/$/, "");
  const { db, now } = options;
  const outbox = createNotificationOutbox(db);
  const sender = startNotificationSender({
    outbox,
    url: options.notificationUrl,
    sign: (body) => signedNotification(body, options.hmacKey),
    logName: "card-provider",
    rowDetails: (row) => ({ pspReference: row.psp_reference }),
    ...(options.retryDelaysMs ? { retryDelaysMs: options.retryDelaysMs } : {}),
  });
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
  server.on("request", providerListener([index, ...createBrowserRoutes(context), ...createApiRoutes(context)], { name: "card provider", errorReply: providerErrorReply, requestFacts: requestDetails }));
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
      await closeListener(server);
    },
  };
}
