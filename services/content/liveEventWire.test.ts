import { describe, expect, test } from "vitest";
import { liveEventAnchorOf } from "./liveEventTiming";
import type { ProductRow } from "./productRow";
import { toWireProduct, type WireContext } from "./toWireProduct";

const anchor = liveEventAnchorOf(new Date("2026-05-14T14:00:30.000Z"));
const hour = 3_600_000;

/** A live event that starts 10 minutes after the anchor, on channel 505, with or without a replay. */
function eventRow(replayId: string | null): ProductRow {
  return {
    id: "70001",
    product_type: "LIVE_EVENT",
    show_type: null,
    title: { ar: "ديربي العاصمة", en: "The Capital Derby", fr: "Le derby de la capitale" },
    description: { ar: "مباشرة", en: "Live", fr: "En direct" },
    release_date: "2026-01-01",
    duration: null,
    genres: ["sports"],
    persons: [],
    plus: 1,
    stream_state: "LIVE",
    season_id: null,
    season_number: null,
    season_stream_state: null,
    show_id: null,
    show_title: null,
    show_product_type: null,
    episode_number: null,
    event_type: "sport",
    image_name: "event-70001",
    age_rating: 0,
    event_start_offset: 10,
    event_channel_id: "505",
    event_replay_id: replayId,
    startover_enabled: null,
    catchup_days: null,
  };
}

const start = anchor + 10 * 60_000;
const context = (atMs: number): WireContext => ({
  locale: "en",
  publicUrl: "http://localhost:4001",
  genreTitles: new Map([["sports", { ar: "رياضة", en: "Sports", fr: "Sport" }]]),
  clock: { anchorMs: anchor, atMs },
});

describe("the anchor live events are placed from", () => {
  test("is the suite's start down to the minute", () => {
    expect(new Date(anchor).toISOString()).toBe("2026-05-14T14:00:00.000Z");
    expect(liveEventAnchorOf(new Date("2026-05-14T14:00:00.000Z"))).toBe(anchor);
  });
});

describe("a live event on the wire, across its start and the 5-hour boundary", () => {
  test.each([
    ["a minute before its start", start - 60_000, "COMING_SOON", "COMING_SOON", false],
    ["a millisecond before its start", start - 1, "COMING_SOON", "COMING_SOON", false],
    ["at its start", start, "LIVE", "LIVE", true],
    ["a millisecond before 5 hours", start + 5 * hour - 1, "LIVE", "LIVE", true],
    ["at 5 hours, with a replay", start + 5 * hour, "VOD", "REPLAY", false],
    ["a day later, with a replay", start + 24 * hour, "VOD", "REPLAY", false],
  ] as const)("%s: streamState %s, state %s, isLive %s", (_when, at, streamState, state, isLive) => {
    const product = toWireProduct(eventRow("1036"), context(at));
    expect(product).toMatchObject({ productType: "LIVE_EVENT", eventType: "sport", streamInfo: { streamState }, isLive });
    expect(product.liveEvent).toEqual({ startTime: "2026-05-14T14:10:00.000Z", endTime: "2026-05-14T19:10:00.000Z", state, channelId: "505", replayId: "1036" });
  });

  test("without a replay it is ENDED at 5 hours, VOD and not live", () => {
    const product = toWireProduct(eventRow(null), context(start + 5 * hour));
    expect(product).toMatchObject({ streamInfo: { streamState: "VOD" }, isLive: false, liveEvent: { state: "ENDED", replayId: null } });
  });

  test("while coming soon it carries the start's UTC day and month, and only then", () => {
    const soon = toWireProduct(eventRow(null), context(start - 1));
    expect(soon).toMatchObject({ comingSoonDay: 14, comingSoonMonth: 5 });
    for (const at of [start, start + 5 * hour]) {
      const product = toWireProduct(eventRow(null), context(at));
      expect(product).not.toHaveProperty("comingSoonDay");
      expect(product).not.toHaveProperty("comingSoonMonth");
    }
  });

  test("its release date and year are its start's, not what is stored", () => {
    expect(toWireProduct(eventRow(null), context(start))).toMatchObject({ releaseDate: "2026-05-14", year: 2026 });
  });

  test("keeps the product fields every product has: title in the language, image, Plus, rating", () => {
    const product = toWireProduct(eventRow(null), { ...context(start), locale: "fr" });
    expect(product).toMatchObject({
      id: "70001",
      title: "Le derby de la capitale",
      image: { poster: "http://localhost:4001/images/poster/event-70001-{resolution}.svg" },
      genres: [{ id: "sports", title: "Sport" }],
      pricingPlans: [{ id: "plus", availability: { plus: true } }],
      ageRating: 0,
    });
  });

  test("an event row stored without its schedule is past: VOD, with no liveEvent", () => {
    const row = { ...eventRow(null), event_start_offset: null, event_channel_id: null };
    const product = toWireProduct(row, context(start));
    expect(product).toMatchObject({ streamInfo: { streamState: "VOD" }, isLive: false });
    expect(product).not.toHaveProperty("liveEvent");
  });

  test("other products get no live event fields, whatever the clock", () => {
    const movie = { ...eventRow(null), id: "1001", product_type: "MOVIE" as const, event_type: null, event_start_offset: null, event_channel_id: null };
    const product = toWireProduct(movie, context(start));
    expect(product).not.toHaveProperty("liveEvent");
    expect(product).not.toHaveProperty("isLive");
    expect(product.streamInfo.streamState).toBe("LIVE");
  });
});
