import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { getJson, requestParam, startTestServices, type TestServices } from "../testing/startTestServices";
import { errorBodySchema, wireProductSchema } from "../testing/wireSchemas";

/** The suite's clock: the seeded guide is the one for 4 March 2026 (25 February to 11 March). */
const now = new Date("2026-03-04T18:10:00Z");

let services: TestServices;
beforeAll(async () => {
  services = await startTestServices({ now: () => now });
});
afterAll(async () => {
  await services.close();
});

const programmeSchema = z.object({
  id: z.string(),
  channelId: z.string(),
  title: z.string().min(1),
  description: z.string(),
  category: z.string().nullable(),
  start: z.iso.datetime(),
  stop: z.iso.datetime(),
  episode: z.string().optional(),
});
type Programme = z.infer<typeof programmeSchema>;

const liveBodySchema = z.object({
  channels: z.array(
    wireProductSchema.extend({ now: programmeSchema.nullable(), next: programmeSchema.nullable(), programmes: z.array(programmeSchema).optional() }),
  ),
  pagination: z.object({ page: z.number(), size: z.number(), totalCount: z.number() }),
  at: z.iso.datetime(),
  from: z.iso.datetime().optional(),
  to: z.iso.datetime().optional(),
});

const filterSchema = z.object({ id: z.string(), title: z.string(), channelCount: z.number() });
const filtersBodySchema = z.object({
  eventTypes: z.array(filterSchema),
  genres: z.array(filterSchema),
  days: z.object({ first: z.string(), last: z.string() }).nullable(),
});

const url = (path: string, request?: unknown) => `${services.url}/content${path}${request === undefined ? "" : `?${requestParam(request)}`}`;

async function live(request: unknown, headers: Record<string, string> = {}) {
  const reply = await getJson(url("/live", request), headers);
  expect(reply.status).toBe(200);
  return liveBodySchema.parse(reply.body);
}

const ms = (iso: string) => Date.parse(iso);

/** No gap, no overlap, and the window covered from end to end. */
function expectContiguous(programmes: readonly Programme[], from: string, to: string): void {
  expect(programmes.length).toBeGreaterThan(0);
  expect(ms(programmes[0]?.start ?? "")).toBeLessThanOrEqual(ms(from));
  expect(ms(programmes.at(-1)?.stop ?? "")).toBeGreaterThanOrEqual(ms(to));
  programmes.slice(1).forEach((programme, index) => expect(programme.start).toBe(programmes[index]?.stop));
}

describe("live: the channels with now and next", () => {
  test("keeps its fields and paging, and gives every channel what is on now and what comes next", async () => {
    const body = await live({ page: 0, size: 50 });
    expect(body.pagination).toEqual({ page: 0, size: 50, totalCount: 24 });
    expect(body.channels.map((channel) => channel.id)).toEqual(Array.from({ length: 24 }, (_, index) => String(501 + index)));
    expect(body.at).toBe(now.toISOString());
    for (const channel of body.channels) {
      expect(channel.productType).toBe("LIVE_CHANNEL");
      expect(channel.programmes).toBeUndefined();
      expect(ms(channel.now?.start ?? "")).toBeLessThanOrEqual(now.getTime());
      expect(ms(channel.now?.stop ?? "")).toBeGreaterThan(now.getTime());
      expect(channel.next?.start).toBe(channel.now?.stop);
      expect(channel.now?.channelId).toBe(channel.id);
    }
  });

  test("answers in the language header's language, and without a request as before", async () => {
    const [arabic, french] = await Promise.all([live({ size: 1 }, { language: "ar" }), live({ size: 1 }, { language: "fr" })]);
    expect(arabic.channels[0]?.now?.title).toMatch(/[\u0600-\u06FF]/);
    expect(french.channels[0]?.now?.id).toBe(arabic.channels[0]?.now?.id);
    expect(french.channels[0]?.now?.title).not.toBe(arabic.channels[0]?.now?.title);
    const plain = await getJson(url("/live"));
    expect(liveBodySchema.parse(plain.body).pagination).toEqual({ page: 0, size: 25, totalCount: 24 });
  });

  test("tells what was on at another time (`at`), to the news channel's hourly bulletin", async () => {
    const at = "2026-02-28T09:05:00Z";
    const body = await live({ size: 1, page: 10, at }, { language: "en" });
    const news = body.channels[0];
    expect(news?.id).toBe("511");
    expect(news?.now?.start).toBe("2026-02-28T09:00:00.000Z");
    expect(news?.now?.category).toBe("News");
    expect(body.at).toBe("2026-02-28T09:05:00.000Z");
  });

  test("narrows the channels to an event type or a genre", async () => {
    const news = await live({ eventType: "news" });
    expect(news.channels.map((channel) => channel.id)).toEqual(["511"]);
    expect(news.pagination.totalCount).toBe(1);
    const kids = await live({ genre: "kids" });
    expect(kids.channels.map((channel) => channel.id)).toEqual(["504"]);
    expect((await live({ eventType: "sport" })).pagination.totalCount).toBe(7);
  });
});

