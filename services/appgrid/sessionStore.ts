import { randomUUID } from "node:crypto";
import type Database from "better-sqlite3";

/** Spec 9: session life is 6 hours. */
export const sessionLifetimeMs = 6 * 60 * 60 * 1000;

export interface Session {
  sessionKey: string;
  expiration: string;
}

export interface SessionStore {
  create(appKey: string, uuid: string, now: Date): Session;
  isValid(sessionKey: string, now: Date): boolean;
}

export function createSessionStore(db: Database.Database): SessionStore {
  const insert = db.prepare(
    "INSERT INTO sessions (session_key, app_key, uuid, created_at, expires_at) VALUES (?, ?, ?, ?, ?)",
  );
  const purge = db.prepare("DELETE FROM sessions WHERE expires_at <= ?");
  const find = db.prepare("SELECT 1 FROM sessions WHERE session_key = ? AND expires_at > ?").pluck();
  return {
    create(appKey, uuid, now) {
      const sessionKey = randomUUID();
      const expires = now.getTime() + sessionLifetimeMs;
      purge.run(now.getTime());
      insert.run(sessionKey, appKey, uuid, now.getTime(), expires);
      return { sessionKey, expiration: new Date(expires).toISOString() };
    },
    isValid(sessionKey, now) {
      return find.get(sessionKey, now.getTime()) !== undefined;
    },
  };
}
