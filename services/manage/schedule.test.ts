import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { migrate } from "../db/migrate";
import { openDatabase } from "../db/openDatabase";
import { cancelSchedule, createSchedule, documentAt, fireDueSchedules, listSchedules, startScheduler } from "./schedule";
import { appendVersion, latestVersion } from "./versionStore";

const doc = (label: string): string => JSON.stringify({ schemaVersion: "1.0", id: "eid", title: { key: label }, blocks: [] });
const t0 = new Date("2026-03-01T12:00:00.000Z");
const minutes = (n: number): Date => new Date(t0.getTime() + n * 60_000);

let db: Database.Database;
beforeEach(() => {
  db = openDatabase(mkdtempSync(path.join(tmpdir(), "shasha-schedule-")));
  migrate(db);
  appendVersion(db, "eid", { author: "seed", now: t0, reason: "publish" }, () => ({ document: doc("v1"), summary: "first version" }));
});
afterEach(() => {
  vi.useRealTimers();
  db.close();
});

const live = (): string | undefined => latestVersion(db, "eid")?.document;

describe("scheduled changes", () => {
  test("fire at their time as a new version, and the end restores what the start replaced", () => {
    createSchedule(db, t0, { screenId: "eid", runAt: minutes(10), document: doc("eid-day"), note: "Eid", createdBy: "p@x", end: { at: minutes(20) } });
    expect(fireDueSchedules(db, minutes(9))).toEqual([]);
    expect(live()).toBe(doc("v1"));
    const [fired] = fireDueSchedules(db, minutes(10));
    expect(fired).toMatchObject({ state: "fired", firedVersion: 2 });
    expect(live()).toBe(doc("eid-day"));
    expect(latestVersion(db, "eid")?.author).toBe("schedule:p@x");
    fireDueSchedules(db, minutes(21));
    expect(live()).toBe(doc("v1"));
    expect(latestVersion(db, "eid")?.version).toBe(3);
  });

  test("a time missed while the service was down fires when the scheduler starts", () => {
    vi.useFakeTimers({ now: t0 });
    createSchedule(db, t0, { screenId: "eid", runAt: minutes(5), document: doc("ramadan"), note: "Ramadan", createdBy: "p@x" });
    // The service is down from t0 to t0 + 30 min: nothing runs. It starts again then.
    vi.setSystemTime(minutes(30));
    const scheduler = startScheduler(db, () => new Date());
    expect(live()).toBe(doc("ramadan"));
    scheduler.stop();
  });

  test("the running scheduler fires a change within its tick after the time", () => {
    vi.useFakeTimers({ now: t0 });
    const scheduler = startScheduler(db, () => new Date(), { intervalMs: 1000 });
    createSchedule(db, t0, { screenId: "eid", runAt: minutes(1), document: doc("later"), note: "later", createdBy: "p@x" });
    vi.advanceTimersByTime(59_000);
    expect(live()).toBe(doc("v1"));
    vi.advanceTimersByTime(1_000);
    expect(live()).toBe(doc("later"));
    scheduler.stop();
  });

  test("a cancelled start cancels its end, and nothing fires", () => {
    const [start] = createSchedule(db, t0, { screenId: "eid", runAt: minutes(10), document: doc("x"), note: "x", createdBy: "p@x", end: { at: minutes(20) } });
    expect(start && cancelSchedule(db, start.id)).toBe(true);
    expect(fireDueSchedules(db, minutes(30))).toEqual([]);
    expect(listSchedules(db).map((change) => change.state)).toEqual(["cancelled", "cancelled"]);
    expect(live()).toBe(doc("v1"));
  });

  test("the time machine applies every change due by then without changing anything live", () => {
    createSchedule(db, t0, { screenId: "eid", runAt: minutes(10), document: doc("eid-day"), note: "Eid", createdBy: "p@x", end: { at: minutes(20) } });
    createSchedule(db, t0, { screenId: "eid", runAt: minutes(15), document: doc("eid-evening"), note: "evening", createdBy: "p@x" });
    expect(documentAt(db, "eid", minutes(5))).toBe(doc("v1"));
    expect(documentAt(db, "eid", minutes(10))).toBe(doc("eid-day"));
    expect(documentAt(db, "eid", minutes(16))).toBe(doc("eid-evening"));
    // The end restores what the start replaced (v1), after the evening change, as the scheduler will do.
    expect(documentAt(db, "eid", minutes(25))).toBe(doc("v1"));
    expect(documentAt(db, "new-screen", minutes(25))).toBeUndefined();
    expect(live()).toBe(doc("v1"));
    expect(latestVersion(db, "eid")?.version).toBe(1);
  });
});
