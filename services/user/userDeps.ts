import type Database from "better-sqlite3";
import { z } from "zod";
import type { RouteRequest } from "../http/router";
import { createProfileStore, type ProfileLang, type ProfileStore } from "../profiles/profileStore";
import { createCodeStore, type CodeStore } from "./codeStore";
import { createDeviceStore, type DeviceStore } from "./deviceStore";
import { createPairingStore, type PairingStore } from "./pairingStore";
import { createSetTopBoxStore, type SetTopBoxStore } from "./setTopBoxStore";
import { isSeedUser } from "../seed/seedUsers";
import { Fault, parseJson, parseWith } from "./faults";
import { createOutbox, type Outbox } from "./outbox";
import { browserDevice, createUserSessionStore, type IssuedSession, type SessionStore } from "./sessionStore";
import { createThrottle, type Throttle } from "./throttle";
import { createUserStore, type NewUser, type UserRow, type UserStore } from "./userStore";
import { toWireUser } from "./wireUser";

export interface UserServiceOptions {
  db: Database.Database;
  now: () => Date;
  /** Base of the links in emails (`APP_PUBLIC_URL`). */
  appPublicUrl: string;
  /** Base of avatar image URLs. */
  publicUrl: string;
  /** Key of the social UIDSignature HMAC. */
  socialSecret: string;
  /** Key under which reset links and one-time codes are stored (codeStore.ts). */
  codeSecret: string;
  /** Whether `GET /user/dev/outbox` answers. */
  devOutbox: boolean;
  /** Whether the seeded test accounts, whose password is public, may sign in (development only). */
  seedAccounts: boolean;
  /** How often a pairing TV may poll (RFC 8628 `interval`); 5 s unless set (tests). */
  pairingIntervalMs?: number;
}

export const defaultPairingIntervalMs = 5000;

export interface UserDeps extends UserServiceOptions {
  users: UserStore;
  sessions: SessionStore;
  codes: CodeStore;
  outbox: Outbox;
  throttle: Throttle;
  profiles: ProfileStore;
  devices: DeviceStore;
  pairings: PairingStore;
  boxes: SetTopBoxStore;
}

export function createUserDeps(options: UserServiceOptions): UserDeps {
  const { db, now } = options;
  return {
    ...options,
    users: createUserStore(db),
    sessions: createUserSessionStore(db, now),
    codes: createCodeStore(db, now, options.codeSecret),
    outbox: createOutbox(db, now, options.devOutbox),
    throttle: createThrottle(db, now),
    profiles: createProfileStore(db),
    devices: createDeviceStore(db, now),
    pairings: createPairingStore(db, now, options.pairingIntervalMs ?? defaultPairingIntervalMs),
    boxes: createSetTopBoxStore(db, now),
  };
}

/** Bodies are small forms; 64 KiB is far more than any of them needs. */
const maxBodyBytes = 64 * 1024;

export async function readJson<S extends z.ZodType>(request: RouteRequest, schema: S): Promise<z.output<S>> {
  return parseWith(schema, parseJson(await request.readBody(maxBodyBytes)));
}

export const emailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email("not a valid email address"));

export function wireUser(deps: UserDeps, row: UserRow, newUser = false) {
  return toWireUser(row, deps.users.subscriptions(row.id), newUser, deps.now());
}

/** `{ user, token, sessionId, expiresAt }`: every successful sign-in answers this; the session is the browser's (`request`). */
export function signInReply(deps: UserDeps, row: UserRow, request: Pick<RouteRequest, "headers">, newUser = false): { user: ReturnType<typeof toWireUser> } & IssuedSession {
  if (!deps.seedAccounts && isSeedUser(row.id)) {
    throw new Fault(401, "INVALID_CREDENTIALS", "The seeded test accounts sign in only where development defaults are allowed.");
  }
  return { user: wireUser(deps, row, newUser), ...deps.sessions.issue(row.id, browserDevice(request.headers)) };
}

/** Every account starts with a default adult profile named after the user (or "Me"). */
export function createUserWithProfile(deps: UserDeps, user: NewUser, lang: ProfileLang): UserRow {
  return deps.db.transaction(() => {
    const row = deps.users.insert(user, deps.now());
    deps.profiles.insert(row.id, {
      name: row.first_name.trim().slice(0, 50) || "Me",
      avatarAlias: "falcon",
      type: "ADULT",
      birthdate: null,
      ageRestriction: null,
      isDefault: true,
      lang,
      requiresOnboarding: true,
    });
    return row;
  })();
}
