/**
 * The profiles service's routes in process over a test's database, for the subscription PIN's tests (its own and the
 * subscription service's): the real handlers of profileRoutes.ts, called without a socket the way the fault listener
 * calls them (a thrown Fault answered in the `{ status, fault }` shape), families created as the user service creates
 * accounts (a default adult profile, the master) plus a kids profile, and sessions issued by the real session store.
 */
import type Database from "better-sqlite3";
import { randomUUID } from "node:crypto";
import { matchPath } from "../user/faultRouter";
import { Fault, faultReply } from "../user/faults";
import { createUserDeps, createUserWithProfile, type UserDeps } from "../user/userDeps";
import { profileRoutes } from "./profileRoutes";

export interface ProfilesCall {
  method?: "GET" | "POST" | "PATCH";
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** The viewer's address (the throttle's pair); default 203.0.113.9. */
  address?: string;
}

export interface ProfilesReply {
  status: number;
  body: unknown;
}

/** A new account: its master profile and a kids profile, and a session watching as the master. */
export interface Family {
  userId: string;
  masterId: string;
  kidId: string;
  token: string;
}

export function profilesInProcess(db: Database.Database, now: () => Date) {
  const deps: UserDeps = createUserDeps({ db, now, appPublicUrl: "http://localhost:3000", publicUrl: "http://media.test", socialSecret: "test-social", codeSecret: "test-code", devOutbox: false, seedAccounts: true });
  const routes = profileRoutes(deps);

  async function call(path: string, options: ProfilesCall = {}): Promise<ProfilesReply> {
    const method = options.method ?? (options.body === undefined ? "GET" : "POST");
    const target = `/userprofile${path}`;
    const found = routes.map((route) => ({ route, params: route.method === method ? matchPath(route.pattern, target) : undefined })).find((entry) => entry.params !== undefined);
    if (found?.params === undefined) throw new Error(`No ${method} route for ${target}`);
    const headers = { ...options.headers, ...(options.token === undefined ? {} : { token: options.token }) };
    const text = options.body === undefined ? "" : JSON.stringify(options.body);
    const request = { method, path: target, params: found.params, query: new URLSearchParams(), headers, readBody: async () => text, clientAddress: options.address ?? "203.0.113.9" };
    try {
      const reply = await found.route.handler(request);
      return { status: reply.status, body: JSON.parse(reply.body) };
    } catch (error) {
      if (!(error instanceof Fault)) throw error;
      const reply = faultReply(error);
      return { status: reply.status, body: JSON.parse(reply.body) };
    }
  }

  function family(): Family {
    const id = randomUUID();
    const user = createUserWithProfile(deps, { email: `pin-${id}@shasha.test`, phone: null, passwordHash: null, firstName: "Huda", lastName: "Test", country: "JO", loginProvider: "site", emailVerified: true, subscribeToPromotion: false, subscribeToNewsLetter: false }, "en");
    const master = deps.profiles.list(user.id).find((profile) => profile.is_default);
    if (master === undefined) throw new Error("The account has no master profile.");
    const kid = deps.profiles.insert(user.id, { name: "Kid", avatarAlias: "star", type: "KID", birthdate: null, ageRestriction: 7, isDefault: false, lang: "en", requiresOnboarding: false });
    return { userId: user.id, masterId: master.id, kidId: kid.id, token: deps.sessions.issue(user.id).token };
  }

  return { deps, call, family };
}

export type ProfilesInProcess = ReturnType<typeof profilesInProcess>;

/** The fault code of a user-service error reply (`{ status, fault: { error: { code } } }`). */
export function faultCodeOf(reply: ProfilesReply): string | undefined {
  const body = reply.body;
  if (typeof body !== "object" || body === null || !("fault" in body)) return undefined;
  const fault = body.fault;
  if (typeof fault !== "object" || fault === null || !("error" in fault)) return undefined;
  const error = fault.error;
  return typeof error === "object" && error !== null && "code" in error && typeof error.code === "string" ? error.code : undefined;
}
