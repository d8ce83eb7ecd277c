/**
 * The code and deal routes in-process for their tests: the subscription kit's database, seeded accounts and
 * sessions (testKit.ts) with the code tables applied here (until services/db/migrate.ts lists them), the seeded codes
 * and deals (services/seed/codes.json), one settable clock, and the router called without a socket. Each call comes
 * from a TCP peer the test may choose (the viewer's address for the guess throttle). Errors come back as the listener
 * would send them.
 */
import { createRouter } from "../http/router";
import { createUserSessionStore } from "../user/sessionStore";
import { createUserStore } from "../user/userStore";
import { createCardSubscriptions } from "./cardSubscriptions";
import { loadCatalogue } from "./catalogue";
import type { CodeSeed } from "./codeSeed";
import { createCodeRoutes } from "./codeRoutes";
import { createCodeStore } from "./codeStore";
import { newAccount } from "./csgTestKit";
import { createOrderStore } from "./orderStore";
import type { SubscriptionDeps } from "./subscriptionDeps";
import { createTerminationStore } from "./terminationStore";
import { callRouter, startSubscriptionKit } from "./testKit";

export interface CodeCall {
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: unknown;
  /** The TCP peer; default 198.51.100.7. */
  peer?: string;
}

/** `seed`: other codes and deals than the seeded ones (a test of a rule the seed has no example of). */
export function startCodeKit(start = "2026-11-26T12:00:00.000Z", seed?: CodeSeed) {
  const kit = startSubscriptionKit(start);
  let time = Date.parse(start);
  const now = () => new Date(time);
  const sessions = createUserSessionStore(kit.db, now);
  const deps: SubscriptionDeps = {
    catalogue: loadCatalogue(),
    sessions,
    users: createUserStore(kit.db),
    now,
    terminations: createTerminationStore(kit.db),
    orders: createOrderStore(kit.db),
    cardSubscriptions: createCardSubscriptions(kit.db),
    appPublicUrl: "http://localhost:3000",
    inTransaction: (work) => kit.db.transaction(work)(),
  };
  const store = seed === undefined ? createCodeStore(kit.db) : createCodeStore(kit.db, seed);
  const router = createRouter(createCodeRoutes(deps, store));

  // Every caller at one address unless the test says otherwise (the per-address limits).
  const call = (target: string, options: CodeCall = {}) => callRouter(router, target, { ...options, peer: options.peer ?? "198.51.100.7" });

  const withToken = (token: string | undefined, headers: Record<string, string>) => ({ country: "JO", language: "en", ...headers, ...(token === undefined ? {} : { token }) });

  return {
    db: kit.db,
    deps,
    store,
    call,
    /** POST under /subscription, from Jordan in English unless `headers` say otherwise. */
    post: (path: string, body: unknown, token?: string, headers: Record<string, string> = {}, peer?: string) =>
      call(`/subscription${path}`, { method: "POST", body, headers: withToken(token, headers), ...(peer === undefined ? {} : { peer }) }),
    get: (path: string, token?: string, headers: Record<string, string> = {}) => call(`/subscription${path}`, { headers: withToken(token, headers) }),
    /** A new account without a subscription (JO unless said), and a live session of it. */
    newAccount: (country = "JO") => newAccount(kit, country),
    tokenFor: kit.tokenFor,
    kidSession: kit.kidSession,
    setSubscription: kit.setSubscription,
    subscriptions: (userId: string) => deps.users.subscriptions(userId),
    setNow(iso: string): void {
      time = Date.parse(iso);
      kit.setNow(iso);
    },
    close: kit.close,
  };
}

export type CodeKit = ReturnType<typeof startCodeKit>;

let keys = 0;
/** A fresh idempotency key. */
export function freshKey(): string {
  keys += 1;
  return `code-key-${keys}-${Date.now()}`;
}
