import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { z } from "zod";
import { migrate } from "../db/migrate";
import { openDatabase } from "../db/openDatabase";
import { createPlaybackStore, streamKeepMs } from "../playback/playbackStore";
import { outboxKeepMs, purgeEveryMs, purgeUserData, schedulePurge } from "./purge";
import { keepExpiredMs } from "./sessionStore";
import { longestWindowMs, trustLifeMs } from "./throttle";
import { fakeClock } from "./testClient";

let db: Database.Database;

beforeEach(() => {
  db = openDatabase(mkdtempSync(path.join(tmpdir(), "shasha-purge-")));
  migrate(db);
  db.prepare("INSERT INTO users (id, login_provider, created_at) VALUES ('u1', 'site', '2026-01-01T00:00:00.000Z')").run();
});
afterEach(() => {
  vi.useRealTimers();
  db.close();
});

const count = (table: string): number => z.number().parse(db.prepare(`SELECT count(*) FROM ${table}`).pluck().get());

/** One row just past what the purge keeps and one just inside it, in every table it purges. */
function fillAround(time: number): void {
  const session = db.prepare("INSERT INTO user_sessions (token_hash, session_id, user_id, created_at, expires_at) VALUES (?, ?, 'u1', 0, ?)");
  session.run("old", "s1", time - keepExpiredMs - 1);
  session.run("kept", "s2", time - keepExpiredMs + 1);
  const outbox = db.prepare("INSERT INTO outbox (recipient, kind, subject, text, sent_at) VALUES ('a@b.c', 'otp', 's', 't', ?)");
  outbox.run(new Date(time - outboxKeepMs - 1).toISOString());
  outbox.run(new Date(time - outboxKeepMs + 1).toISOString());
  const attempt = db.prepare("INSERT INTO throttle_attempts (bucket, attempt, at) VALUES ('b', 'a', ?)");
  attempt.run(time - longestWindowMs);
  attempt.run(time - longestWindowMs + 1);
  const trust = db.prepare("INSERT INTO throttle_trust (account, address, at) VALUES ('email:a@b.c', ?, ?)");
  trust.run("10.0.0.1", time - trustLifeMs);
  trust.run("10.0.0.2", time - trustLifeMs + 1);
  const stream = db.prepare("INSERT INTO playback_streams (id, user_id, client_address, content_id, started_at, last_seen) VALUES (?, NULL, '10.0.0.1', '1001', 0, ?)");
  stream.run(`old-${time}`, time - streamKeepMs);
  stream.run(`kept-${time}`, time - streamKeepMs + 1);
}

describe("the purge of the user services", () => {
  test("drops expired sessions past the keep window, old outbox rows and stale throttle rows, and keeps the rest", () => {
    const clock = fakeClock();
    fillAround(clock.now().getTime());
    expect(purgeUserData(db, clock.now())).toEqual({ sessions: 1, outbox: 1, codes: 0, attempts: 1, trust: 1, streams: 1, pairings: 0 });
    expect([count("user_sessions"), count("outbox"), count("throttle_attempts"), count("throttle_trust"), count("playback_streams")]).toEqual([1, 1, 1, 1, 1]);
  });

  test("old playback streams go with the scheduled purge, no longer with each playout", () => {
    vi.useFakeTimers();
    const clock = fakeClock();
    fillAround(clock.now().getTime());
    // A playout leaves the old rows alone: it used to delete them, reading the whole table each time.
    expect(createPlaybackStore(db, clock.now).openStream({ guestAddress: "10.0.0.9" }, "1001", 2)).toBeDefined();
    expect(count("playback_streams")).toBe(3);
    const schedule = schedulePurge(db, clock.now);
    expect(count("playback_streams")).toBe(2);
    clock.advance(streamKeepMs);
    vi.advanceTimersByTime(purgeEveryMs);
    expect(count("playback_streams")).toBe(0);
    schedule.stop();
  });

  test("runs at start and then on every interval, on the services' clock, until stopped", () => {
    vi.useFakeTimers();
    const clock = fakeClock();
    const start = clock.now().getTime();
    fillAround(start);
    const schedule = schedulePurge(db, clock.now);
    expect(count("throttle_attempts")).toBe(1);

    clock.advance(2);
    vi.advanceTimersByTime(purgeEveryMs);
    expect(count("throttle_attempts")).toBe(0);

    schedule.stop();
    fillAround(clock.now().getTime() + 10);
    clock.advance(20);
    vi.advanceTimersByTime(purgeEveryMs * 3);
    expect(count("throttle_attempts")).toBe(2);
  });
});
