import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { scorerEventTypes } from "@/domain/sports/matchEvents";
import { type SportsKit, startSportsKit } from "./sportsTestKit";

let kit: SportsKit;
beforeAll(async () => {
  kit = await startSportsKit();
});
afterAll(() => kit.close());

const teamRef = z.object({ teamId: z.string(), name: z.string(), shortName: z.string(), code: z.string() });
const score = z.object({ home: z.number(), away: z.number() });
const fixture = z.object({
  fixtureId: z.string(),
  matchday: z.number(),
  kickOff: z.string(),
  status: z.enum(["scheduled", "live", "finished"]),
  home: teamRef,
  away: teamRef,
  score: score.nullable(),
  broadcast: z.object({ channelId: z.string(), start: z.string(), end: z.string() }).nullable(),
});
const fixtures = z.object({ fixtures: z.array(fixture) });
const errorBody = z.object({ error: z.object({ status: z.number(), code: z.string(), message: z.string() }) });
const standing = z.object({ rank: z.number(), team: teamRef, played: z.number(), won: z.number(), drawn: z.number(), lost: z.number(), goalsFor: z.number(), goalsAgainst: z.number(), goalDifference: z.number(), points: z.number() });

async function body<S extends z.ZodType>(target: string, schema: S, language = "en"): Promise<z.output<S>> {
  const reply = await kit.get(target, language);
  if (reply.status !== 200) throw new Error(`${target} answered ${reply.status}`);
  return schema.parse(reply.body);
}

describe("tournaments and their calendars", () => {
  test("two tournaments, the middle matchday current, names in the language header's language", async () => {
    const list = z.object({ tournaments: z.array(z.object({ tournamentId: z.string(), name: z.string(), teamCount: z.number(), matchdayCount: z.number(), currentMatchday: z.number() })) });
    const english = await body("/sports/tournaments", list);
    expect(english.tournaments.map((t) => [t.tournamentId, t.name, t.teamCount, t.matchdayCount, t.currentMatchday])).toEqual([
      ["c1", "Peninsula Pro League", 14, 26, 14],
      ["c2", "Nile Premier League", 12, 22, 12],
    ]);
    expect((await body("/sports/tournaments", list, "ar")).tournaments[0]?.name).toBe("دوري الجزيرة للمحترفين");
    expect((await body("/sports/tournaments", list, "fr")).tournaments[1]?.name).toBe("Première Ligue du Nil");
    const reply = await kit.get("/sports/tournaments");
    expect(reply.headers.get("cache-control")).toBe("no-store");
    expect(reply.headers.get("content-type")).toContain("application/json");
  });

  test("the calendar: earlier matchdays played, the current one in progress, later ones upcoming", async () => {
    const calendar = await body(
      "/sports/soccerData/calendars?tournamentId=c1",
      z.object({ currentMatchday: z.number(), matchdays: z.array(z.object({ matchday: z.number(), startDate: z.string(), endDate: z.string(), status: z.string(), fixtures: z.array(fixture) })) }),
    );
    expect(calendar.matchdays).toHaveLength(26);
    for (const matchday of calendar.matchdays) {
      expect(matchday.fixtures).toHaveLength(7);
      const expected = matchday.matchday < 14 ? "played" : matchday.matchday === 14 ? "inProgress" : "upcoming";
      expect([matchday.matchday, matchday.status]).toEqual([matchday.matchday, expected]);
      expect(Date.parse(matchday.startDate)).toBeLessThanOrEqual(Date.parse(matchday.endDate));
    }
    const current = calendar.matchdays[13]?.fixtures ?? [];
    expect(new Set(current.map((f) => f.status))).toEqual(new Set(["finished", "live", "scheduled"]));
    expect(current.filter((f) => f.status === "scheduled").every((f) => f.score === null)).toBe(true);
  });

  test("a tournament's teams, a team's squad and its card", async () => {
    const teams = await body("/sports/soccerData/teams?tournamentId=c2", z.object({ teams: z.array(teamRef) }));
    expect(teams.teams).toHaveLength(12);
    expect(await body("/sports/tournaments/c2/teams", z.object({ teams: z.array(teamRef) }))).toEqual(teams);
    const squad = await body("/sports/soccerData/squad?teamId=t101", z.object({ team: teamRef, squad: z.array(z.object({ playerId: z.string(), shirtNumber: z.number(), position: z.string(), nationality: z.string() })) }));
    expect(squad.team.name).toBe("Najd Falcons");
    expect(squad.squad.length).toBeGreaterThanOrEqual(22);
    expect(new Set(squad.squad.map((p) => p.shirtNumber)).size).toBe(squad.squad.length);
    expect(squad.squad[0]).toMatchObject({ position: "GK", shirtNumber: 1 });
    const about = await body("/sports/soccerData/about?teamId=t201", z.object({ team: z.object({ founded: z.number(), city: z.string(), colours: z.array(z.object({ hex: z.string(), name: z.string() })), venue: z.object({ name: z.string(), capacity: z.number() }) }) }), "fr");
    expect(about.team).toMatchObject({ founded: 1911, city: "Le Caire", venue: { name: "Stade des Rives du Nil", capacity: 60_000 } });
    expect(about.team.colours.map((c) => c.name)).toEqual(["Rouge", "Or"]);
  });
});

