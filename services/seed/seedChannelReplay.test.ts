import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { openDatabase } from "../db/openDatabase";
import { createGuideChannels } from "../content/guideChannels";
import { channelReplayFields } from "../content/toWireProduct";
import { prepareDatabase } from "./seedDatabase";
import { seedChannelReplay } from "./seedChannelReplay";

let dataDir: string;
let db: Database.Database;

beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "shasha-channel-replay-"));
  db = openDatabase(dataDir);
  prepareDatabase(db, { now: new Date("2026-05-14T14:00:00Z") });
});
afterAll(() => {
  db.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const rights = (id: string) => {
  const row = createGuideChannels(db).byId(id);
  if (!row) throw new Error(`no channel ${id}`);
  return channelReplayFields(row);
};

describe("the channels' start-over and catch-up", () => {
  test("every seeded channel has its rights: a week of catch-up unless its licence says less", () => {
    const count = z.object({ n: z.number() }).parse(db.prepare("SELECT COUNT(*) AS n FROM channel_replay").get()).n;
    expect(count).toBe(createGuideChannels(db).kinds().length);
    expect(rights("501")).toEqual({ startoverEnabled: true, catchupDays: 7 });
    expect(rights("504")).toEqual({ startoverEnabled: true, catchupDays: 3 });
    expect(rights("511")).toEqual({ startoverEnabled: true, catchupDays: 1 });
    expect(rights("517")).toEqual({ startoverEnabled: false, catchupDays: 0 });
  });

  test("a database seeded before they existed gets them on its next start, once", () => {
    db.prepare("DELETE FROM channel_replay").run();
    db.prepare("DELETE FROM meta WHERE key = 'channelReplaySeedVersion'").run();
    // Until then a channel allows neither: rights are granted, never assumed.
    expect(rights("501")).toEqual({ startoverEnabled: false, catchupDays: 0 });
    prepareDatabase(db, { now: new Date("2026-05-15T14:00:00Z") });
    expect(rights("501")).toEqual({ startoverEnabled: true, catchupDays: 7 });
    expect(seedChannelReplay(db)).toBe(0);
  });
});
