import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { SportsClient } from "@/adapters/sports/sportsClient";
import type { SportQuery } from "@/domain/sports/sportQuery";
import { kitStart, startSportsKit, type SportsKit } from "@/services/sports/sportsTestKit";
import { sportsData } from "./sportsData";
import { clusterDeviceOf, datePage, liveMatches, matchdayPage, matchPage, sportsProps, standingsPage, teamPage } from "./sportsPages";

let kit: SportsKit;
let client: SportsClient;
beforeAll(async () => {
  kit = await startSportsKit();
  client = new SportsClient({ baseURL: `${kit.url}/sports`, timeoutMs: 5000 });
});
afterAll(() => kit.close());

const data = (query: SportQuery = {}) => sportsData(client, { locale: "en", country: "JO" }, query);

describe("the sports module's pages, against the local sports stand-in", () => {
  test("the module's props are checked: an unknown view or a bad limit is refused", () => {
    expect(sportsProps.safeParse({ view: "standings", compact: true, limit: 6 }).success).toBe(true);
    expect(sportsProps.safeParse({ view: "cricket" }).success).toBe(false);
    expect(sportsProps.safeParse({ view: "standings", limit: 0 }).success).toBe(false);
  });

  test("a matchday: the URL's tournament and matchday, else the first tournament's current matchday", async () => {
    const current = await matchdayPage(data(), { view: "matchday" });
    expect([current.chosen.id, current.matchday, current.matchdayCount]).toEqual(["c1", 14, 26]);
    expect(current.fixtures.length).toBeGreaterThan(0);
    expect(current.fixtures.every((fixture) => fixture.matchday === 14)).toBe(true);
    const asked = await matchdayPage(data({ tournamentId: "c2", matchday: 3 }), { view: "matchday" });
    expect([asked.chosen.id, asked.matchday]).toEqual(["c2", 3]);
    const stale = await matchdayPage(data({ tournamentId: "c9", matchday: 99 }), { view: "matchday" });
    expect([stale.chosen.id, stale.matchday]).toEqual(["c1", 14]);
  });

  test("live now and next: the showcase match is always live", async () => {
    const { live, next } = await liveMatches(data(), kitStart);
    expect(live.some((fixture) => fixture.status === "live")).toBe(true);
    expect(next.every((fixture) => fixture.status === "scheduled" && fixture.kickOff >= kitStart)).toBe(true);
  });

  test("a day's fixtures and results are those kicking off on the viewer's day, in order", async () => {
    const page = await datePage(data(), kitStart, "Asia/Amman");
    expect(page.date).toBe("2026-05-14");
    expect(page.days).toEqual(["2026-05-11", "2026-05-12", "2026-05-13", "2026-05-14", "2026-05-15", "2026-05-16", "2026-05-17"]);
    expect(page.fixtures.length).toBeGreaterThan(0);
    expect(page.fixtures.every((fixture) => fixture.kickOff >= "2026-05-13T21:00:00.000Z" && fixture.kickOff < "2026-05-14T21:00:00.000Z")).toBe(true);
    expect(page.fixtures.map((fixture) => fixture.kickOff)).toEqual(page.fixtures.map((fixture) => fixture.kickOff).sort());
  });

  test("standings: every team once, points 3 × wins + draws", async () => {
    const page = await standingsPage(data({ tournamentId: "c2" }), { view: "standings" });
    expect(page.standings).toHaveLength(12);
    expect(page.standings.every((row) => row.points === 3 * row.won + row.drawn)).toBe(true);
  });

  test("a team: its card, its squad, its last results newest first and its next matches", async () => {
    const page = await teamPage(data(), "t101");
    expect(page.team.id).toBe("t101");
    expect(page.squad.length).toBeGreaterThanOrEqual(22);
    const plays = (fixture: { home: { id: string }; away: { id: string } }) => fixture.home.id === "t101" || fixture.away.id === "t101";
    expect(page.results.length).toBeGreaterThan(0);
    expect(page.results.every((fixture) => plays(fixture) && fixture.status === "finished")).toBe(true);
    expect(page.results.map((fixture) => fixture.kickOff)).toEqual(page.results.map((fixture) => fixture.kickOff).sort().reverse());
    expect(page.fixtures.every(plays)).toBe(true);
    await expect(teamPage(data(), "t999")).rejects.toThrow(/team t999/);
  });

  test("a finished match has its report and line-ups; a live one its events so far", async () => {
    const finished = (await client.results({ tournamentId: "c1", matchday: 1 }, { locale: "en", country: "JO" }))[0];
    const report = await matchPage(data(), finished?.id ?? "");
    expect(report.post?.fullTime).toEqual(report.live.fixture.score);
    expect(report.lineups?.home.starting).toHaveLength(11);
    const showcase = kit.store.fixturesOf("c1").find((fixture) => fixture.showcase)?.id ?? "";
    const live = await matchPage(data(), showcase);
    expect(live.live.fixture.status).toBe("live");
    expect(live.post).toBeUndefined();
  });

  test("kick-offs are grouped by the device: web in a browser, mobile in an app's web view, tv on a TV", () => {
    expect([clusterDeviceOf("WEB"), clusterDeviceOf(undefined), clusterDeviceOf("ANDROID_APP"), clusterDeviceOf("SMART_TV")]).toEqual(["web", "web", "mobile", "tv"]);
  });
});