describe("tables computed from the results", () => {
  test("the table agrees with the results: points are 3 × won + drawn, ordered by points, difference, goals", async () => {
    const { standings } = await body("/sports/tournaments/c1/ranking", z.object({ standings: z.array(standing) }));
    const { fixtures: results } = await body("/sports/results?tournamentId=c1", fixtures);
    expect(results.length).toBeGreaterThanOrEqual(13 * 7);
    for (const row of standings) {
      const own = results.filter((f) => f.home.teamId === row.team.teamId || f.away.teamId === row.team.teamId);
      const sides: [number, number][] = own.map((f) => (f.home.teamId === row.team.teamId ? [f.score?.home ?? 0, f.score?.away ?? 0] : [f.score?.away ?? 0, f.score?.home ?? 0]));
      expect(row.points).toBe(3 * row.won + row.drawn);
      expect([row.played, row.won, row.drawn, row.lost]).toEqual([own.length, sides.filter(([a, b]) => a > b).length, sides.filter(([a, b]) => a === b).length, sides.filter(([a, b]) => a < b).length]);
      expect([row.goalsFor, row.goalsAgainst]).toEqual([sides.reduce((sum, [a]) => sum + a, 0), sides.reduce((sum, [, b]) => sum + b, 0)]);
    }
    expect(standings.map((row) => row.rank)).toEqual(standings.map((_, index) => index + 1));
    const keys = standings.map((row) => [row.points, row.goalDifference, row.goalsFor].map((n) => String(n + 1000).padStart(5, "0")).join("/"));
    expect(keys).toEqual(keys.toSorted().reverse());
  });

  test("top scorers count goals and penalty goals from the timelines, never own goals", async () => {
    const { scorers } = await body("/sports/tournaments/c1/topScorers?limit=5", z.object({ scorers: z.array(z.object({ rank: z.number(), player: z.object({ playerId: z.string() }), goals: z.number(), penaltyGoals: z.number() })) }));
    expect(scorers).toHaveLength(5);
    const { fixtures: results } = await body("/sports/results?tournamentId=c1", fixtures);
    const finished = new Set(results.map((f) => f.fixtureId));
    const tally = new Map<string, number>();
    let ownGoals = 0;
    for (const match of kit.store.fixturesOf("c1").filter((f) => finished.has(f.id))) {
      for (const event of match.events) {
        if (event.type === "ownGoal") ownGoals += 1;
        if (scorerEventTypes.has(event.type) && event.playerId !== undefined) tally.set(event.playerId, (tally.get(event.playerId) ?? 0) + 1);
      }
    }
    expect(ownGoals).toBeGreaterThan(0);
    const best = Math.max(...tally.values());
    expect(scorers[0]?.goals).toBe(best);
    for (const scorer of scorers) expect(scorer.goals).toBe(tally.get(scorer.player.playerId));
  });

  test("statistics: totals and per team agree with the results", async () => {
    const stats = await body("/sports/tournaments/c2/stats", z.object({ totals: z.object({ matchesPlayed: z.number(), goals: z.number() }), teams: z.array(z.object({ team: teamRef, played: z.number(), goalsFor: z.number(), cleanSheets: z.number() })) }));
    const { fixtures: results } = await body("/sports/results?tournamentId=c2", fixtures);
    expect(stats.totals.matchesPlayed).toBe(results.length);
    expect(stats.totals.goals).toBe(results.reduce((sum, f) => sum + (f.score?.home ?? 0) + (f.score?.away ?? 0), 0));
    expect(stats.teams.reduce((sum, row) => sum + row.goalsFor, 0)).toBe(stats.totals.goals);
    const cleanSheets = results.filter((f) => f.score?.away === 0).length + results.filter((f) => f.score?.home === 0).length;
    expect(stats.teams.reduce((sum, row) => sum + row.cleanSheets, 0)).toBe(cleanSheets);
  });
});

