import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { verifyRevalidation } from "@/domain/revalidationSignal";
import { migrate } from "../db/migrate";
import { openDatabase } from "../db/openDatabase";
import { fireDueSchedules, createSchedule } from "./schedule";
import { startRevalidationSender, type RevalidationSender } from "./revalidationOutbox";
import { appendVersion } from "./versionStore";

const doc = (label: string): string => JSON.stringify({ schemaVersion: "1.0", id: "eid", title: { key: label }, blocks: [] });
const secret = "outbox-test-secret";

let db: Database.Database;
let clock: number;
let sender: RevalidationSender | undefined;
const now = () => new Date(clock);

beforeEach(() => {
  db = openDatabase(mkdtempSync(path.join(tmpdir(), "shasha-outbox-")));
  migrate(db);
  clock = Date.parse("2026-11-23T12:00:00Z");
});
afterEach(() => {
  sender?.stop();
  db.close();
});

/** An app that answers with the given statuses in turn, and records what it was sent. */
function app(...statuses: number[]) {
  const received: { body: string; signed: boolean }[] = [];
  const fetchImpl = vi.fn<typeof fetch>(async (_url, init) => {
    const body = typeof init?.body === "string" ? init.body : "";
    received.push({ body, signed: verifyRevalidation(new Headers(init?.headers).get("x-shasha-signature"), body, secret, clock) });
    return new Response("{}", { status: statuses[Math.min(received.length - 1, statuses.length - 1)] ?? 200 });
  });
  return { fetchImpl, received };
}

const publish = (label: string, reason: "publish" | "rollback" = "publish") =>
  appendVersion(db, "eid", { author: "p@x", now: now(), reason }, () => ({ document: doc(label), summary: label }));

describe("the publish signal's outbox", () => {
  test("every new version is announced to the app once, signed", async () => {
    const target = app(200);
    sender = startRevalidationSender(db, { url: "http://app/api/revalidate", secret, now, fetchImpl: target.fetchImpl, intervalMs: 60_000 });
    publish("v1");
    await sender.tick();
    await sender.tick();
    expect(target.received).toEqual([{ body: JSON.stringify({ screenId: "eid", reason: "publish", version: 1 }), signed: true }]);
  });

  test("a signal the app does not take (down, or its shared cache unreachable) is sent again with backoff, not lost", async () => {
    const target = app(503, 503, 200);
    const errors: string[] = [];
    sender = startRevalidationSender(db, { url: "http://app/api/revalidate", secret, now, fetchImpl: target.fetchImpl, intervalMs: 60_000, onError: (message) => errors.push(message) });
    publish("v1");
    await sender.tick();
    await sender.tick();
    expect(target.received).toHaveLength(1);
    clock += 250;
    await sender.tick();
    expect(target.received).toHaveLength(2);
    clock += 400;
    await sender.tick();
    expect(target.received).toHaveLength(2);
    clock += 100;
    await sender.tick();
    expect(target.received).toHaveLength(3);
    clock += 60_000;
    await sender.tick();
    expect(target.received).toHaveLength(3);
    expect(errors).toHaveLength(1);
  });

  test("the newest signal of a screen stands for the older ones; a rollback and a scheduled change are announced too", async () => {
    const target = app(200);
    sender = startRevalidationSender(db, { url: "http://app/api/revalidate", secret, now, fetchImpl: target.fetchImpl, intervalMs: 60_000 });
    publish("v1");
    publish("v2");
    publish("v1 again", "rollback");
    await sender.tick();
    expect(target.received.map((item) => JSON.parse(item.body))).toEqual([{ screenId: "eid", reason: "rollback", version: 3 }]);
    createSchedule(db, now(), { screenId: "eid", runAt: new Date(clock + 1000), document: doc("later"), note: "later", createdBy: "p@x" });
    clock += 1000;
    fireDueSchedules(db, now());
    await sender.tick();
    expect(JSON.parse(target.received.at(-1)?.body ?? "{}")).toEqual({ screenId: "eid", reason: "schedule", version: 4 });
  });

  test("a signal older than an hour is given up", async () => {
    const target = app(503);
    sender = startRevalidationSender(db, { url: "http://app/api/revalidate", secret, now, fetchImpl: target.fetchImpl, intervalMs: 60_000 });
    publish("v1");
    clock += 61 * 60_000;
    await sender.tick();
    await sender.tick();
    expect(target.received).toEqual([]);
  });
});
