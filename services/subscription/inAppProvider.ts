/**
 * The subscription service's clients of the two stores (services/storeProvider holds the local stand-ins): their
 * configuration and the calls the in-app routes make server to server (docs/in-app-payments.md). Apple: the store's
 * public key, fetched once from `{apiUrl}/keys` and kept (again at most once a minute when a JWS names a key not
 * held, the store having rotated it), or pinned in the configuration; a signature is checked with it locally; and
 * `GET /inApps/v1/subscriptions/{originalTransactionId}`. Google: `GET …/subscriptionsv2/tokens/{token}` and
 * `POST …:acknowledge`. Every call has a deadline and its reply is checked with zod; a failure (the network, a
 * timeout, an unexpected status, a reply not understood) is a 502 PROVIDER_FAILED, logged with the operation's name
 * only (a path can hold a purchase token).
 */
import type { KeyObject } from "node:crypto";
import type Database from "better-sqlite3";
import { z } from "zod";
import { errorText, log } from "@/ops/log";
import { HttpError } from "../http/HttpError";
import { describeIssues } from "../http/parseQuery";
import { loadStoreProducts, type StoreProducts } from "../storeProvider/storeCatalogue";
import { jwsKeyId, publicJwkSchema, publicKeyOf, verifyJws, type PublicJwk } from "../storeProvider/storeJws";
import { appleStatusReply, googlePurchaseSchema, type GooglePurchase } from "./inAppSchemas";
import { createInAppStore, type InAppStore } from "./inAppStore";

export interface StoreApiConfig {
  apiUrl: string;
  apiKey: string;
  timeoutMs?: number;
}

/** How the suite reaches each store; a store left out answers 503 PROVIDER_UNAVAILABLE. */
export interface InAppProviderConfig {
  /** Apple; `publicKeyJwk` pins the store's key, else it is fetched from `{apiUrl}/keys`. */
  apple?: StoreApiConfig & { publicKeyJwk?: PublicJwk };
  /** Google; `apiKey` is also the bearer token its pushes carry. */
  google?: StoreApiConfig;
}

export type AppleClient = ReturnType<typeof createAppleClient>;
export type GoogleClient = ReturnType<typeof createGoogleClient>;

export interface InAppProviderDeps {
  apple?: AppleClient;
  google?: GoogleClient;
  /** The bearer token Google's pushes must carry. */
  googlePushToken?: string;
  store: InAppStore;
  products: StoreProducts;
}

export function inAppProviderDepsFor(db: Database.Database, config: InAppProviderConfig, fetcher: typeof fetch = fetch): InAppProviderDeps {
  return {
    ...(config.apple ? { apple: createAppleClient(config.apple, fetcher) } : {}),
    ...(config.google ? { google: createGoogleClient(config.google, fetcher), googlePushToken: config.google.apiKey } : {}),
    store: createInAppStore(db),
    products: loadStoreProducts(),
  };
}

export const storeFailed = (message: string) => new HttpError(502, "PROVIDER_FAILED", message);

/** One JSON call; undefined on a 404 (the store knows no such thing). */
async function callStore<T>(config: StoreApiConfig, fetcher: typeof fetch, request: { method: "GET" | "POST"; path: string; operation: string; schema: z.ZodType<T> }): Promise<T | undefined> {
  const base = config.apiUrl.replace(/\/+$/, "");
  let response: Response;
  let text: string;
  try {
    response = await fetcher(`${base}${request.path}`, {
      method: request.method,
      headers: { Accept: "application/json", "Content-Type": "application/json", "x-api-key": config.apiKey },
      ...(request.method === "POST" ? { body: "{}" } : {}),
      signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
    });
    text = await response.text();
  } catch (error) {
    log({ level: "warn", code: "subscription-store-failed", operation: request.operation, reason: "network", error: errorText(error) });
    throw storeFailed("The store could not be reached; try again.");
  }
  if (response.status === 404) return undefined;
  if (!response.ok) {
    log({ level: "warn", code: "subscription-store-failed", operation: request.operation, reason: "status", status: response.status });
    throw storeFailed(`The store answered ${response.status}; try again.`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = undefined;
  }
  const parsed = request.schema.safeParse(value);
  if (!parsed.success) {
    log({ level: "warn", code: "subscription-store-failed", operation: request.operation, reason: "invalid-reply", error: describeIssues(parsed.error) });
    throw storeFailed("The store's reply was not understood; try again.");
  }
  return parsed.data;
}

const keysReply = z.object({ keys: z.array(z.unknown()) });

export function createAppleClient(config: StoreApiConfig & { publicKeyJwk?: PublicJwk }, fetcher: typeof fetch = fetch) {
  const keys = new Map<string, KeyObject>();
  const hold = (jwk: PublicJwk) => {
    const key = publicKeyOf(jwk);
    if (key !== undefined) keys.set(jwk.kid, key);
  };
  if (config.publicKeyJwk) hold(config.publicKeyJwk);
  let fetchedAt = Number.NEGATIVE_INFINITY;
  let inFlight: Promise<void> | undefined;
  async function fetchKeys(): Promise<void> {
    const reply = await callStore(config, fetcher, { method: "GET", path: "/keys", operation: "apple-keys", schema: keysReply });
    for (const candidate of reply?.keys ?? []) {
      const jwk = publicJwkSchema.safeParse(candidate);
      if (jwk.success) hold(jwk.data);
    }
  }
  /** The store's keys again, at most once a minute; a verification that comes while they are fetched waits for them. */
  function refreshKeys(): Promise<void> {
    if (inFlight) return inFlight;
    if (config.publicKeyJwk || Date.now() - fetchedAt < 60_000) return Promise.resolve();
    fetchedAt = Date.now();
    inFlight = fetchKeys().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  }
  return {
    /** The payload of a JWS the store signed; undefined for anything else (a forgery, a tampered one). */
    async verified(jws: string): Promise<unknown> {
      const kid = jwsKeyId(jws);
      if (kid === undefined) return undefined;
      if (!keys.has(kid)) await refreshKeys();
      return verifyJws(jws, keys);
    },
    /** The subscription's latest signed transaction and renewal info; undefined when the store knows no such one. */
    async status(originalTransactionId: string) {
      const reply = await callStore(config, fetcher, { method: "GET", path: `/inApps/v1/subscriptions/${encodeURIComponent(originalTransactionId)}`, operation: "apple-status", schema: appleStatusReply });
      return reply?.data.flatMap((group) => group.lastTransactions).find((last) => last.originalTransactionId === originalTransactionId);
    },
  };
}

export function createGoogleClient(config: StoreApiConfig, fetcher: typeof fetch = fetch) {
  const packageName = loadStoreProducts().google.packageName;
  const tokenPath = (token: string) => `/androidpublisher/v3/applications/${encodeURIComponent(packageName)}/purchases/subscriptionsv2/tokens/${encodeURIComponent(token)}`;
  return {
    packageName,
    /** The purchase a token proves; undefined when the store knows no such token. */
    purchase: (token: string): Promise<GooglePurchase | undefined> => callStore(config, fetcher, { method: "GET", path: tokenPath(token), operation: "google-purchase", schema: googlePurchaseSchema }),
    async acknowledge(token: string): Promise<void> {
      await callStore(config, fetcher, { method: "POST", path: `${tokenPath(token)}:acknowledge`, operation: "google-acknowledge", schema: z.object({}).loose() });
    },
  };
}
