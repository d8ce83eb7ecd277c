import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startTestServices, type TestServices } from "@/services/testing/startTestServices";
import { fakeClock } from "@/services/user/testClient";
import { ServiceError } from "../http/ServiceError";
import { ContentClient } from "./contentClient";
import { toContentItem } from "./toContentItem";
import { product } from "./wire";

// The suite starts at 14:00:30 UTC; its live events are placed from 14:00 (services/seed/liveEvents.ts).
const clock = fakeClock("2026-05-14T14:00:30.000Z");
let services: TestServices;
let client: ContentClient;
beforeAll(async () => {
  services = await startTestServices({ now: clock.now });
  client = new ContentClient({ baseURL: `${services.url}/content`, timeoutMs: 5000 });
});
afterAll(() => services.close());

const ctx = { locale: "en", country: "JO" } as const;

describe("the content adapter's live events, against the local content stand-in", () => {
  test("live ones map to live-event items that are live, with their schedule, channel and page", async () => {
    const { items, total } = await client.liveEvents({ state: "live", page: 0, size: 20 }, ctx);
    expect(total).toBe(3);
    expect(items.map((item) => item.id)).toEqual(["70003", "70002", "70001"]);
    const derby = items[2];
    expect(derby).toMatchObject({
      kind: "live-event",
      title: "The Capital Derby: Amman Falcons v Zarqa Lions",
      isLive: true,
      comingSoon: false,
      plus: true,
      eventType: "sport",
      href: "/livestream/the-capital-derby-amman-falcons-v-zarqa-lions/liveevent-70001",
      liveEvent: { startsAt: "2026-05-14T13:50:00.000Z", endsAt: "2026-05-14T18:50:00.000Z", state: "live", channelId: "505" },
    });
    expect(derby?.liveEvent).not.toHaveProperty("replayId");
    expect(derby?.images.poster).toMatch(/\/images\/poster\/event-70001-\{resolution\}\.svg$/);
  });

  test("coming-soon ones are coming soon, with the start's day and month", async () => {
    const { items } = await client.liveEvents({ state: "coming-soon", page: 0, size: 20 }, ctx);
    expect(items.map((item) => item.id)).toEqual(["70004", "70005", "70006", "70007"]);
    expect(items.every((item) => item.comingSoon && !item.isLive && item.liveEvent?.state === "coming-soon")).toBe(true);
    expect(items[2]).toMatchObject({ comingSoonDate: { day: 15, month: 5 }, liveEvent: { startsAt: "2026-05-15T14:00:00.000Z" } });
  });

  test("replays name the title that plays; ended ones have none", async () => {
    const replays = await client.liveEvents({ state: "replay", page: 0, size: 20 }, ctx);
    expect(replays.items.map((item) => [item.id, item.liveEvent?.replayId])).toEqual([["70008", "1117"], ["70009", "1054"], ["70010", "10079"]]);
    expect(replays.items.every((item) => !item.isLive && !item.comingSoon)).toBe(true);
    const ended = await client.liveEvents({ state: "ended", page: 0, size: 20 }, ctx);
    expect(ended.items.map((item) => item.liveEvent)).toEqual([
      expect.objectContaining({ state: "ended", channelId: "511" }),
      expect.objectContaining({ state: "ended", channelId: "508" }),
    ]);
    expect(ended.items.some((item) => item.liveEvent?.replayId !== undefined)).toBe(false);
  });

  test("the event type, the page and the profile's age limit narrow the list", async () => {
    const news = await client.liveEvents({ eventType: "news", page: 0, size: 2 }, { ...ctx, locale: "ar" });
    expect(news.total).toBe(4);
    expect(news.items.map((item) => item.id)).toEqual(["70002", "70005"]);
    expect(news.items[0]?.title).toBe("ليلة الانتخابات: النتائج مباشرة");
    const limited = await client.liveEvents({ page: 0, size: 50 }, { ...ctx, ageLimit: 7 });
    expect(limited.items.map((item) => item.id)).not.toContain("70010");
    expect(limited.items.every((item) => (item.ageRating ?? 99) <= 7)).toBe(true);
  });

  test("one event through product/id maps the same way", async () => {
    const detail = await client.product("70009", { ...ctx, locale: "fr" });
    expect(detail?.item).toMatchObject({ kind: "live-event", title: "Le grand débat : les candidats face à face", liveEvent: { state: "replay", replayId: "1054" } });
    expect(detail?.trailers).toEqual([]);
  });
});

describe("toContentItem for a live event", () => {
  const wire = {
    id: "70004",
    productType: "LIVE_EVENT",
    title: "Nile Cup Final",
    streamInfo: { streamState: "COMING_SOON" },
    comingSoonDay: 14,
    comingSoonMonth: 5,
    isLive: false,
    eventType: "sport",
    pricingPlans: [{ id: "plus", availability: { plus: true } }],
    liveEvent: { startTime: "2026-05-14T14:02:00.000Z", endTime: "2026-05-14T19:02:00.000Z", state: "COMING_SOON", channelId: "506", replayId: null },
  };

  test.each([
    ["COMING_SOON", "coming-soon", true, false],
    ["LIVE", "live", false, true],
    ["REPLAY", "replay", false, false],
    ["ENDED", "ended", false, false],
  ] as const)("the wire state %s is %s (coming soon %s, live %s)", (wireState, state, comingSoon, isLive) => {
    const item = toContentItem(product.parse({ ...wire, liveEvent: { ...wire.liveEvent, state: wireState } }));
    expect(item).toMatchObject({ kind: "live-event", comingSoon, isLive, liveEvent: { state } });
  });

  test("a live event's schedule that is not ISO times is refused at the boundary", () => {
    expect(product.safeParse({ ...wire, liveEvent: { ...wire.liveEvent, startTime: "tomorrow" } }).success).toBe(false);
    expect(product.safeParse({ ...wire, liveEvent: { ...wire.liveEvent, state: "SOON" } }).success).toBe(false);
  });

  test("a reply of the list that is not its shape is a ServiceError", async () => {
    const fetchImpl = async () => Response.json({ products: [wire] });
    const broken = new ContentClient({ baseURL: "http://127.0.0.1:1/content", fetchImpl });
    const failure = await broken.liveEvents({ page: 0, size: 20 }, ctx).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ServiceError);
    expect(failure).toMatchObject({ code: "invalid-response" });
  });

  test("the call sends the state and event type as the wire names them", async () => {
    const requests: unknown[] = [];
    const fetchImpl = async (input: string | URL | Request) => {
      requests.push(JSON.parse(new URL(String(input)).searchParams.get("request") ?? "null"));
      return Response.json({ products: [wire], total: 1 });
    };
    const fake = new ContentClient({ baseURL: "http://127.0.0.1:1/content", fetchImpl });
    const page = await fake.liveEvents({ state: "coming-soon", eventType: "sport", page: 1, size: 5 }, ctx);
    expect(requests).toEqual([{ state: "COMING_SOON", eventType: "sport", page: 1, size: 5 }]);
    expect(page.total).toBe(1);
    expect(page.items[0]?.liveEvent).toEqual({ startsAt: "2026-05-14T14:02:00.000Z", endsAt: "2026-05-14T19:02:00.000Z", state: "coming-soon", channelId: "506" });
  });
});