describe("fixtures and results lists", () => {
  test("by matchday and between two times; the content calls answer the same", async () => {
    const matchday = await body("/sports/fixtures?tournamentId=c2&matchday=15", fixtures);
    expect(matchday.fixtures).toHaveLength(6);
    expect(matchday.fixtures.every((f) => f.status === "scheduled" && f.matchday === 15)).toBe(true);
    const request = encodeURIComponent(JSON.stringify({ tournamentId: "c2", matchday: 15 }));
    expect(await body(`/content/product/fixtures?request=${request}`, fixtures)).toEqual(matchday);
    const week = await body(`/sports/results?from=2026-05-07T00:00:00Z&to=2026-05-14T00:00:00%2B03:00`, fixtures);
    expect(week.fixtures.length).toBeGreaterThan(0);
    expect(week.fixtures.every((f) => f.status === "finished" && f.kickOff >= "2026-05-07" && Date.parse(f.kickOff) <= Date.parse("2026-05-13T21:00:00Z"))).toBe(true);
    expect(new Set(week.fixtures.map((f) => f.fixtureId.slice(0, 2)))).toEqual(new Set(["g1", "g2"]));
    const sorted = week.fixtures.map((f) => Date.parse(f.kickOff));
    expect(sorted).toEqual(sorted.toSorted((a, b) => a - b));
  });

  test("televised fixtures name a seeded sport channel; some are not televised", async () => {
    const { fixtures: all } = await body("/sports/fixtures?tournamentId=c2", fixtures);
    const channels = new Set(all.flatMap((f) => (f.broadcast === null ? [] : [f.broadcast.channelId])));
    expect(channels).toEqual(new Set(["509", "510"]));
    expect(all.some((f) => f.broadcast === null)).toBe(true);
  });

  test.each([
    ["/sports/fixtures?matchday=3", "invalid-query"],
    ["/sports/fixtures?tournamentId=c1&matchday=0", "invalid-query"],
    ["/sports/fixtures?tournamentId=c1&matchday=two", "invalid-query"],
    ["/sports/results?from=yesterday", "invalid-query"],
    ["/sports/results?from=2026-05-10T00:00:00", "invalid-query"],
    ["/sports/results?from=2026-05-10T00:00:00Z&to=2026-05-01T00:00:00Z", "invalid-query"],
    ["/sports/results?tournamentId=c1&matchday=2&from=2026-05-10T00:00:00Z", "invalid-query"],
    ["/content/product/results?request=%7Bnot", "invalid-json"],
    ["/content/product/results?request=%7B%22matchday%22%3A%222%22%7D", "invalid-request"],
    ["/sports/soccerData/calendars", "invalid-query"],
    ["/sports/soccerData/squad?teamId=%3Cscript%3E", "invalid-query"],
    ["/sports/tournaments/c1/topScorers?limit=500", "invalid-query"],
  ])("%s is a 400 %s", async (target, code) => {
    const reply = await kit.get(target);
    expect(reply.status).toBe(400);
    expect(errorBody.parse(reply.body).error).toMatchObject({ status: 400, code });
  });

  test.each([
    "/sports/soccerData/calendars?tournamentId=c9",
    "/sports/soccerData/about?teamId=t999",
    "/sports/tournaments/c9/ranking",
    "/sports/match/g99999/live",
    "/sports/fixtures?tournamentId=c1&matchday=27",
    "/sports/nothing",
  ])("%s is a 404", async (target) => {
    const reply = await kit.get(target);
    expect(reply.status).toBe(404);
    expect(errorBody.parse(reply.body).error.code).toBe("not-found");
  });

  test("only GET", async () => {
    const reply = await fetch(`${kit.url}/sports/tournaments`, { method: "POST" });
    expect(reply.status).toBe(405);
    expect(reply.headers.get("allow")).toBe("GET");
  });
});

