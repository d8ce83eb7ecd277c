import { describe, expect, test } from "vitest";
import { ServiceError } from "../http/ServiceError";
import { ContentClient } from "./contentClient";

const ctx = { locale: "fr" as const, country: "JO" };

const channel = {
  id: "511",
  productType: "LIVE_CHANNEL",
  title: "Shasha Info",
  releaseDate: "2020-01-01",
  genres: [{ id: "documentary", title: "Documentaire" }],
  pricingPlans: [{ id: "free", availability: { plus: false } }],
  streamInfo: { streamState: "LIVE" },
  isLive: true,
  eventType: "news",
  ageRating: 0,
};

const bulletin = {
  id: "p1",
  channelId: "511",
  title: "Le Journal",
  description: "Les titres de la région.",
  category: "Actualités",
  start: "2026-03-04T18:00:00.000Z",
  stop: "2026-03-04T18:30:00.000Z",
};
const debate = { ...bulletin, id: "p2", title: "La Rue arabe", category: null, start: bulletin.stop, stop: "2026-03-04T19:00:00.000Z", episode: "S1 E4" };

/** A fake content service: records each call and answers from `replies` by path, 404 otherwise. */
function fakeContent(replies: Record<string, unknown>) {
  const calls: { path: string; request: unknown; language: string | null }[] = [];
  const fetchImpl = async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    const raw = url.searchParams.get("request");
    calls.push({ path: url.pathname, request: raw === null ? undefined : JSON.parse(raw), language: new Headers(init?.headers).get("language") });
    const reply = replies[url.pathname];
    if (reply === undefined) return Response.json({ error: { status: 404, code: "not-found", message: "No live channel" } }, { status: 404 });
    return Response.json(reply);
  };
  return { calls, client: new ContentClient({ baseURL: "http://127.0.0.1:1/content", fetchImpl }) };
}

describe("the guide calls of the content adapter", () => {
  test("liveGuide sends the request as JSON and maps now, next and the window's programmes", async () => {
    const { calls, client } = fakeContent({
      "/content/live": {
        channels: [{ ...channel, now: bulletin, next: debate, programmes: [bulletin, debate] }, { ...channel, id: "512", now: null, next: null, programmes: [] }],
        pagination: { page: 0, size: 2, totalCount: 24 },
        at: "2026-03-04T18:10:00.000Z",
        from: "2026-03-04T18:00:00.000Z",
        to: "2026-03-04T19:00:00.000Z",
      },
    });
    const request = { page: 0, size: 2, from: "2026-03-04T18:00:00Z", to: "2026-03-04T19:00:00Z", eventType: "news" as const };
    const page = await client.liveGuide(request, ctx);
    expect(calls).toEqual([{ path: "/content/live", request, language: "fr" }]);
    expect(page).toMatchObject({ page: 0, size: 2, total: 24, at: "2026-03-04T18:10:00.000Z", window: { from: "2026-03-04T18:00:00.000Z", to: "2026-03-04T19:00:00.000Z" } });
    const [news, empty] = page.channels;
    expect(news?.channel).toMatchObject({ id: "511", kind: "live-channel", title: "Shasha Info", isLive: true });
    expect(news?.now).toEqual({ id: "p1", channelId: "511", title: "Le Journal", description: "Les titres de la région.", category: "Actualités", start: bulletin.start, end: bulletin.stop });
    expect(news?.next).toMatchObject({ id: "p2", category: null, end: "2026-03-04T19:00:00.000Z", episode: "S1 E4" });
    expect(news?.programmes?.map((programme) => programme.id)).toEqual(["p1", "p2"]);
    expect(empty).not.toHaveProperty("now");
    expect(empty?.programmes).toEqual([]);
  });

  test("channelSchedule asks for a channel's window, and an unknown channel is undefined", async () => {
    const { calls, client } = fakeContent({
      "/content/live/related": { channel, from: "2026-03-04T00:00:00.000Z", to: "2026-03-05T00:00:00.000Z", programmes: [bulletin, debate] },
    });
    const schedule = await client.channelSchedule("511", undefined, ctx);
    expect(calls[0]?.request).toEqual({ channelId: "511" });
    expect(schedule?.channel.id).toBe("511");
    expect(schedule?.programmes.map((programme) => [programme.start, programme.end])).toEqual([
      [bulletin.start, bulletin.stop],
      [debate.start, debate.stop],
    ]);
    const window = { from: "2026-03-05T00:00:00Z", to: "2026-03-06T00:00:00Z" };
    await client.channelSchedule("511", window, ctx);
    expect(calls[1]?.request).toEqual({ channelId: "511", ...window });
    const unknown = fakeContent({});
    await expect(unknown.client.channelSchedule("599", undefined, ctx)).resolves.toBeUndefined();
  });

  test("guideFilters gives the event types, genres and days; an empty guide has no days", async () => {
    const eventTypes = [{ id: "news", title: "Info", channelCount: 1 }];
    const genres = [{ id: "kids", title: "Enfants", channelCount: 1 }];
    const { client } = fakeContent({ "/content/live/availableFilters": { eventTypes, genres, days: { first: "2026-02-25", last: "2026-03-11" } } });
    await expect(client.guideFilters(ctx)).resolves.toEqual({ eventTypes, genres, days: { first: "2026-02-25", last: "2026-03-11" } });
    const empty = fakeContent({ "/content/live/availableFilters": { eventTypes: [], genres: [], days: null } });
    await expect(empty.client.guideFilters(ctx)).resolves.toEqual({ eventTypes: [], genres: [] });
  });

  test("a reply that is not the guide's shape is a ServiceError, not a half-read guide", async () => {
    const { client } = fakeContent({
      "/content/live/related": { channel, from: "2026-03-04T00:00:00.000Z", to: "2026-03-05T00:00:00.000Z", programmes: [{ ...bulletin, start: "at six" }] },
    });
    const failure = await client.channelSchedule("511", undefined, ctx).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ServiceError);
    expect(failure).toMatchObject({ code: "invalid-response" });
  });
});
