import type Database from "better-sqlite3";
import { errorText, log } from "@/ops/log";
import { purgeStreams } from "../playback/playbackStore";
import { keepExpiredMs } from "./sessionStore";
import { longestWindowMs, trustLifeMs } from "./throttle";

const day = 24 * 60 * 60 * 1000;

/** The development outbox is a history for people testing; a month of it is plenty. */
export const outboxKeepMs = 30 * day;
/** Used and expired codes stay a day (a late click still hears "expired", not "unknown"). */
export const codeKeepMs = day;
export const purgeEveryMs = 10 * 60 * 1000;

export interface PurgeCounts {
  sessions: number;
  outbox: number;
  codes: number;
  attempts: number;
  trust: number;
  /** Playback streams past their keep window (services/playback/playbackStore.ts), no longer on every playout. */
  streams: number;
  /** TV pairings (deviceSchema.ts) an hour past their expiry: no poll or code can use them any more. */
  pairings: number;
}

/**
 * Drops what no rule reads any more: sessions past the keep window, old outbox rows and codes, stale throttle rows,
 * old playback streams and TV pairings. Each delete finds its rows through an index on its time column.
 */
export function purgeUserData(db: Database.Database, at: Date): PurgeCounts {
  const time = at.getTime();
  return db.transaction(() => ({
    sessions: db.prepare("DELETE FROM user_sessions WHERE expires_at < ?").run(time - keepExpiredMs).changes,
    outbox: db.prepare("DELETE FROM outbox WHERE sent_at < ?").run(new Date(time - outboxKeepMs).toISOString()).changes,
    codes: db.prepare("DELETE FROM user_codes WHERE expires_at < ?").run(time - codeKeepMs).changes,
    attempts: db.prepare("DELETE FROM throttle_attempts WHERE at <= ?").run(time - longestWindowMs).changes,
    trust: db.prepare("DELETE FROM throttle_trust WHERE at <= ?").run(time - trustLifeMs).changes,
    streams: purgeStreams(db, at),
    pairings: db.prepare("DELETE FROM device_pairings WHERE expires_at < ?").run(time - 60 * 60 * 1000).changes,
  }))();
}

export interface PurgeSchedule {
  stop(): void;
}

/**
 * Purges now and then every `everyMs` (the clock is the services' own, so tests drive it). The timer is unref'd:
 * it never keeps the process alive; `stop` ends it before the database closes.
 */
export function schedulePurge(db: Database.Database, now: () => Date, everyMs = purgeEveryMs): PurgeSchedule {
  const run = (): void => {
    try {
      purgeUserData(db, now());
    } catch (error) {
      log({ level: "error", code: "services-purge-failed", message: "the scheduled purge failed; it runs again at the next interval", error: errorText(error) });
    }
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
