import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { getJson, requestParam, startTestServices, type TestServices } from "../testing/startTestServices";
import { errorBodySchema, filterBodySchema, wireProductSchema } from "../testing/wireSchemas";
import { fakeClock } from "../user/testClient";

const clock = fakeClock("2026-05-14T14:00:30.000Z");
let services: TestServices;
beforeAll(async () => {
  services = await startTestServices({ now: clock.now });
});
afterAll(async () => {
  await services.close();
});

const eventSchema = wireProductSchema.extend({
  eventType: z.enum(["sport", "news", "entertainment"]),
  liveEvent: z.object({
    startTime: z.iso.datetime(),
    endTime: z.iso.datetime(),
    state: z.enum(["COMING_SOON", "LIVE", "REPLAY", "ENDED"]),
    channelId: z.string(),
    replayId: z.string().nullable(),
  }),
});
const listSchema = z.object({ products: z.array(eventSchema), total: z.number(), at: z.iso.datetime() });

const content = (path: string, request: unknown): string => `${services.url}/content${path}?${requestParam(request)}`;

async function list(request: Record<string, unknown>, headers: Record<string, string> = {}) {
  const reply = await getJson(content("/product/liveEvents", request), { language: "en", ...headers });
  expect(reply.status).toBe(200);
  return listSchema.parse(reply.body);
}

const ids = (body: { products: { id: string }[] }) => body.products.map((product) => product.id);
const starts = (body: z.output<typeof listSchema>) => body.products.map((product) => Date.parse(product.liveEvent.startTime));

describe("product/liveEvents at the suite's start", () => {
  test("without a state: live, then coming soon (soonest first), then replays and ended events (latest first)", async () => {
    const body = await list({ size: 50 });
    expect(body.total).toBe(12);
    expect(body.at).toBe("2026-05-14T14:00:30.000Z");
    expect(ids(body)).toEqual(["70003", "70002", "70001", "70004", "70005", "70006", "70007", "70008", "70009", "70010", "70011", "70012"]);
    expect(body.products.map((product) => product.liveEvent.state)).toEqual([
      ...Array<string>(3).fill("LIVE"),
      ...Array<string>(4).fill("COMING_SOON"),
      ...Array<string>(3).fill("REPLAY"),
      ...Array<string>(2).fill("ENDED"),
    ]);
  });

  test.each([
    ["LIVE", ["70003", "70002", "70001"], "ascending"],
    ["COMING_SOON", ["70004", "70005", "70006", "70007"], "ascending"],
    ["REPLAY", ["70008", "70009", "70010"], "descending"],
    ["ENDED", ["70011", "70012"], "descending"],
  ] as const)("state %s lists %j, by start %s", async (state, expected, direction) => {
    const body = await list({ state });
    expect(ids(body)).toEqual(expected);
    expect(body.total).toBe(expected.length);
    expect(body.products.every((product) => product.liveEvent.state === state)).toBe(true);
    const sorted = [...starts(body)].sort((a, b) => (direction === "ascending" ? a - b : b - a));
    expect(starts(body)).toEqual(sorted);
  });

  test("the wire of each state: stream state, isLive and the coming-soon date", async () => {
    const body = await list({ size: 50 });
    for (const product of body.products) {
      const { state } = product.liveEvent;
      expect(product.productType).toBe("LIVE_EVENT");
      expect(product.streamInfo.streamState).toBe({ COMING_SOON: "COMING_SOON", LIVE: "LIVE", REPLAY: "VOD", ENDED: "VOD" }[state]);
      expect(product.isLive).toBe(state === "LIVE");
      expect(product.comingSoonDay !== undefined).toBe(state === "COMING_SOON");
      expect(Date.parse(product.liveEvent.endTime) - Date.parse(product.liveEvent.startTime)).toBe(5 * 3_600_000);
      expect(product.liveEvent.replayId === null).toBe(state !== "REPLAY" && product.id !== "70003");
    }
  });

  test("eventType narrows the list and its total; paging continues without overlap", async () => {
    const news = await list({ eventType: "news", size: 50 });
    expect(ids(news)).toEqual(["70002", "70005", "70009", "70011"]);
    expect(news.products.every((product) => product.eventType === "news")).toBe(true);
    const liveSport = await list({ eventType: "sport", state: "COMING_SOON" });
    expect(ids(liveSport)).toEqual(["70004", "70007"]);
    const first = await list({ page: 0, size: 5 });
    const second = await list({ page: 1, size: 5 });
    const all = await list({ size: 50 });
    expect(first.total).toBe(12);
    expect([...ids(first), ...ids(second)]).toEqual(ids(all).slice(0, 10));
    expect(ids(await list({ page: 3, size: 5 }))).toEqual([]);
  });

  test("a profile's age limit leaves out events rated above it", async () => {
    const body = await list({ size: 50 }, { "profile-key": JSON.stringify({ ageRestriction: 7 }) });
    expect(body.products.every((product) => product.ageRating <= 7)).toBe(true);
    expect(ids(body)).not.toContain("70010");
    expect(body.total).toBe(body.products.length);
  });

  test("no request is every event, first page of 20", async () => {
    const reply = await getJson(`${services.url}/content/product/liveEvents`);
    expect(listSchema.parse(reply.body).total).toBe(12);
  });

  test.each([
    ["an unknown state", { state: "NOW" }],
    ["a lower-case state", { state: "live" }],
    ["an unknown event type", { eventType: "music" }],
    ["a size of 0", { size: 0 }],
    ["a size over 50", { size: 51 }],
    ["a negative page", { page: -1 }],
    ["a page that is not a number", { page: "1" }],
    ["not an object", [1]],
  ])("%s is a 400 invalid-request, never a 500", async (_label, request) => {
    const reply = await getJson(content("/product/liveEvents", request));
    expect(reply.status).toBe(400);
    expect(errorBodySchema.parse(reply.body).error.code).toBe("invalid-request");
  });

  test("a request that is not JSON is a 400 invalid-json", async () => {
    const reply = await getJson(`${services.url}/content/product/liveEvents?request=%7Bstate`);
    expect(reply.status).toBe(400);
    expect(errorBodySchema.parse(reply.body).error.code).toBe("invalid-json");
  });
});

