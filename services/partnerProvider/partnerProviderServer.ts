/**
 * The partner TV providers' stand-in (Dish and Sling, "TV Everywhere" sign-in) on its own listener, so on its own
 * origin, as a real provider is another site; one process stands for both, each under its own path prefix with its own
 * OAuth client and notification key (oauthRoutes.ts, partnerEvents.ts). Browsers reach the sign-in page at
 * `publicUrl`; the subscription service calls the token and entitlement endpoints server to server and receives the
 * signed notifications at `notificationUrls`. It shares the suite's database (`partner_provider_*` tables).
 * Contract: docs/partner-login.md.
 */
import { createServer } from "node:http";
import type Database from "better-sqlite3";
import type { HttpError } from "../http/HttpError";
import { jsonReply, type Reply } from "../http/reply";
import type { Route } from "../http/router";
import { callableHost, closeListener, listenOn, providerListener } from "../providerKit/providerServer";
import { createOAuthRoutes } from "./oauthRoutes";
import { createCustomerStore, loadPartnerCustomers } from "./partnerCustomers";
import { createEventRoutes, createPartnerOutbox, startPartnerSender } from "./partnerEvents";
import { createGrantStore } from "./partnerGrants";
import { partnerKeyBytes } from "./partnerSignature";
import { partnerProviderIds, type PartnerClient, type PartnerProviderId } from "./partnerProviderSettings";

export interface PartnerProviderOptions {
  db: Database.Database;
  now: () => Date;
  /** 0 picks a free port. */
  port: number;
  host: string;
  /** Shasha's client at each provider. */
  clients: Readonly<Record<PartnerProviderId, PartnerClient>>;
  /** The `x-api-key` of the development routes. */
  apiKey: string;
  /** Where each provider's notifications go (the subscription service's `/subscription/partners/{p}/notifications`). */
  notificationUrls: Readonly<Record<PartnerProviderId, string>>;
  /** The stand-in as browsers reach it; default `http://localhost:<port>`. */
  publicUrl?: string;
  /** Redirect origins registered beside this machine's (http(s) on localhost, 127.0.0.1, [::1]). */
  redirectOrigins?: readonly string[];
  /** Whether `POST /dev/{p}/customers/{customerId}/events` answers. */
  devRoutes: boolean;
  /** The notifications' waits between tries (tests shorten them). */
  retryDelaysMs?: readonly number[];
  /** The customers' seed (tests); default services/seed/partnerCustomers.json. */
  customersFile?: URL | string;
}

/** What the subscription service is given for one provider (its `partnerProvider` configuration). */
export interface PartnerServerApi extends PartnerClient {
  /** Server to server: the token and entitlement endpoints are under it. */
  apiUrl: string;
  /** As browsers reach it: the sign-in page is under it. */
  publicUrl: string;
}

export interface RunningPartnerProvider {
  url: string;
  publicUrl: string;
  serverApi: Record<PartnerProviderId, PartnerServerApi>;
  close(): Promise<void>;
}

/** The provider's errors in OAuth's shape: `{ error, error_description }`. */
function errorReplyOf(error: HttpError): Reply {
  const reply = jsonReply({ error: error.code, error_description: error.message }, error.status);
  return { ...reply, headers: { ...reply.headers, "X-Content-Type-Options": "nosniff", ...error.headers } };
}

export async function startPartnerProvider(options: PartnerProviderOptions): Promise<RunningPartnerProvider> {
  if (options.apiKey.trim() === "") throw new Error("The partner provider's API key (PARTNER_PROVIDER_API_KEY) must not be empty.");
  for (const partner of partnerProviderIds) {
    const client = options.clients[partner];
    if (client.clientId.trim() === "" || client.clientSecret.trim() === "") throw new Error(`The ${partner} client id and secret must not be empty.`);
    partnerKeyBytes(client.hmacKey);
  }
  const { db, now } = options;
  const customers = createCustomerStore(db, await loadPartnerCustomers(options.customersFile), now);
  const server = createServer();
  const port = await listenOn(server, options.port, options.host, "partner provider");
  const url = `http://${callableHost(options.host)}:${port}`;
  const publicUrl = (options.publicUrl ?? `http://localhost:${port}`).replace(/\/+$/, "");
  const outbox = createPartnerOutbox(db);
  const targetOf = (partner: PartnerProviderId) => ({ url: options.notificationUrls[partner], hmacKey: options.clients[partner].hmacKey });
  const sender = startPartnerSender({ outbox, targets: { dish: targetOf("dish"), sling: targetOf("sling") }, ...(options.retryDelaysMs ? { retryDelaysMs: options.retryDelaysMs } : {}) });
  const index: Route = { method: "GET", pattern: "/", handler: () => jsonReply({ provider: "shasha-partner-provider", partners: partnerProviderIds }) };
  const routes = [
    index,
    ...createOAuthRoutes({ clients: options.clients, customers, grants: createGrantStore(db, now), redirectOrigins: options.redirectOrigins ?? [] }),
    ...createEventRoutes({ db, customers, outbox, kick: () => sender.kick(), apiKey: options.apiKey, devRoutes: options.devRoutes, now }),
  ];
  // A failure's log line holds the method only: paths name customers, queries carry codes and states.
  server.on("request", providerListener(routes, { name: "partner provider", errorReply: errorReplyOf, requestFacts: (request) => ({ method: request.method ?? "GET" }) }));
  const apiOf = (partner: PartnerProviderId): PartnerServerApi => ({ ...options.clients[partner], apiUrl: `${url}/${partner}`, publicUrl: `${publicUrl}/${partner}` });
  return {
    url,
    publicUrl,
    serverApi: { dish: apiOf("dish"), sling: apiOf("sling") },
    close: async () => {
      await sender.stop();
      await closeListener(server);
    },
  };
}
