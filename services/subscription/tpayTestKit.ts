/**
 * The carrier billing routes end to end for their tests: the subscription routes on a listener of their own
 * (127.0.0.1, a free port) over a fresh migrated and seeded database, and the real carrier provider stand-in
 * (services/carrierProvider) on another free port over the same database, both on one settable clock. The provider
 * posts its signed notifications to the routes' `/subscription/tpay/notifications`, and its PIN SMS are rows of the
 * `outbox` table, read here as the e2e tests read them. Nothing leaves the machine.
 *
 * The routes are assembled as subscriptionRoutesFor does, with `carrierProviderDepsFor` (the service's carrier tables
 * need the database, which the suite's wiring does not pass yet).
 */
import { kidSessionOf } from "./testKit";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import type Database from "better-sqlite3";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { z } from "zod";
import { startCarrierProvider } from "../carrierProvider/carrierProviderServer";
import { carrierNotificationPath } from "../carrierProvider/carrierProviderSettings";
import { migrate } from "../db/migrate";
import { openDatabase } from "../db/openDatabase";
import { createRequestListener } from "../http/createRequestListener";
import { HttpError } from "../http/HttpError";
import { createRouter } from "../http/router";
import { createProfileStore } from "../profiles/profileStore";
import { seedUsersAndProfiles } from "../seed/seedUsers";
import { createUserSessionStore, type SessionStore } from "../user/sessionStore";
import { createUserStore } from "../user/userStore";
import { createCardSubscriptions } from "./cardSubscriptions";
import { loadCatalogue } from "./catalogue";
import { createOrderStore } from "./orderStore";
import { createSubscriptionRoutes } from "./subscriptionRoutes";
import { createTerminationStore } from "./terminationStore";
import type { KitReply } from "./testKit";
import { carrierProviderDepsFor, type CarrierProviderConfig } from "./tpayProvider";

export const tpayKitApiKey = "tpay-kit-provider-key";
export const tpayKitHmacKey = "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef";

const listening = (server: ReturnType<typeof createServer>): Promise<string> =>
  new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      if (address === null || typeof address === "string") reject(new Error("The kit did not bind."));
      else resolve(`http://127.0.0.1:${address.port}`);
    });
  });

const rowSchema = z.object({ sku: z.string(), status: z.string(), next_sku: z.string().nullable(), start_date: z.string(), end_date: z.string(), payment_method_type: z.string(), payment_method_name: z.string() });

/** The service's routes over the database, with the carrier provider's deps (as subscriptionRoutesFor assembles them). */
function routesOver(db: Database.Database, sessions: SessionStore, now: () => Date, serverApi: CarrierProviderConfig) {
  return createRouter(
    createSubscriptionRoutes({
      catalogue: loadCatalogue(),
      sessions,
      users: createUserStore(db),
      now,
      terminations: createTerminationStore(db),
      orders: createOrderStore(db),
      cardSubscriptions: createCardSubscriptions(db),
      carrierProvider: carrierProviderDepsFor(db, { ...serverApi, timeoutMs: 2000 }),
      appPublicUrl: "http://localhost:3000",
      inTransaction: (work) => db.transaction(work)(),
    }),
  );
}

/** The routes' listener and the provider, which posts its notifications to it; the notifications can be held (503). */
async function startListeners(db: Database.Database, sessions: SessionStore, now: () => Date) {
  let dispatch: ReturnType<typeof createRouter> | undefined;
  const held = { value: false };
  const server = createServer(
    createRequestListener((request) => {
      if (held.value && request.path === carrierNotificationPath) throw new HttpError(503, "held", "The kit holds the notifications.");
      return (dispatch ?? createRouter([]))(request);
    }),
  );
  const url = await listening(server);
  const provider = await startCarrierProvider({
    db,
    port: 0,
    host: "127.0.0.1",
    apiKey: tpayKitApiKey,
    hmacKey: tpayKitHmacKey,
    notificationUrl: `${url}${carrierNotificationPath}`,
    devRoutes: true,
    now,
    retryDelaysMs: [100, 200, 400],
    renewalIntervalMs: 0,
  });
  dispatch = routesOver(db, sessions, now, provider.serverApi);
  const close = async (): Promise<void> => {
    await provider.close();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  };
  return { url, provider, held, close };
}

/** A call to the routes (JSON, else the text itself: the notifications' `[accepted]`). */
async function callAt(url: string, method: "GET" | "POST", target: string, options: { token?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<KitReply> {
  const headers = { "Content-Type": "application/json", country: "JO", language: "en", ...options.headers, ...(options.token === undefined ? {} : { token: options.token }) };
  const response = await fetch(`${url}${target}`, { method, headers, ...(method === "POST" ? { body: typeof options.body === "string" ? options.body : JSON.stringify(options.body ?? {}) } : {}) });
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) };
  } catch {
    return { status: response.status, body: text };
  }
}

