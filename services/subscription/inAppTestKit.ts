/**
 * In-app payments end to end for their tests: the subscription routes (with the stores' provider in their deps, as the
 * suite wires it) on a listener of their own (127.0.0.1, a free port) over a fresh migrated and seeded database, and
 * the two store stand-ins
 * (services/storeProvider) on free ports over the same database and one settable clock. The stores post their
 * notifications to the routes' receivers. A test plays the native app through the stand-ins' development routes.
 * Nothing leaves the machine.
 */
import { kidSessionOf } from "./testKit";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type Database from "better-sqlite3";
import { tmpdir } from "node:os";
import path from "node:path";
import { z } from "zod";
import { openDatabase } from "../db/openDatabase";
import { createRequestListener } from "../http/createRequestListener";
import { HttpError } from "../http/HttpError";
import { createRouter } from "../http/router";
import { createProfileStore } from "../profiles/profileStore";
import { seedUsersAndProfiles } from "../seed/seedUsers";
import { startAppStore } from "../storeProvider/appStore";
import { startPlayStore } from "../storeProvider/playStore";
import { migrateWithInApp } from "../storeProvider/storeProviderTestKit";
import { appleNotificationPath, googleNotificationPath } from "../storeProvider/storeProviderSettings";
import { listenOn, closeListener } from "../providerKit/providerServer";
import { createUserSessionStore, type SessionStore } from "../user/sessionStore";
import { createUserStore } from "../user/userStore";
import { createCardSubscriptions } from "./cardSubscriptions";
import { loadCatalogue } from "./catalogue";
import { inAppProviderDepsFor } from "./inAppProvider";
import { createOrderStore } from "./orderStore";
import type { SubscriptionDeps } from "./subscriptionDeps";
import { createSubscriptionRoutes } from "./subscriptionRoutes";
import { createTerminationStore } from "./terminationStore";
import type { KitReply } from "./testKit";

export const appleKitKey = "in-app-kit-apple-key";
export const googleKitKey = "in-app-kit-google-key";

const rowSchema = z.object({ sku: z.string(), status: z.string(), next_sku: z.string().nullable(), end_date: z.string(), payment_method_type: z.string(), payment_method_name: z.string() });

export const appleHeaders = { platform: "IOS_APP" };
export const androidHeaders = { platform: "ANDROID_APP" };

/** New accounts and their sessions. */
function accountsOf(db: Database.Database, sessions: SessionStore) {
  return {
    /** A new account without a subscription, and a live session of its main profile. */
    newAccount(): { userId: string; token: string } {
      const userId = `u-${randomUUID()}`;
      const user = { id: userId, email: `${userId}@shasha.test`, phone: null, passwordHash: null, firstName: "Test", lastName: "Buyer", country: "JO", loginProvider: "site" as const, emailVerified: true, subscribeToPromotion: false, subscribeToNewsLetter: false };
      createUserStore(db).insert(user, new Date("2026-01-01T00:00:00.000Z"));
      createProfileStore(db).insert(userId, { id: `${userId}-1`, name: "Me", avatarAlias: "falcon", type: "ADULT", isDefault: true, birthdate: null, ageRestriction: null, lang: "en", requiresOnboarding: false });
      return { userId, token: sessions.issue(userId).token };
    },
    kidSession: (userId: string): string => kidSessionOf(db, sessions, userId),
  };
}

