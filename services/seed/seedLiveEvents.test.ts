import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { eventTypes, type LiveEventState } from "@/domain/liveEvents";
import { migrations, readMeta } from "../db/migrate";
import { openDatabase } from "../db/openDatabase";
import { liveEventsTable } from "../content/liveEventMigration";
import { liveEventOfRow } from "../content/liveEventTiming";
import { createProductStore } from "../content/productStore";
import { clearKeyMovieId } from "../media/mediaAssets";
import { liveEvents } from "./liveEvents";
import { prepareDatabase } from "./seedDatabase";
import { seedLiveEvents } from "./seedLiveEvents";

const suiteStart = new Date("2026-05-14T14:00:30.000Z");
let dataDir: string;
let db: Database.Database;

beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "shasha-live-events-"));
  db = openDatabase(dataDir);
  prepareDatabase(db, { now: suiteStart });
});
afterAll(() => {
  db.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const countSchema = z.object({ n: z.number() });
const count = (sql: string): number => countSchema.parse(db.prepare(sql).get()).n;

/** Each stored event's state when the suite started at `start` and it is now `at`. */
function statesAt(start: Date, at: number): { id: string; eventType: string | null; state: LiveEventState | undefined }[] {
  const products = createProductStore(db, start);
  return products.liveEvents(undefined).map((row) => ({
    id: row.id,
    eventType: row.event_type,
    state: liveEventOfRow(row, { anchorMs: products.liveEventAnchorMs, atMs: at })?.state,
  }));
}

function tally(states: readonly { state: LiveEventState | undefined }[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { state } of states) counts[String(state)] = (counts[String(state)] ?? 0) + 1;
  return counts;
}

const referenceSchema = z.object({ id: z.string(), product_type: z.string(), stream_state: z.string(), plus: z.number(), age_rating: z.number() });

/** The stored products `ids` name, in the order of `ids`. */
function references(ids: readonly string[]): z.output<typeof referenceSchema>[] {
  const rows = db
    .prepare("SELECT id, product_type, stream_state, plus, age_rating FROM products WHERE id IN (SELECT value FROM json_each(?))")
    .all(JSON.stringify(ids))
    .map((row) => referenceSchema.parse(row));
  return ids.flatMap((id) => rows.filter((row) => row.id === id));
}

describe("the seeded live events", () => {
  test.each(["2026-05-14T14:00:30.000Z", "2026-01-01T00:00:00.000Z", "2027-02-28T23:59:59.999Z"])(
    "whatever day the suite starts (%s), at its start 3 are live, 4 coming soon, 3 over with a replay and 2 without",
    (start) => {
      const states = statesAt(new Date(start), Date.parse(start));
      expect(tally(states)).toEqual({ live: 3, "coming-soon": 4, replay: 3, ended: 2 });
    },
  );

  test.each<LiveEventState>(["live", "coming-soon", "replay"])("every event type has an event %s at the suite's start", (state) => {
    const types = statesAt(suiteStart, suiteStart.getTime()).filter((event) => event.state === state).map((event) => event.eventType);
    expect(new Set(types)).toEqual(new Set(eventTypes));
  });

  test("they move on with the clock: 2 minutes later the first coming-soon one is live, 5 hours later the first live one is over", () => {
    const start = suiteStart.getTime();
    expect(tally(statesAt(suiteStart, start + 2 * 60_000))).toEqual({ live: 4, "coming-soon": 3, replay: 3, ended: 2 });
    const later = statesAt(suiteStart, start + 5 * 3_600_000);
    expect(later.find((event) => event.id === "70001")?.state).toBe("ended");
    expect(later.find((event) => event.id === "70003")?.state).toBe("replay");
  });

  test("each is a LIVE_EVENT product with its three languages, event type, image and genre", () => {
    const rows = createProductStore(db, suiteStart).liveEvents(undefined);
    expect(rows.map((row) => row.id)).toEqual(liveEvents.map((event) => event.id));
    for (const row of rows) {
      expect(row.product_type).toBe("LIVE_EVENT");
      expect(row.title.ar).toMatch(/[\u0600-\u06FF]/);
      expect(new Set([row.title.ar, row.title.en, row.title.fr]).size).toBe(3);
      expect(row.description.en.length).toBeGreaterThan(20);
      expect(eventTypes).toContain(row.event_type);
      expect(row.image_name).toBe(`event-${row.id}`);
      expect(row.genres).toHaveLength(1);
    }
    expect(count("SELECT COUNT(*) AS n FROM product_genres WHERE product_id IN (SELECT product_id FROM live_events)")).toBe(liveEvents.length);
  });

  test("each streams on a seeded live channel, and is as Plus and as rated as the stricter of it and its replay", () => {
    for (const row of createProductStore(db, suiteStart).liveEvents(undefined)) {
      const played = references([row.event_channel_id ?? "", ...(row.event_replay_id === null ? [] : [row.event_replay_id])]);
      expect(played[0]?.product_type).toBe("LIVE_CHANNEL");
      expect(row.plus).toBe(Math.max(...played.map((reference) => reference.plus)));
      expect(row.age_rating).toBe(Math.max(...played.map((reference) => reference.age_rating)));
    }
  });

  test("each replay is a seeded movie or episode that is out, and none needs a DRM licence", () => {
    const replayIds = createProductStore(db, suiteStart).liveEvents(undefined).flatMap((row) => (row.event_replay_id === null ? [] : [row.event_replay_id]));
    expect(replayIds).toEqual(["1036", "1117", "1054", "10079"]);
    const replays = references(replayIds);
    expect(replays.map((replay) => [replay.product_type, replay.stream_state])).toEqual([["MOVIE", "VOD"], ["MOVIE", "VOD"], ["MOVIE", "VOD"], ["EPISODE", "VOD"]]);
    // The licence is looked up by the stream's content id, the event's, so no replay may be the encrypted title.
    expect(replayIds).not.toContain(clearKeyMovieId);
  });

  test("are written once: a later start writes nothing", () => {
    expect(seedLiveEvents(db)).toBe(0);
    prepareDatabase(db, { now: suiteStart });
    expect(count("SELECT COUNT(*) AS n FROM live_events")).toBe(liveEvents.length);
  });

  test("reach a database seeded before they existed, on its next start", () => {
    // Such a database lacks the table until the migrations run (the list is applied in order, once each)...
    expect(migrations).toContain(liveEventsTable);
    // ...and has a catalogue but no events and no marker: the next start adds them, without reseeding the rest.
    db.exec("DELETE FROM live_events; DELETE FROM product_genres WHERE product_id IN (SELECT id FROM products WHERE product_type = 'LIVE_EVENT');");
    db.exec("DELETE FROM products WHERE product_type = 'LIVE_EVENT'; DELETE FROM meta WHERE key = 'liveEventsSeedVersion';");
    const titles = count("SELECT COUNT(*) AS n FROM products");
    const result = prepareDatabase(db, { now: suiteStart });
    expect(result.seeded).toBe(false);
    expect(readMeta(db, "liveEventsSeedVersion")).toBe("1");
    expect(count("SELECT COUNT(*) AS n FROM live_events")).toBe(liveEvents.length);
    expect(count("SELECT COUNT(*) AS n FROM products")).toBe(titles + liveEvents.length);
  });
});
