import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { z } from "zod";
import { migrate } from "../db/migrate";
import { openDatabase } from "../db/openDatabase";
import { fakeClock } from "../user/testClient";
import { createPlaybackStore, streamStaleMs, streamStatements } from "./playbackStore";

let db: Database.Database;

beforeEach(() => {
  db = openDatabase(mkdtempSync(path.join(tmpdir(), "shasha-streams-")));
  migrate(db);
});
afterEach(() => db.close());

const planRow = z.object({ detail: z.string() });

/** What SQLite will do for `sql`, one line per step (EXPLAIN QUERY PLAN). */
function planOf(sql: string, ...values: unknown[]): string[] {
  return db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...values).map((row) => planRow.parse(row).detail);
}

const count = (): number => z.number().parse(db.prepare("SELECT count(*) FROM playback_streams").pluck().get());

describe("the playback streams' queries", () => {
  // Thousands of ended streams, so the planner has a table worth avoiding to read whole.
  beforeEach(() => {
    const insert = db.prepare("INSERT INTO playback_streams (id, user_id, client_address, content_id, started_at, last_seen) VALUES (?, ?, ?, '1001', 0, ?)");
    db.transaction(() => {
      for (let n = 0; n < 3000; n += 1) insert.run(`s${n}`, n % 2 === 0 ? `u${n % 50}` : null, n % 2 === 0 ? null : `10.0.${n % 200}.1`, n * 1000);
    })();
    db.exec("ANALYZE");
  });

  test.each([
    ["an account's live streams (every signed-in playout)", streamStatements.liveOfAccount, ["u1", 0], "playback_streams_by_user"],
    ["a guest address's live streams (every guest playout)", streamStatements.liveOfGuest, ["10.0.0.1", 0], "playback_streams_by_guest"],
    ["the purge of old streams (every 10 minutes)", streamStatements.purge, [0], "playback_streams_by_time"],
  ])("%s are found through an index, never by reading the whole table", (_what, sql, values, index) => {
    const plan = planOf(sql, ...values);
    expect(plan.join("\n")).toMatch(new RegExp(`^SEARCH playback_streams USING (COVERING )?INDEX ${index} `));
    expect(plan.some((step) => step.startsWith("SCAN"))).toBe(false);
  });
});

describe("opening a stream within its owner's limit", () => {
  test("guests are counted per client address: past the cap that address is refused, another is not, an account neither", () => {
    const clock = fakeClock();
    const store = createPlaybackStore(db, clock.now);
    const first = store.openStream({ guestAddress: "203.0.113.5" }, "1001", 2);
    expect(store.openStream({ guestAddress: "203.0.113.5" }, "1003", 2)).toBeDefined();
    expect(store.openStream({ guestAddress: "203.0.113.5" }, "1008", 2)).toBeUndefined();
    expect(store.openStream({ guestAddress: "203.0.113.6" }, "1001", 2)).toBeDefined();
    expect(store.openStream({ userId: "900001" }, "1001", 2)).toBeDefined();
    expect(count()).toBe(4);
    // Only a guest's stream keeps the address.
    expect(db.prepare("SELECT user_id, client_address FROM playback_streams WHERE user_id IS NOT NULL").all()).toEqual([{ user_id: "900001", client_address: null }]);

    // An ended stream, or one whose heartbeats stopped, frees its place.
    store.endStream(z.string().parse(first));
    expect(store.openStream({ guestAddress: "203.0.113.5" }, "1008", 2)).toBeDefined();
    clock.advance(streamStaleMs + 1);
    expect(store.openStream({ guestAddress: "203.0.113.5" }, "1001", 2)).toBeDefined();
  });

  test("a guest's stream is not an account's: the account's cap does not count it", () => {
    const store = createPlaybackStore(db, fakeClock().now);
    for (const content of ["1001", "1003"]) expect(store.openStream({ guestAddress: "203.0.113.5" }, content, 2)).toBeDefined();
    for (const content of ["1001", "1003"]) expect(store.openStream({ userId: "900001" }, content, 2)).toBeDefined();
    expect(store.openStream({ userId: "900001" }, "1008", 2)).toBeUndefined();
  });
});