describe("live events in the other product calls", () => {
  test("product/id and product/ids answer the same wire", async () => {
    const one = await getJson(content("/product/id", { id: "70002" }), { language: "fr" });
    const product = z.object({ product: eventSchema }).parse(one.body).product;
    expect(product).toMatchObject({ title: "Soirée électorale : les résultats en direct", eventType: "news", isLive: true });
    expect(product.liveEvent).toMatchObject({ state: "LIVE", channelId: "511", replayId: null });
    const many = z.object({ products: z.tuple([eventSchema, wireProductSchema]) }).parse((await getJson(content("/product/ids", { ids: ["70009", "1001"] }))).body);
    expect(many.products[0].liveEvent).toMatchObject({ state: "REPLAY", replayId: "1054" });
    expect(many.products[1]).not.toHaveProperty("liveEvent");
  });

  test("product/filter lists them by type only, and comingSoon follows their start", async () => {
    const titles = filterBodySchema.parse((await getJson(content("/product/filter", { size: 50 }))).body);
    expect(titles.products.some((product) => product.productType === "LIVE_EVENT")).toBe(false);
    const soon = filterBodySchema.parse((await getJson(content("/product/filter", { productType: "LIVE_EVENT", comingSoon: true, size: 50 }))).body);
    expect(soon.products.map((product) => product.id).sort()).toEqual(["70004", "70005", "70006", "70007"]);
    const notSoon = filterBodySchema.parse((await getJson(content("/product/filter", { productType: "LIVE_EVENT", comingSoon: false, size: 50 }))).body);
    expect(notSoon.pagination.totalCount).toBe(8);
    expect(notSoon.products.every((product) => product.streamInfo.streamState !== "COMING_SOON")).toBe(true);
  });
});

describe("as the clock moves on", () => {
  test("2 minutes later the cup final is live; an hour later the awards night is a replay", async () => {
    clock.advance(2 * 60_000);
    expect(ids(await list({ state: "LIVE" }))).toEqual(["70003", "70002", "70001", "70004"]);
    expect(ids(await list({ state: "COMING_SOON" }))).toEqual(["70005", "70006", "70007"]);
    clock.advance(60 * 60_000);
    expect(ids(await list({ state: "REPLAY" }))).toEqual(["70003", "70008", "70009", "70010"]);
    const awards = z.object({ product: eventSchema }).parse((await getJson(content("/product/id", { id: "70003" }))).body).product;
    expect(awards).toMatchObject({ isLive: false, streamInfo: { streamState: "VOD" }, liveEvent: { state: "REPLAY", replayId: "1036" } });
  });
});
