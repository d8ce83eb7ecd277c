import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { z } from "zod";
import type { LogEntry } from "@/ops/log";
import type { LocalizedText } from "../db/localizedText";
import { migrate } from "../db/migrate";
import { buildGuide, guideChannels } from "../seed/epg/buildGuide";
import { writeXmltv, xmltvTime } from "../seed/epg/writeXmltv";
import { createEpgKeeper, toEpgProgramme } from "./epgKeeper";
import { createEpgStore, type EpgStore } from "./epgStore";
import { startGuide } from "./guideStartup";
import { type EpgProgramme, parseXmltv } from "./xmltv";

let db: Database.Database;
let store: EpgStore;
let clock: Date;
let logs: LogEntry[];
const now = () => clock;
const log = (entry: LogEntry) => void logs.push(entry);

beforeEach(() => {
  db = new Database(":memory:");
  migrate(db);
  store = createEpgStore(db);
  logs = [];
});
afterEach(() => db.close());

function rowCount(): number {
  return z.object({ count: z.number() }).parse(db.prepare("SELECT COUNT(*) AS count FROM epg_programmes").get()).count;
}

const byId = <T extends { id: string }>(items: readonly T[]) => [...items].sort((a, b) => a.id.localeCompare(b.id));

describe("the seeded guide", () => {
  test("stored from the generator is, row for row, what loading its XMLTV document stores", () => {
    const day = new Date("2026-03-04T10:00:00Z");
    // One channel of each kind of schedule (channelSchedules.ts) over three days: every kind of programme the seed
    // writes, without the seconds that parsing all 10,000 would take.
    const channels = new Set(["501", "503", "504", "505", "511", "515", "516", "517", "518", "520"]);
    const inSample = (programme: { channelId: string; start: number }) =>
      channels.has(programme.channelId) && Math.abs(programme.start - day.getTime()) < 1.5 * 86_400_000;
    const sample = buildGuide(day).filter(inSample);
    const loaded = parseXmltv(writeXmltv(guideChannels, sample));
    expect(loaded.skipped).toBe(0);
    const generated = sample.map(toEpgProgramme);
    expect(generated.length).toBeGreaterThan(500);
    expect(loaded.programmes.length).toBe(generated.length);
    // Compared as text, field by field in one order: a deep comparison of thousands of objects takes seconds.
    const texts = (text: LocalizedText | null) => (text === null ? null : [text.ar, text.en, text.fr]);
    const rows = (programmes: readonly EpgProgramme[]) =>
      JSON.stringify(
        byId(programmes).map((row) => [row.id, row.channelId, row.start, row.stop, texts(row.title), texts(row.description), texts(row.category), row.episode]),
      );
    expect(rows(loaded.programmes)).toBe(rows(generated));
  });

  test("is loaded at start for today, 7 days back and 7 ahead, and kept while it reaches 7 days ahead", () => {
    clock = new Date("2026-03-04T10:00:00Z");
    const keeper = createEpgKeeper({ store, now, log });
    expect(keeper.load()?.source).toBe("generated:2026-03-04");
    expect(store.coverage()).toEqual({ from: Date.parse("2026-02-25T00:00:00Z"), to: Date.parse("2026-03-12T00:00:00Z") });
    const stored = rowCount();
    clock = new Date("2026-03-04T23:59:59Z");
    expect(keeper.load()).toBeUndefined();
    expect(rowCount()).toBe(stored);
    // A clock set back (a test's, on data a later start left): that day's guide is wanted too.
    clock = new Date("2026-02-20T10:00:00Z");
    expect(keeper.load()?.source).toBe("generated:2026-02-20");
    clock = new Date("2026-03-04T10:00:00Z");
    keeper.load();
    // The seeded guide at start is as silent as the seed.
    expect(logs).toEqual([]);
  });

  test("is generated again once it no longer reaches 7 days ahead, replacing the old one, at most once a minute", () => {
    clock = new Date("2026-03-04T23:59:30Z");
    const keeper = createEpgKeeper({ store, now, log });
    keeper.load();
    const before = rowCount();
    clock = new Date("2026-03-05T00:00:10Z");
    keeper.refresh();
    expect(store.source()).toBe("generated:2026-03-04");
    clock = new Date("2026-03-05T00:00:31Z");
    keeper.refresh();
    expect(store.source()).toBe("generated:2026-03-05");
    expect(store.coverage()).toEqual({ from: Date.parse("2026-02-26T00:00:00Z"), to: Date.parse("2026-03-13T00:00:00Z") });
    // Replaced, not appended: one day more and one day less.
    expect(Math.abs(rowCount() - before)).toBeLessThan(before / 10);
    expect(logs.map((entry) => entry.code)).toEqual(["services-epg-loaded"]);
  });
});

