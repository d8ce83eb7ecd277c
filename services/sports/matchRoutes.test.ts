import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { scoringEventTypes } from "@/domain/sports/matchEvents";
import { eventOffsetMs, kickOffAt, minuteMs } from "./seasonClock";
import { currentMatchday, fixtureAt, fixturesAt } from "./sportsQueries";
import { createSportsStore, type Fixture } from "./sportsStore";
import { kitStart, type SportsKit, startSportsKit } from "./sportsTestKit";

let kit: SportsKit;
let showcase: Fixture;
beforeAll(async () => {
  kit = await startSportsKit();
  const found = kit.store.fixturesOf("c1").find((fixture) => fixture.showcase);
  if (found === undefined) throw new Error("The seed has no showcase match.");
  showcase = found;
});
afterEach(() => kit.setNow(kitStart));
afterAll(() => kit.close());

const playerRef = z.object({ playerId: z.string(), name: z.string(), shirtNumber: z.number(), position: z.string() });
const event = z.object({
  eventId: z.string(),
  type: z.string(),
  period: z.number(),
  minute: z.number(),
  addedTime: z.number(),
  teamId: z.string(),
  player: playerRef.nullable(),
  secondPlayer: playerRef.nullable(),
  score: z.object({ home: z.number(), away: z.number() }).nullable(),
  detail: z.string().nullable(),
});
const fixtureShape = z.object({ fixtureId: z.string(), status: z.string(), kickOff: z.string(), score: z.object({ home: z.number(), away: z.number() }).nullable() });
const live = z.object({
  fixture: fixtureShape,
  phase: z.string().nullable(),
  clock: z.object({ minute: z.number(), addedTime: z.number() }).nullable(),
  events: z.array(event),
  asOf: z.string(),
});
const lineup = z.object({ teamId: z.string(), formation: z.string(), starting: z.array(playerRef), bench: z.array(playerRef) });

async function get<S extends z.ZodType>(target: string, schema: S, language = "en"): Promise<z.output<S>> {
  const reply = await kit.get(target, language);
  if (reply.status !== 200) throw new Error(`${target} answered ${reply.status}`);
  return schema.parse(reply.body);
}

const start = Date.parse(kitStart);
const kickOff = start - 30 * minuteMs;
const at = (fixture: Fixture, offset: number) => kickOffAt(fixture, kit.store.clock, start) + offset;

describe("the live match", () => {
  test("is live from the start, 30 minutes in, with the events of those 30 minutes only", async () => {
    const reply = await get(`/sports/match/${showcase.id}/live`, live);
    expect(reply.fixture).toMatchObject({ status: "live", kickOff: new Date(kickOff).toISOString() });
    expect([reply.phase, reply.clock]).toEqual(["firstHalf", { minute: 31, addedTime: 0 }]);
    const passed = showcase.events.filter((e) => eventOffsetMs(e, showcase.firstHalfAdded) <= 30 * minuteMs);
    expect(reply.events.map((e) => e.eventId)).toEqual(passed.map((e) => `${showcase.id}-${e.seq}`));
    expect(reply.asOf).toBe(kitStart);
  });

  test("reveals each event when the clock passes its minute, and the score with it", async () => {
    const goal = showcase.events.find((e) => scoringEventTypes.has(e.type) && e.period === 2);
    if (goal === undefined) throw new Error("The showcase has no second-half goal.");
    const when = at(showcase, eventOffsetMs(goal, showcase.firstHalfAdded));
    kit.setNow(when - 1000);
    const before = await get(`/sports/match/${showcase.id}/live`, live);
    kit.setNow(when);
    const after = await get(`/sports/match/${showcase.id}/live`, live);
    expect(before.events.some((e) => e.eventId === `${showcase.id}-${goal.seq}`)).toBe(false);
    const revealed = after.events.at(-1);
    expect(revealed?.eventId).toBe(`${showcase.id}-${goal.seq}`);
    expect(after.clock).toEqual({ minute: goal.minute, addedTime: goal.addedTime });
    const total = (score: { home: number; away: number } | null) => (score?.home ?? 0) + (score?.away ?? 0);
    expect(total(after.fixture.score)).toBe(total(before.fixture.score) + 1);
    expect(revealed?.score).toEqual(after.fixture.score);
  });

  test("goes to half-time, and when it ends kicks off again: it is always live", async () => {
    kit.setNow(kickOff + (45 + showcase.firstHalfAdded + 5) * minuteMs);
    expect(await get(`/sports/match/${showcase.id}/live`, live)).toMatchObject({ phase: "halfTime", fixture: { status: "live" } });
    for (const hours of [2, 7, 50]) {
      kit.setNow(start + hours * 60 * minuteMs);
      const reply = await get(`/sports/match/${showcase.id}/live`, live);
      expect(reply.fixture.status).toBe("live");
      expect(Date.parse(reply.fixture.kickOff)).toBeLessThanOrEqual(start + hours * 60 * minuteMs);
    }
    const reply = await kit.get(`/sports/match/${showcase.id}/post`);
    expect(reply.status).toBe(409);
  });
});

