import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { matchEventTypes } from "@/domain/sports/matchEvents";
import { type SportsKit, startSportsKit } from "@/services/sports/sportsTestKit";
import { ServiceError } from "../http/ServiceError";
import { SportsClient } from "./sportsClient";

let kit: SportsKit;
let client: SportsClient;
beforeAll(async () => {
  kit = await startSportsKit();
  client = new SportsClient({ baseURL: `${kit.url}/sports`, timeoutMs: 5000 });
});
afterAll(() => kit.close());

const ctx = { locale: "en", country: "JO" } as const;
const showcaseId = () => kit.store.fixturesOf("c1").find((fixture) => fixture.showcase)?.id ?? "";

describe("the adapter against the local sports stand-in (the wire contract)", () => {
  test("tournaments, calendar, teams, squad and a team's card parse into the domain", async () => {
    const tournaments = await client.tournaments(ctx);
    expect(tournaments.map((t) => [t.id, t.currentMatchday, t.matchdayCount])).toEqual([["c1", 14, 26], ["c2", 12, 22]]);
    const calendar = await client.calendar("c1", { ...ctx, locale: "fr" });
    expect(calendar?.matchdays.map((m) => m.status)).toEqual([...Array<string>(13).fill("played"), "inProgress", ...Array<string>(12).fill("upcoming")]);
    expect(calendar?.tournament.name).toBe("Ligue pro de la Péninsule");
    const teams = await client.teams("c2", ctx);
    expect(teams).toHaveLength(12);
    const squad = await client.squad(teams?.[0]?.id ?? "", ctx);
    expect(squad?.players.length).toBeGreaterThanOrEqual(22);
    const about = await client.about("t101", { ...ctx, locale: "ar" });
    expect(about?.team).toMatchObject({ name: "صقور نجد", city: "الرياض", founded: 1957, venue: { name: "ملعب الرمال الحمراء" } });
    expect(await client.about("t999", ctx)).toBeUndefined();
    expect(await client.calendar("c9", ctx)).toBeUndefined();
  });

  test("the table: 3 points a win, 1 a draw, and the results agree with it", async () => {
    const ranking = await client.ranking("c2", ctx);
    const results = await client.results({ tournamentId: "c2" }, ctx);
    expect(ranking?.standings).toHaveLength(12);
    for (const row of ranking?.standings ?? []) {
      expect(row.points).toBe(3 * row.won + row.drawn);
      const wins = results.filter((f) => {
        const score = f.score ?? { home: 0, away: 0 };
        return (f.home.id === row.team.id && score.home > score.away) || (f.away.id === row.team.id && score.away > score.home);
      });
      expect(wins).toHaveLength(row.won);
    }
    const scorers = await client.topScorers("c2", ctx, 3);
    expect(scorers?.map((s) => s.rank)[0]).toBe(1);
    expect(scorers?.length).toBeGreaterThanOrEqual(3);
    const stats = await client.stats("c2", ctx);
    expect(stats?.totals.matchesPlayed).toBe(results.length);
  });

  test("a match before, during and after", async () => {
    const live = await client.matchLive(showcaseId(), ctx);
    expect(live).toMatchObject({ fixture: { status: "live", broadcast: { channelId: "523" } }, phase: "firstHalf", clock: { minute: 31, addedTime: 0 } });
    expect(await client.matchPost(showcaseId(), ctx)).toBeUndefined();
    const [played] = await client.results({ tournamentId: "c1", matchday: 1 }, ctx);
    const post = await client.matchPost(played?.id ?? "", ctx);
    expect(post?.fullTime).toEqual(played?.score ?? { home: 0, away: 0 });
    expect(post?.lineups.home.starting).toHaveLength(11);
    expect(post?.events.every((event) => (matchEventTypes as readonly string[]).includes(event.type))).toBe(true);
    const pre = await client.matchPre(played?.id ?? "", ctx);
    expect(pre?.lineups?.away.starting[0]?.position).toBe("GK");
    const [later] = await client.fixtures({ tournamentId: "c1", matchday: 20 }, ctx);
    expect(later?.score).toBeUndefined();
    expect((await client.matchPre(later?.id ?? "", ctx))?.lineups).toBeUndefined();
    expect(await client.matchLive("g99999", ctx)).toBeUndefined();
  });

  test("fixtures and results between two times; an unknown tournament has none", async () => {
    const upcoming = await client.fixtures({ from: "2026-05-14T14:00:00Z", to: "2026-05-16T00:00:00Z" }, ctx);
    expect(upcoming.length).toBeGreaterThan(0);
    expect(upcoming.every((f) => f.status !== "finished" && f.kickOff <= "2026-05-16T00:00:00.000Z")).toBe(true);
    expect(await client.results({ tournamentId: "c9" }, ctx)).toEqual([]);
  });
});

describe("the adapter on other providers' replies", () => {
  const base = { eventId: "e1", period: 1, minute: 12, addedTime: 0, teamId: "t1", player: null, secondPlayer: null, score: null };
  const fixture = {
    fixtureId: "g1",
    tournamentId: "c1",
    matchday: 1,
    kickOff: "2026-05-14T15:00:00Z",
    status: "live",
    home: { teamId: "t1", name: "A", shortName: "A", code: "AAA" },
    away: { teamId: "t2", name: "B", shortName: "B", code: "BBB" },
    score: { home: 0, away: 0 },
    venue: { venueId: "v1", name: "V", city: "C", capacity: 1000 },
    broadcast: null,
    replayContentId: "10001",
  };
  const replying = (status: number, body: unknown) => {
    const seen: { url: string; language: string | null }[] = [];
    const fetchImpl: typeof fetch = async (input, init) => {
      seen.push({ url: String(input), language: new Headers(init?.headers).get("language") });
      return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
    };
    return { seen, client: new SportsClient({ baseURL: "http://sports.test/sports", fetchImpl }) };
  };

  test("events of a type or with a detail it does not know are left out, a replay id is kept", async () => {
    const { client: other, seen } = replying(200, {
      fixture,
      phase: "firstHalf",
      clock: { minute: 13, addedTime: 0 },
      events: [
        { ...base, type: "goal", detail: null, score: { home: 1, away: 0 } },
        { ...base, eventId: "e2", type: "cornerKick", detail: null },
        { ...base, eventId: "e3", type: "var", detail: "offsideCheck" },
      ],
      asOf: "2026-05-14T15:13:00Z",
    });
    const live = await other.matchLive("g 1/x", { ...ctx, locale: "ar" });
    expect(live?.events.map((e) => [e.id, e.type, e.detail])).toEqual([["e1", "goal", undefined], ["e3", "var", undefined]]);
    expect(live?.fixture.replayContentId).toBe("10001");
    expect(seen[0]?.url).toBe("http://sports.test/sports/match/g%201%2Fx/live?country=JO");
    expect(seen[0]?.language).toBe("ar");
  });

  test("a server error or a reply of another shape is a ServiceError, not undefined", async () => {
    await expect(replying(500, { error: { status: 500, code: "internal", message: "x" } }).client.ranking("c1", ctx)).rejects.toThrow("status 500");
    const wrong = replying(200, { standings: "none" }).client.ranking("c1", ctx);
    await expect(wrong).rejects.toBeInstanceOf(ServiceError);
    await expect(replying(200, { standings: "none" }).client.ranking("c1", ctx)).rejects.toThrow("does not match the expected shape");
  });
});
