import { describe, expect, expectTypeOf, test } from "vitest";
import type { MatchEvent, MatchLive } from "@/domain/sports/types";
import { type LiveEvent, parseLiveSnapshot, snapshotChanged, toLiveSnapshot } from "./liveSnapshot";
import { homeGoal, snapshotAt } from "./testing/sampleMatch";

const matchLive: MatchLive = {
  fixture: {
    id: "g10095",
    tournamentId: "c1",
    matchday: 14,
    kickOff: "2026-05-14T13:30:00.000Z",
    status: "live",
    home: { id: "t101", name: "Red Sea Mariners", shortName: "Mariners", code: "RSM" },
    away: { id: "t102", name: "Hejaz Eagles", shortName: "Eagles", code: "HEJ" },
    score: { home: 1, away: 0 },
    venue: { id: "v101", name: "Corniche Stadium", city: "Jeddah", capacity: 42000 },
    broadcast: { channelId: "523", start: "2026-05-14T13:30:00.000Z", end: "2026-05-14T15:26:00.000Z" },
  },
  phase: "firstHalf",
  clock: { minute: 31, addedTime: 0 },
  events: [homeGoal("g10095-3", 12, { home: 1, away: 0 })],
  asOf: "2026-05-14T14:00:00.000Z",
};

describe("the live snapshot built on the server", () => {
  test("keeps what the page shows and drops the venue and the broadcast", () => {
    const snapshot = toLiveSnapshot(matchLive);
    expect(snapshot).toEqual(snapshotAt({ score: { home: 1, away: 0 }, clock: { minute: 31, addedTime: 0 }, events: matchLive.events, asOf: "2026-05-14T14:00:00.000Z" }));
    expect(JSON.stringify(snapshot)).not.toMatch(/venue|broadcast|Corniche|523/);
  });

  test("has no score, phase or clock before kick-off, and survives the trip as JSON", () => {
    const { score: _score, ...fixture } = matchLive.fixture;
    const scheduled = toLiveSnapshot({ fixture: { ...fixture, status: "scheduled" }, events: [], asOf: matchLive.asOf });
    expect(["score", "phase", "clock"].filter((key) => key in scheduled)).toEqual([]);
    expect(parseLiveSnapshot(JSON.parse(JSON.stringify(scheduled)))).toEqual(scheduled);
  });

  test("keeps the domain's event shape, so the sports views take its events as they are", () => {
    expectTypeOf<LiveEvent>().toExtend<MatchEvent>();
  });
});

describe("the JSON fallback's check in the browser", () => {
  test("accepts a snapshot as the route sends it", () => {
    const sent = JSON.parse(JSON.stringify(toLiveSnapshot(matchLive)));
    expect(parseLiveSnapshot(sent)?.score).toEqual({ home: 1, away: 0 });
  });

  test("drops keys it does not know, so nothing unexpected reaches the page", () => {
    expect(parseLiveSnapshot({ ...snapshotAt(), injected: "<script>" })).toEqual(snapshotAt());
  });

  test.each([
    ["not an object", "match"],
    ["an unknown status", { ...snapshotAt(), status: "abandoned" }],
    ["a negative score", { ...snapshotAt(), score: { home: -1, away: 0 } }],
    ["a fractional minute", { ...snapshotAt(), clock: { minute: 10.5, addedTime: 0 } }],
    ["an unknown event type", { ...snapshotAt(), events: [{ ...homeGoal("e1", 3, { home: 1, away: 0 }), type: "streaker" }] }],
    ["an event with a null player (the service's wire, not this snapshot)", { ...snapshotAt(), events: [{ ...homeGoal("e1", 3, { home: 1, away: 0 }), player: null }] }],
    ["a missing fixture id", { ...snapshotAt(), fixtureId: "" }],
    ["no events list", { ...snapshotAt(), events: undefined }],
  ])("refuses %s", (_case, value) => {
    expect(parseLiveSnapshot(value)).toBeUndefined();
  });
});

describe("whether a snapshot changed", () => {
  test("is no when only the service's time moved", () => {
    expect(snapshotChanged(snapshotAt(), snapshotAt({ asOf: "2026-05-14T13:39:35.000Z" }))).toBe(false);
  });

  test("is no for the same content with its keys in another order", () => {
    const reordered = Object.fromEntries(Object.entries(snapshotAt()).reverse());
    const parsed = parseLiveSnapshot(reordered) ?? snapshotAt({ fixtureId: "not parsed" });
    expect(snapshotChanged(snapshotAt(), parsed)).toBe(false);
  });

  test.each([
    ["the minute", { clock: { minute: 11, addedTime: 0 } }],
    ["the score", { score: { home: 1, away: 0 } }],
    ["the phase", { phase: "halfTime" as const }],
    ["the status", { status: "finished" as const }],
    ["an event", { events: [homeGoal("e1", 10, { home: 1, away: 0 })] }],
  ])("is yes when %s changed", (_what, changes) => {
    expect(snapshotChanged(snapshotAt(), snapshotAt(changes))).toBe(true);
  });
});
