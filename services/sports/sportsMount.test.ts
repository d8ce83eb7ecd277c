import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { getJson, requestParam, startTestServices, type TestServices } from "../testing/startTestServices";

const started = "2026-05-14T14:00:00.000Z";
let services: TestServices;
// The whole suite starts here (catalogue, guide, providers): on a busy machine that takes longer than a hook's default.
beforeAll(async () => {
  services = await startTestServices({ now: () => new Date(started) });
}, 60_000);
afterAll(() => services.close());

const fixtures = z.object({ fixtures: z.array(z.object({ fixtureId: z.string(), status: z.string(), broadcast: z.object({ channelId: z.string() }).nullable() })) });

describe("the sports stand-in in the suite", () => {
  test("is mounted under /sports, seeded at the first start, with the live match on the suite's clock", async () => {
    const tournaments = await getJson(`${services.url}/sports/tournaments`, { language: "ar" });
    expect(tournaments.status).toBe(200);
    expect(z.object({ tournaments: z.array(z.object({ tournamentId: z.string() })) }).parse(tournaments.body).tournaments).toHaveLength(2);
    const live = fixtures.parse((await getJson(`${services.url}/sports/fixtures?tournamentId=c1&matchday=14`)).body).fixtures.filter((f) => f.status === "live");
    expect(live.map((f) => f.broadcast?.channelId)).toContain("523");
  });

  test("the content calls product/fixtures and product/results are the sports lists", async () => {
    const viaContent = await getJson(`${services.url}/content/product/results?${requestParam({ tournamentId: "c2", matchday: 3 })}`);
    const viaSports = await getJson(`${services.url}/sports/results?tournamentId=c2&matchday=3`);
    expect(viaContent.status).toBe(200);
    expect(fixtures.parse(viaContent.body).fixtures).toHaveLength(6);
    expect(viaContent.body).toEqual(viaSports.body);
  });

  test("a country it does not know is refused like on every path", async () => {
    expect((await getJson(`${services.url}/sports/tournaments?country=Jordan`)).status).toBe(400);
  });
});