/** The native app and the viewer in the stores, through the stand-ins' development routes. */
function nativeAppOf(appleUrl: string, googleUrl: string) {
  const storeCall = async (base: string, key: string, target: string, body: unknown = {}): Promise<unknown> => {
    const response = await fetch(`${base}${target}`, { method: "POST", headers: { "Content-Type": "application/json", "x-api-key": key }, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`The store answered ${response.status}: ${await response.text()}`);
    return response.json();
  };
  return {
    /** The native app's purchase in the App Store: what StoreKit hands it. */
    applePurchase: async (productId: string, appAccountToken: string, replaces?: string) =>
      z.object({ signedTransaction: z.string(), originalTransactionId: z.string() }).parse(await storeCall(appleUrl, appleKitKey, "/dev/purchases", { productId, appAccountToken, ...(replaces === undefined ? {} : { replaces }) })),
    /** The native app's purchase in Google Play: the purchase token. */
    googlePurchase: async (productId: string, appAccountToken: string, replaces?: string) =>
      z.object({ purchaseToken: z.string() }).parse(await storeCall(googleUrl, googleKitKey, "/dev/purchases", { productId, appAccountToken, ...(replaces === undefined ? {} : { replaces }) })).purchaseToken,
    /** A store event: `renew`, `cancel` (auto-renew off) or `expire`. */
    storeEvent: (store: "apple" | "google", id: string, event: "renew" | "cancel" | "expire") =>
      store === "apple" ? storeCall(appleUrl, appleKitKey, `/dev/subscriptions/${id}/${event}`) : storeCall(googleUrl, googleKitKey, `/dev/subscriptions/${id}/${event}`),
  };
}

export async function startInAppKit(start = "2026-11-26T12:00:00.000Z") {
  const dataDir = mkdtempSync(path.join(tmpdir(), "shasha-in-app-"));
  const db = openDatabase(dataDir);
  migrateWithInApp(db);
  db.transaction(() => seedUsersAndProfiles(db))();
  let time = Date.parse(start);
  const now = () => new Date(time);
  const sessions = createUserSessionStore(db, now);
  let dispatch = createRouter([]);
  const held = new Set<string>();
  const server = createServer(
    createRequestListener((request) => {
      if (held.has(request.path)) throw new HttpError(503, "held", "The kit holds the notifications.");
      return dispatch(request);
    }),
  );
  const url = `http://127.0.0.1:${await listenOn(server, 0, "127.0.0.1", "in-app kit")}`;
  const common = { db, now, port: 0, host: "127.0.0.1", devRoutes: true, retryDelaysMs: [100, 200, 400] };
  const apple = await startAppStore({ ...common, apiKey: appleKitKey, notificationUrl: `${url}${appleNotificationPath}` });
  const google = await startPlayStore({ ...common, apiKey: googleKitKey, notificationUrl: `${url}${googleNotificationPath}` });
  const inApp = inAppProviderDepsFor(db, { apple: { ...apple.serverApi, timeoutMs: 2000 }, google: { ...google.serverApi, timeoutMs: 2000 } });
  const deps: SubscriptionDeps = {
    inAppProvider: inApp,
    catalogue: loadCatalogue(),
    sessions,
    users: createUserStore(db),
    now,
    terminations: createTerminationStore(db),
    orders: createOrderStore(db),
    cardSubscriptions: createCardSubscriptions(db),
    appPublicUrl: "http://localhost:3000",
    inTransaction: (work) => db.transaction(work)(),
  };
  dispatch = createRouter(createSubscriptionRoutes(deps));

  const call = async (method: "GET" | "POST", target: string, options: { token?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<KitReply> => {
    const headers = { "Content-Type": "application/json", country: "JO", ...options.headers, ...(options.token === undefined ? {} : { token: options.token }) };
    const response = await fetch(`${url}${target}`, { method, headers, ...(method === "POST" ? { body: typeof options.body === "string" ? options.body : JSON.stringify(options.body ?? {}) } : {}) });
    const text = await response.text();
    try {
      return { status: response.status, body: JSON.parse(text) };
    } catch {
      return { status: response.status, body: text };
    }
  };
  const count = (sql: string, ...values: string[]): number => z.number().parse(db.prepare(sql).pluck().get(...values));
  return {
    db,
    deps,
    url,
    apple,
    google,
    call,
    post: (target: string, body: unknown, token?: string, headers: Record<string, string> = {}) => call("POST", `/subscription${target}`, { body, headers, ...(token === undefined ? {} : { token }) }),
    get: (target: string, token?: string) => call("GET", `/subscription${target}`, token === undefined ? {} : { token }),
    /** While held, the store's notifications are answered 503 (it retries them), as by a service that is down. */
    holdNotifications(store: "apple" | "google", hold: boolean): void {
      const notificationPath = store === "apple" ? appleNotificationPath : googleNotificationPath;
      if (hold) held.add(notificationPath);
      else held.delete(notificationPath);
    },
    advance: (ms: number): void => {
      time += ms;
    },
    ...nativeAppOf(apple.url, google.url),
    ...accountsOf(db, sessions),
    rows: (userId: string) =>
      db
        .prepare("SELECT sku, status, next_sku, end_date, payment_method_type, payment_method_name FROM user_subscriptions WHERE user_id = ? ORDER BY position")
        .all(userId)
        .map((row) => rowSchema.parse(row)),
    /** How many notifications of the store the service has acted on. */
    handled: (store: "apple" | "google"): number => count("SELECT count(*) FROM subscription_in_app_notifications WHERE store = ?", store),
    /** How many of the store's notifications are still to be delivered. */
    undelivered: (store: "apple" | "google"): number => count("SELECT count(*) FROM store_provider_notifications WHERE store = ? AND next_at IS NOT NULL", store),
    close: async (): Promise<void> => {
      await apple.close();
      await google.close();
      await closeListener(server);
      db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
export type InAppKit = Awaited<ReturnType<typeof startInAppKit>>;

export const initiateReplySchema = z.object({ orderId: z.string(), storeProductId: z.string(), appAccountToken: z.uuid() });