describe("before and after a match", () => {
  const finished = () => fixturesAt(kit.store, "c1", start).filter((f) => f.state.status === "finished");

  test("pre: the line-ups an hour before kick-off, not earlier; eleven each, the goalkeeper first", async () => {
    const next = fixturesAt(kit.store, "c2", start).find((f) => f.state.status === "scheduled" && f.kickOff > start + 2 * 60 * minuteMs);
    if (next === undefined) throw new Error("No later fixture");
    const pre = z.object({ fixture: fixtureShape, lineups: z.object({ home: lineup, away: lineup }).nullable() });
    expect((await get(`/sports/match/${next.fixture.id}/pre`, pre)).lineups).toBeNull();
    kit.setNow(next.kickOff - 60 * minuteMs);
    const announced = await get(`/sports/match/${next.fixture.id}/pre`, pre);
    for (const side of [announced.lineups?.home, announced.lineups?.away]) {
      expect(side?.starting).toHaveLength(11);
      expect(side?.starting[0]?.position).toBe("GK");
      expect(side?.bench.length).toBeGreaterThan(0);
    }
    const notStarted = await get(`/sports/match/${next.fixture.id}/live`, z.object({ fixture: fixtureShape, events: z.array(event) }));
    expect(notStarted).toMatchObject({ fixture: { status: "scheduled", score: null }, events: [] });
    expect((await kit.get(`/sports/match/${next.fixture.id}/post`)).status).toBe(409);
  });

  test("post: the final and half-time score from the timeline, cards counted from it", async () => {
    const match = finished().find((f) => f.fixture.events.some((e) => e.type === "substitution") && f.fixture.events.some((e) => scoringEventTypes.has(e.type)));
    if (match === undefined) throw new Error("No finished match with goals");
    const post = await get(
      `/sports/match/${match.fixture.id}/post`,
      z.object({
        fixture: fixtureShape,
        halfTime: z.object({ home: z.number(), away: z.number() }),
        fullTime: z.object({ home: z.number(), away: z.number() }),
        events: z.array(event),
        stats: z.object({ home: z.object({ yellowCards: z.number(), shotsOnTarget: z.number(), possession: z.number() }), away: z.object({ possession: z.number() }) }),
      }),
    );
    expect(post.fixture.score).toEqual(post.fullTime);
    expect(post.events).toHaveLength(match.fixture.events.length);
    const goals = post.events.filter((e) => e.score !== null);
    expect(goals.at(-1)?.score).toEqual(post.fullTime);
    expect(goals.filter((e) => e.period === 1).at(-1)?.score ?? { home: 0, away: 0 }).toEqual(post.halfTime);
    expect(post.stats.home.yellowCards).toBe(post.events.filter((e) => e.type === "yellowCard" && e.teamId === match.fixture.homeTeamId).length);
    expect(post.stats.home.possession + post.stats.away.possession).toBe(100);
    const sub = post.events.find((e) => e.type === "substitution");
    expect(sub?.player).not.toBeNull();
    expect(sub?.secondPlayer).not.toBeNull();
  });

  test("an own goal counts for the other team: its scorer plays for the team that conceded", async () => {
    const match = finished().find((f) => f.fixture.events.some((e) => e.type === "ownGoal"));
    const ownGoal = match?.fixture.events.find((e) => e.type === "ownGoal");
    if (match === undefined || ownGoal === undefined) throw new Error("No own goal in the played matches");
    const reply = await get(`/sports/match/${match.fixture.id}/live`, live, "ar");
    const wire = reply.events.find((e) => e.eventId === `${match.fixture.id}-${ownGoal.seq}`);
    expect(wire?.teamId).toBe(ownGoal.teamId);
    expect(kit.store.player(wire?.player?.playerId ?? "")?.teamId).not.toBe(ownGoal.teamId);
    expect(wire?.player?.name).toMatch(/[\u0600-\u06FF]/);
  });
});

describe("the season on the calendar, whatever day and hour the suite starts", () => {
  test.each(["2026-01-01T00:05:00.000Z", "2026-05-14T14:00:00.000Z", "2026-08-30T23:55:00.000Z", "2027-03-02T12:00:00.000Z"])("started %s", (started) => {
    const store = createSportsStore(kit.db, new Date(started));
    const now = Date.parse(started);
    for (const [tournamentId, liveMatchday] of [["c1", 14], ["c2", 12]] as const) {
      const fixtures = fixturesAt(store, tournamentId, now);
      const of = (matchday: number) => fixtures.filter((f) => f.fixture.matchday === matchday).map((f) => f.state.status);
      for (let matchday = 1; matchday < liveMatchday; matchday += 1) expect(new Set(of(matchday))).toEqual(new Set(["finished"]));
      expect(of(liveMatchday)).toContain("finished");
      expect(of(liveMatchday).some((status) => status !== "finished")).toBe(true);
      expect(new Set(fixtures.filter((f) => f.fixture.matchday > liveMatchday).map((f) => f.state.status))).toEqual(new Set(["scheduled"]));
      expect(currentMatchday(fixtures)).toBe(liveMatchday);
    }
    const featured = store.fixture(showcase.id);
    if (featured === undefined) throw new Error("No showcase");
    expect(fixtureAt(store, featured, now).state.status).toBe("live");
  });
});