/** New accounts and their sessions. */
function accountsOf(db: Database.Database, sessions: SessionStore) {
  return {
    /** A new account (no subscription), with a phone identity when given, and a live session of its main profile. */
    newAccount(options: { country?: string; phone?: string } = {}): { userId: string; token: string } {
      const userId = `u-${randomUUID()}`;
      const phone = options.phone ?? null;
      createUserStore(db).insert(
        { id: userId, email: phone === null ? `${userId}@shasha.test` : null, phone, passwordHash: null, firstName: "Test", lastName: "Buyer", country: options.country ?? "JO", loginProvider: phone === null ? "site" : "phone", emailVerified: phone === null, subscribeToPromotion: false, subscribeToNewsLetter: false },
        new Date("2026-01-01T00:00:00.000Z"),
      );
      const profile = { avatarAlias: "falcon", birthdate: null, ageRestriction: null, lang: "en" as const, requiresOnboarding: false };
      createProfileStore(db).insert(userId, { ...profile, id: `${userId}-1`, name: "Me", type: "ADULT", isDefault: true });
      return { userId, token: sessions.issue(userId).token };
    },
    /** A live session of an account (the seeded ones too), on its main profile. */
    tokenFor: (userId: string): string => sessions.issue(userId).token,
    kidSession: (userId: string): string => kidSessionOf(db, sessions, userId),
  };
}

const contractsReplySchema = z.object({
  contracts: z.array(z.object({ contractId: z.string(), status: z.string(), amount: z.object({ value: z.number(), currency: z.string() }), productId: z.string(), nextProductId: z.string().nullable() })),
});

/** The provider's side, through its development routes, and the rows the flows write. */
function inspectorsOf(db: Database.Database, providerUrl: string) {
  const providerCall = async (method: "GET" | "POST", target: string): Promise<unknown> => {
    const response = await fetch(`${providerUrl}${target}`, { method, headers: { "x-api-key": tpayKitApiKey } });
    return response.json();
  };
  return {
    /** The latest PIN the provider sent to the number. */
    pinFor(msisdn: string): string {
      const code: unknown = db.prepare("SELECT code FROM outbox WHERE recipient = ? ORDER BY id DESC LIMIT 1").pluck().get(msisdn);
      if (typeof code !== "string") throw new Error("No PIN was sent to this number.");
      return code;
    },
    smsCount: (msisdn: string): number => z.number().parse(db.prepare("SELECT count(*) FROM outbox WHERE recipient = ?").pluck().get(msisdn)),
    /** The provider's contract an order made (the development look-up). */
    async contractOf(orderId: string) {
      const contract = contractsReplySchema.parse(await providerCall("GET", `/dev/contracts?merchantReference=${encodeURIComponent(orderId)}`)).contracts[0];
      if (contract === undefined) throw new Error(`No contract for ${orderId}.`);
      return contract;
    },
    /** The provider bills the contract's next period now (the development renewal). */
    renew: (contractId: string) => providerCall("POST", `/dev/contracts/${encodeURIComponent(contractId)}/renew`),
    resendLatest: (contractId: string) => providerCall("POST", `/dev/contracts/${encodeURIComponent(contractId)}/resend`),
    /** The account's subscription rows as stored, by position. */
    rows: (userId: string) =>
      db
        .prepare("SELECT sku, status, next_sku, start_date, end_date, payment_method_type, payment_method_name FROM user_subscriptions WHERE user_id = ? ORDER BY position")
        .all(userId)
        .map((row) => rowSchema.parse(row)),
    /** How many notifications the service has acted on. */
    handled: (): number => z.number().parse(db.prepare("SELECT count(*) FROM subscription_carrier_notifications").pluck().get()),
  };
}

export async function startTpayKit(start = "2026-11-26T12:00:00.000Z") {
  const dataDir = mkdtempSync(path.join(tmpdir(), "shasha-tpay-"));
  const db = openDatabase(dataDir);
  db.transaction(() => {
    migrate(db);
    seedUsersAndProfiles(db);
  })();
  let time = Date.parse(start);
  const now = () => new Date(time);
  const sessions = createUserSessionStore(db, now);
  const listeners = await startListeners(db, sessions, now);
  const call = (method: "GET" | "POST", target: string, options: { token?: string; body?: unknown; headers?: Record<string, string> } = {}) => callAt(listeners.url, method, target, options);
  return {
    db,
    url: listeners.url,
    provider: listeners.provider,
    call,
    post: (target: string, body: unknown, token?: string, headers: Record<string, string> = {}) => call("POST", `/subscription${target}`, { body, headers, ...(token === undefined ? {} : { token }) }),
    get: (target: string, token?: string, headers: Record<string, string> = {}) => call("GET", `/subscription${target}`, { headers, ...(token === undefined ? {} : { token }) }),
    /** While held, the provider's notifications are answered 503 (it retries them), as by a service that is down. */
    holdNotifications: (hold: boolean): void => {
      listeners.held.value = hold;
    },
    setNow: (iso: string): void => {
      time = Date.parse(iso);
    },
    advance: (ms: number): void => {
      time += ms;
    },
    ...accountsOf(db, sessions),
    ...inspectorsOf(db, listeners.provider.url),
    close: async (): Promise<void> => {
      await listeners.close();
      db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
export type TpayKit = Awaited<ReturnType<typeof startTpayKit>>;

export const pinReplySchema = z.object({ orderId: z.string(), msisdn: z.string(), pinLength: z.number(), expiresIn: z.number(), resendIn: z.number() });
export const orderStatusSchema = z.object({ orderId: z.string(), status: z.string(), refusalReason: z.string().optional() });