describe("live with a window: the grid guide", () => {
  test("gives each channel its programmes overlapping the window, back to back", async () => {
    const from = "2026-03-04T16:00:00Z";
    const to = "2026-03-05T04:00:00Z";
    const body = await live({ size: 50, from, to });
    expect(body.from).toBe("2026-03-04T16:00:00.000Z");
    expect(body.to).toBe("2026-03-05T04:00:00.000Z");
    expect(body.channels).toHaveLength(24);
    for (const channel of body.channels) expectContiguous(channel.programmes ?? [], from, to);
  });

  test.each([
    ["a window over 24 hours", { from: "2026-03-04T00:00:00Z", to: "2026-03-05T00:00:01Z" }, "at most 24 hours"],
    ["`from` without `to`", { from: "2026-03-04T00:00:00Z" }, "both `from` and `to`"],
    ["`to` before `from`", { from: "2026-03-04T10:00:00Z", to: "2026-03-04T09:00:00Z" }, "`to` must be after `from`"],
    ["a time without a zone", { at: "2026-03-04T10:00:00" }, "ISO 8601"],
    ["a time that is no time", { at: "yesterday" }, "ISO 8601"],
    ["an unknown event type", { eventType: "weather" }, "eventType"],
    ["a page too large", { size: 51 }, "size"],
  ])("refuses %s with a 400", async (_, request, message) => {
    const reply = await getJson(url("/live", request));
    expect(reply.status).toBe(400);
    const { error } = errorBodySchema.parse(reply.body);
    expect(error).toMatchObject({ status: 400, code: "invalid-request" });
    expect(error.message).toContain(message);
  });
});

describe("live/related: a channel's schedule", () => {
  const scheduleSchema = z.object({ channel: wireProductSchema, from: z.string(), to: z.string(), programmes: z.array(programmeSchema) });

  test("is by default the channel's current UTC day", async () => {
    const reply = await getJson(url("/live/related", { channelId: "505" }), { language: "fr" });
    expect(reply.status).toBe(200);
    const body = scheduleSchema.parse(reply.body);
    expect(body.channel).toMatchObject({ id: "505", title: "Shasha Sport 1" });
    expect([body.from, body.to]).toEqual(["2026-03-04T00:00:00.000Z", "2026-03-05T00:00:00.000Z"]);
    expectContiguous(body.programmes, body.from, body.to);
    expect(body.programmes.every((programme) => programme.channelId === "505")).toBe(true);
  });

  test("spans up to 7 days, and the guide's end ends the schedule", async () => {
    const request = { channelId: "511", from: "2026-03-05T00:00:00Z", to: "2026-03-12T00:00:00Z" };
    const body = scheduleSchema.parse((await getJson(url("/live/related", request))).body);
    const onTheHour = body.programmes.filter((programme) => programme.start.slice(14, 19) === "00:00");
    expect(onTheHour).toHaveLength(7 * 24);
    expect(body.programmes.at(-1)?.stop).toBe("2026-03-12T00:00:00.000Z");
    const tooLong = await getJson(url("/live/related", { ...request, to: "2026-03-12T00:00:01Z" }));
    expect(tooLong.status).toBe(400);
    expect(errorBodySchema.parse(tooLong.body).error.message).toContain("at most 7 days");
  });

  test.each([
    ["an unknown channel", { channelId: "599" }, 404],
    ["a title that is not a live channel", { channelId: "101" }, 404],
    ["no channel", {}, 400],
  ])("answers %s with the error shape", async (_, request, status) => {
    const reply = await getJson(url("/live/related", request));
    expect(reply.status).toBe(status);
    expect(errorBodySchema.parse(reply.body).error.status).toBe(status);
  });

  test("refuses a missing or broken request with a 400, never a 500", async () => {
    for (const query of ["", "?request=%7B", "?request=%5B%5D"]) {
      const reply = await getJson(`${services.url}/content/live/related${query}`);
      expect(reply.status).toBe(400);
    }
  });
});

describe("live/availableFilters", () => {
  test("offers the channels' event types and genres, labelled in the request's language, and the guide's days", async () => {
    const [english, arabic] = await Promise.all(
      ["en", "ar"].map(async (language) => filtersBodySchema.parse((await getJson(url("/live/availableFilters"), { language })).body)),
    );
    expect(english?.eventTypes).toEqual([
      { id: "news", title: "News", channelCount: 1 },
      { id: "sport", title: "Sport", channelCount: 7 },
      { id: "entertainment", title: "Entertainment", channelCount: 16 },
    ]);
    expect(english?.genres).toContainEqual({ id: "kids", title: "Kids", channelCount: 1 });
    expect(arabic?.genres.find((genre) => genre.id === "kids")?.title).toBe("أطفال");
    expect(arabic?.eventTypes[1]?.title).toBe("رياضة");
    expect(english?.days).toEqual({ first: "2026-02-25", last: "2026-03-11" });
  });

  test("refuses a request that is not a JSON object", async () => {
    const reply = await getJson(`${services.url}/content/live/availableFilters?request=nope`);
    expect(reply.status).toBe(400);
  });
});
