import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { scoringEventTypes } from "@/domain/sports/matchEvents";
import { eventOffsetMs, matchLengthMinutes, minuteMs } from "./seasonClock";
import type { Fixture } from "./sportsStore";
import { readShowcaseMinuteMs } from "./sportsOptions";
import { kitStart, type SportsKit, startSportsKit } from "./sportsTestKit";

describe("SPORTS_SHOWCASE_MINUTE_MS", () => {
  test.each([
    [undefined, minuteMs],
    ["", minuteMs],
    [" 1000 ", 1000],
    ["100", 100],
    ["60000", 60_000],
  ])("reads %j as a minute of %i ms", (value, expected) => {
    expect(readShowcaseMinuteMs(value)).toBe(expected);
  });

  test.each(["99", "60001", "1.5", "fast", "-1000"])("refuses %j, naming the variable", (value) => {
    expect(() => readShowcaseMinuteMs(value)).toThrow(/SPORTS_SHOWCASE_MINUTE_MS/);
  });
});

const liveReply = z.object({
  fixture: z.object({ status: z.string(), kickOff: z.string(), score: z.object({ home: z.number(), away: z.number() }).nullable() }),
  phase: z.string().nullable(),
  clock: z.object({ minute: z.number(), addedTime: z.number() }).nullable(),
  events: z.array(z.object({ eventId: z.string() })),
});

describe("the showcase at a minute of one second, through the live call", () => {
  let kit: SportsKit;
  let showcase: Fixture;
  const start = Date.parse(kitStart);
  beforeAll(async () => {
    kit = await startSportsKit(kitStart, { showcaseMinuteMs: 1000 });
    const found = kit.store.fixturesOf("c1").find((fixture) => fixture.showcase);
    if (found === undefined) throw new Error("The seed has no showcase match.");
    showcase = found;
  });
  afterAll(() => kit.close());

  const live = async (now: number) => {
    kit.setNow(now);
    const reply = await kit.get(`/sports/match/${showcase.id}/live`);
    expect(reply.status).toBe(200);
    return liveReply.parse(reply.body);
  };

  test("is 30 minutes in at the start, and kicked off 30 s of wall time earlier", async () => {
    const reply = await live(start);
    expect(reply.clock).toEqual({ minute: 31, addedTime: 0 });
    expect(reply.fixture.kickOff).toBe(new Date(start - 30_000).toISOString());
  });

  test("reveals a second-half goal within seconds, with the score", async () => {
    const goal = showcase.events.find((event) => scoringEventTypes.has(event.type) && event.period === 2);
    if (goal === undefined) throw new Error("The showcase has no second-half goal.");
    // A match minute is 1000 ms of wall time: ms into the match / 60 (rounded up to the wall clock's whole ms).
    const when = Math.ceil(start - 30_000 + eventOffsetMs(goal, showcase.firstHalfAdded) / 60);
    const before = await live(when - 1000);
    const after = await live(when);
    expect(when - start).toBeLessThan(matchLengthMinutes(showcase) * 1000);
    expect(after.events.length).toBeGreaterThan(before.events.length);
    expect(after.events.at(-1)?.eventId).toBe(`${showcase.id}-${goal.seq}`);
    expect((after.fixture.score?.home ?? 0) + (after.fixture.score?.away ?? 0)).toBe((before.fixture.score?.home ?? 0) + (before.fixture.score?.away ?? 0) + 1);
  });

  test("leaves the other matches in real time", async () => {
    kit.setNow(start);
    const other = kit.store.fixturesOf("c1").find((fixture) => !fixture.showcase && fixture.matchday === showcase.matchday);
    if (other === undefined) throw new Error("The showcase's matchday has no other match.");
    const first = await kit.get(`/sports/match/${other.id}/live`);
    kit.setNow(start + 60_000);
    const later = await kit.get(`/sports/match/${other.id}/live`);
    expect(liveReply.parse(first.body).fixture.kickOff).toBe(liveReply.parse(later.body).fixture.kickOff);
  });
});