describe("EPG_FILE", () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "shasha-epg-"));
    file = path.join(dir, "guide.xml");
    clock = new Date("2026-03-04T10:00:00Z");
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** Half-hour programmes on the news channel from 10:00 UTC on the day. */
  const guide = (...titles: string[]) => {
    const at = (halfHours: number) => xmltvTime(Date.parse("2026-03-04T10:00:00Z") + halfHours * 1_800_000);
    const programmes = titles.map((title, index) => `<programme start="${at(index)}" stop="${at(index + 1)}" channel="ch-511"><title>${title}</title></programme>`);
    return `<tv>${programmes.join("")}</tv>`;
  };

  test("replaces the seeded guide, and is read again when the file changes", () => {
    createEpgKeeper({ store, now }).load();
    writeFileSync(file, guide("Morning News"));
    const keeper = createEpgKeeper({ store, now, file, log });
    expect(keeper.load()?.programmes).toBe(1);
    expect(rowCount()).toBe(1);
    expect(store.source()).toMatch(/^file:/);
    expect(logs.map((entry) => entry.code)).toEqual(["services-epg-short", "services-epg-loaded"]);
    expect(keeper.load()).toBeUndefined();
    writeFileSync(file, guide("Morning News", "Markets Today"));
    clock = new Date("2026-03-04T10:01:01Z");
    keeper.refresh();
    expect(rowCount()).toBe(2);
    expect(store.nowNext(["511"], Date.parse("2026-03-04T10:40:00Z")).get("511")?.now?.title.en).toBe("Markets Today");
  });

  test("that is not XMLTV is refused, logged, and leaves the stored guide as it was until the file changes", () => {
    writeFileSync(file, guide("Morning News"));
    const keeper = createEpgKeeper({ store, now, file, log });
    keeper.load();
    writeFileSync(file, "<html>not a guide</html>");
    expect(() => createEpgKeeper({ store, now, file }).load()).toThrow("its root element is <html>, not <tv>");
    clock = new Date("2026-03-04T10:05:00Z");
    keeper.refresh();
    expect(rowCount()).toBe(1);
    expect(logs.at(-1)).toMatchObject({ level: "error", code: "services-epg-failed" });
    // The same broken file is not read (nor logged) again every minute.
    clock = new Date("2026-03-04T10:10:00Z");
    const logged = logs.length;
    keeper.refresh();
    expect(logs).toHaveLength(logged);
    writeFileSync(file, guide("Morning News", "Markets Today", "Sports Desk"));
    clock = new Date("2026-03-04T10:15:00Z");
    keeper.refresh();
    expect(rowCount()).toBe(3);
  });

  test("that is broken at start does not stop the suite: it starts with the guide it had", () => {
    writeFileSync(file, "<tv><programme></tv>");
    const started = startGuide(db, now, file, log);
    expect(started.store.coverage()).toBeUndefined();
    expect(logs).toMatchObject([{ level: "error", code: "services-epg-failed" }]);
    expect(startGuide(db, now, " ").store.source()).toBe("generated:2026-03-04");
  });

  test("gone again: the seeded guide comes back", () => {
    writeFileSync(file, guide("Morning News"));
    createEpgKeeper({ store, now, file, log }).load();
    expect(createEpgKeeper({ store, now }).load()?.source).toBe("generated:2026-03-04");
    expect(rowCount()).toBeGreaterThan(1000);
  });
});
