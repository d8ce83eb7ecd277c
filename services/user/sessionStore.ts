import { randomUUID } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import type Database from "better-sqlite3";
import { z } from "zod";
import { Fault } from "./faults";
import { randomToken, sha256 } from "./secrets";
import { subscriptionPinMarks } from "./subscriptionPinMarks";

/** Spec 9: a session lasts 6 hours. */
export const sessionLifeMs = 6 * 60 * 60 * 1000;
// Expired rows are kept a while so that an expired token is told apart from an unknown one (spec 4).
export const keepExpiredMs = 7 * 24 * 60 * 60 * 1000;

const sessionRowSchema = z.object({ user_id: z.string(), expires_at: z.number(), last_seen_at: z.number().nullable() });

export interface IssuedSession {
  token: string;
  sessionId: string;
  expiresAt: string;
}

export type SessionStore = ReturnType<typeof createUserSessionStore>;

/** What holds a session (deviceSchema.ts): a browser through the app, or a TV paired with a code. */
export interface SessionDevice {
  type: "WEB" | "TV";
  /** A TV's name as it gave it; a browser's is its owner's to give (devices/edit). */
  label?: string;
  /** The browser and system the app reported (`browser-name`, `platform-OS`, adapters/http/clientInfo.ts). */
  browser?: string;
  os?: string;
}

const reportedName = z.string().regex(/^[A-Z][A-Z_]{1,30}$/);

/** A browser's session, described by the headers the app sends with every call; anything else is left out. */
export function browserDevice(headers: IncomingHttpHeaders): SessionDevice {
  const header = (name: string) => {
    const parsed = reportedName.safeParse(headers[name]);
    return parsed.success ? parsed.data : undefined;
  };
  const browser = header("browser-name");
  const os = header("platform-os");
  return { type: "WEB", ...(browser === undefined ? {} : { browser }), ...(os === undefined ? {} : { os }) };
}

/** A session's device is seen again at most once a minute: a request does not write every time. */
const seenEveryMs = 60 * 1000;

export function tokenOf(headers: IncomingHttpHeaders): string | undefined {
  const value = headers.token;
  const token = Array.isArray(value) ? value[0] : value;
  return token === undefined || token.trim() === "" ? undefined : token.trim();
}

