/**
 * The subscription routes in-process for their unit tests: a fresh database in a temporary directory with the
 * schema and the seeded accounts (900001 registered, 900002 ACTIVE, 900003 ACTIVE_CANCELED, 900004 REMOVED), a
 * settable clock, sessions issued directly, and the router called without a socket; the card provider when the test
 * gives one (fakeCardProvider.ts). Errors come back as the
 * listener would send them (`{ error: { status, code, message } }`).
 */
import type Database from "better-sqlite3";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { migrate } from "../db/migrate";
import { openDatabase } from "../db/openDatabase";
import { HttpError } from "../http/HttpError";
import { errorReply, type Reply } from "../http/reply";
import { createRouter, type RouteRequest } from "../http/router";
import { createRequestListener } from "../http/createRequestListener";
import { seedUsersAndProfiles } from "../seed/seedUsers";
import { createProfileStore } from "../profiles/profileStore";
import { createUserSessionStore, type SessionStore } from "../user/sessionStore";
import { createUserStore } from "../user/userStore";
import { subscriptionRoutesFor, type SubscriptionParts } from "./subscriptionRoutes";

export interface KitReply {
  status: number;
  body: unknown;
}

export interface KitCall {
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: unknown;
  /** The caller's address as the service sees it (the per-address limits). */
  peer?: string;
}

/**
 * A request through a kit's routes in process, as the suite's listener would pass it: headers in lower case, the
 * body as text, a thrown HttpError answered in the error shape; the reply's body parsed when it is JSON (else the
 * text itself, the notifications' `[accepted]`).
 */
export async function callRouter(dispatch: (request: Omit<RouteRequest, "params">) => Reply | Promise<Reply>, target: string, options: KitCall = {}): Promise<KitReply & { headers: Record<string, string> }> {
  const url = new URL(target, "http://kit.local");
  const headers = Object.fromEntries(Object.entries(options.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]));
  const text = options.body === undefined ? "" : typeof options.body === "string" ? options.body : JSON.stringify(options.body);
  let reply: Reply;
  try {
    reply = await dispatch({ method: options.method ?? "GET", path: url.pathname, query: url.searchParams, headers, ...(options.peer === undefined ? {} : { peer: options.peer }), readBody: async () => text });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    reply = errorReply(error);
  }
  let body: unknown = reply.body;
  try {
    body = JSON.parse(reply.body);
  } catch {
    body = reply.body;
  }
  return { status: reply.status, body, headers: reply.headers };
}

type Dispatch = (request: Omit<RouteRequest, "params">) => Reply | Promise<Reply>;

/**
 * A listener on 127.0.0.1 through which a provider stand-in's notifications reach a kit's routes (routes that need
 * the stand-in's address, so they are set once it has started; until then it answers 503). `call` is the kit's
 * in-process request to the same routes.
 */
export async function startRouteBridge() {
  let dispatch: Dispatch = () => errorReply(new HttpError(503, "starting", "The routes are not ready."));
  const server = createServer(createRequestListener((request) => dispatch(request)));
  const url = await new Promise<string>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      if (address === null || typeof address === "string") reject(new Error("The bridge did not bind."));
      else resolve(`http://127.0.0.1:${address.port}`);
    });
  });
  return {
    url,
    route(routes: Dispatch): void {
      dispatch = routes;
    },
    call: async (target: string, options: KitCall = {}): Promise<KitReply> => statusAndBody(await callRouter(dispatch, target, options)),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A reply's status and body only, as most tests compare them. */
export const statusAndBody = ({ status, body }: KitReply): KitReply => ({ status, body });

export interface SubscriptionRowFields {
  sku: string;
  status: string;
  paymentMethodName: string;
  paymentMethodType: string;
  startDate: string;
  endDate: string;
  nextSku?: string;
}

/** What the routes are given beside the database, the sessions, the accounts and the clock (the payment providers). */
export type KitOptions = Pick<SubscriptionParts, "cardProvider" | "carrierProvider" | "cashProvider" | "inAppProvider" | "partnerProvider" | "providerFetch">;

/** A live session of the account watching as a new kids profile of it (the kids-profile refusals' tests). */
export function kidSessionOf(db: Database.Database, sessions: SessionStore, userId: string): string {
  const kid = createProfileStore(db).insert(userId, { id: `${userId}-kid`, name: "Kid", avatarAlias: "star", type: "KID", birthdate: null, ageRestriction: 7, isDefault: false, lang: "en", requiresOnboarding: false });
  const { token } = sessions.issue(userId);
  sessions.selectProfile(token, kid.id);
  return token;
}

export function startSubscriptionKit(start = "2026-11-26T12:00:00.000Z", kitOptions: KitOptions = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "shasha-subscription-"));
  const db = openDatabase(dataDir);
  db.transaction(() => {
    migrate(db);
    seedUsersAndProfiles(db);
  })();
  let time = Date.parse(start);
  const now = () => new Date(time);
  const sessions = createUserSessionStore(db, now);
  const router = createRouter(subscriptionRoutesFor(db, { sessions, users: createUserStore(db), now, ...kitOptions }));

  const call = async (target: string, options: KitCall = {}): Promise<KitReply> => statusAndBody(await callRouter(router, target, options));

  return {
    db,
    call,
    /** A live session of a seeded account. */
    tokenFor: (userId: string): string => sessions.issue(userId).token,
    kidSession: (userId: string): string => kidSessionOf(db, sessions, userId),
    setNow: (iso: string): void => {
      time = Date.parse(iso);
    },
    /** Replaces the account's subscriptions with one row. */
    setSubscription(userId: string, row: SubscriptionRowFields): void {
      db.prepare("DELETE FROM user_subscriptions WHERE user_id = ?").run(userId);
      db.prepare(
        `INSERT INTO user_subscriptions (user_id, position, sku, purchase_type, status, next_sku, start_date, end_date, payment_method_type,
           payment_method_name) VALUES (?, 1, ?, 'SVOD', ?, ?, ?, ?, ?, ?)`,
      ).run(userId, row.sku, row.status, row.nextSku ?? null, row.startDate, row.endDate, row.paymentMethodType, row.paymentMethodName);
    },
    close(): void {
      db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type SubscriptionKit = ReturnType<typeof startSubscriptionKit>;

/** The error code of an error reply. */
export function errorCodeOf(reply: KitReply): string | undefined {
  const body = reply.body;
  if (typeof body !== "object" || body === null || !("error" in body)) return undefined;
  const error = body.error;
  return typeof error === "object" && error !== null && "code" in error && typeof error.code === "string" ? error.code : undefined;
}