export function createUserSessionStore(db: Database.Database, now: () => Date) {
  const find = (token: string) => {
    const row: unknown = db.prepare("SELECT user_id, expires_at, last_seen_at FROM user_sessions WHERE token_hash = ?").get(sha256(token));
    return row === undefined ? undefined : sessionRowSchema.parse(row);
  };
  const touch = db.prepare("UPDATE user_sessions SET last_seen_at = ? WHERE token_hash = ?");
  return {
    issue(userId: string, device: SessionDevice = { type: "WEB" }): IssuedSession {
      const token = randomToken();
      const sessionId = randomUUID();
      const created = now().getTime();
      db.prepare("DELETE FROM user_sessions WHERE expires_at < ?").run(created - keepExpiredMs);
      // A session starts on the account's master profile (the default adult one): whoever just proved the
      // account's credentials is its holder. Switching goes through POST /userprofile/profiles/{id}/select.
      db.prepare(
        `INSERT INTO user_sessions (token_hash, session_id, user_id, created_at, expires_at, last_seen_at, device_type, device_label,
           browser, os, profile_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?,
           (SELECT id FROM profiles WHERE user_id = ? AND is_default = 1 AND type = 'ADULT' LIMIT 1))`,
      ).run(sha256(token), sessionId, userId, created, created + sessionLifeMs, created, device.type, device.label ?? null, device.browser ?? null, device.os ?? null, userId);
      return { token, sessionId, expiresAt: new Date(created + sessionLifeMs).toISOString() };
    },
    /** The signed-in user's id, or 401: SESSION_EXPIRED for an expired session, TOKEN_INVALID (407) otherwise. */
    require(headers: IncomingHttpHeaders): { userId: string; token: string } {
      const token = tokenOf(headers);
      const row = token === undefined ? undefined : find(token);
      if (token === undefined || row === undefined) throw new Fault(401, "TOKEN_INVALID", "The token is missing or unknown.");
      const at = now().getTime();
      if (row.expires_at <= at) throw new Fault(401, "SESSION_EXPIRED", "The session has expired; sign in again.");
      // Written only when the lookup saw it stale: most calls read and do not write.
      if (row.last_seen_at === null || row.last_seen_at < at - seenEveryMs) touch.run(at, sha256(token));
      return { userId: row.user_id, token };
    },
    /** The profile this session has selected, or undefined when none is (or it was deleted since). */
    selectedProfileId(token: string): string | undefined {
      const value: unknown = db
        .prepare("SELECT s.profile_id FROM user_sessions s JOIN profiles p ON p.id = s.profile_id AND p.user_id = s.user_id WHERE s.token_hash = ?")
        .pluck()
        .get(sha256(token));
      return typeof value === "string" ? value : undefined;
    },
    /** The type (ADULT, KID) of the profile the session watches as; undefined before one is chosen. */
    selectedProfileType(token: string): string | undefined {
      const value: unknown = db
        .prepare("SELECT p.type FROM user_sessions s JOIN profiles p ON p.id = s.profile_id AND p.user_id = s.user_id WHERE s.token_hash = ?")
        .pluck()
        .get(sha256(token));
      return typeof value === "string" ? value : undefined;
    },
    /** The parental PIN was given for this title in this session (profileRoutes `/parental/unlock`). */
    unlockTitle(token: string, contentId: string, lifeMs: number): void {
      db.prepare("INSERT INTO parental_unlocks (token_hash, content_id, expires_at) VALUES (?, ?, ?) ON CONFLICT DO UPDATE SET expires_at = excluded.expires_at")
        .run(sha256(token), contentId, now().getTime() + lifeMs);
    },
    isUnlocked(token: string, contentId: string): boolean {
      return db.prepare("SELECT 1 FROM parental_unlocks WHERE token_hash = ? AND content_id = ? AND expires_at > ?").pluck().get(sha256(token), contentId, now().getTime()) !== undefined;
    },
    /**
     * This session watches as `profileId` from now on. Moving to another profile drops the subscription PIN mark
     * (subscriptionPinMarks.ts): whoever watches now has not given it; choosing the profile already held keeps it.
     */
    selectProfile(token: string, profileId: string): void {
      db.prepare(
        `UPDATE user_sessions SET subscription_pin_at = CASE WHEN profile_id IS ? THEN subscription_pin_at END, profile_id = ?
         WHERE token_hash = ?`,
      ).run(profileId, profileId, sha256(token));
    },
    ...subscriptionPinMarks(db, now),
    revoke(token: string): void {
      db.prepare("DELETE FROM user_sessions WHERE token_hash = ?").run(sha256(token));
    },
    /** Every session of the user, expired ones too (the account is going away). */
    revokeAll(userId: string): void {
      db.prepare("DELETE FROM user_sessions WHERE user_id = ?").run(userId);
    },
    /**
     * Every session of the user but `keepToken`'s. Returns how many of them were still valid: the number of
     * devices actually signed out, not the expired rows kept to tell expired tokens from unknown ones.
     */
    revokeOthers(userId: string, keepToken: string): number {
      const keep = sha256(keepToken);
      return db.transaction(() => {
        const live = z
          .number()
          .parse(
            db
              .prepare("SELECT count(*) FROM user_sessions WHERE user_id = ? AND token_hash <> ? AND expires_at > ?")
              .pluck()
              .get(userId, keep, now().getTime()),
          );
        db.prepare("DELETE FROM user_sessions WHERE user_id = ? AND token_hash <> ?").run(userId, keep);
        return live;
      })();
    },
  };
}
