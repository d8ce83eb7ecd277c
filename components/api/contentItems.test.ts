import { describe, expect, test } from "vitest";
import { liveChannelItems } from "../testing/contentItems";
import { contentItemSchema, contentItemsUrl } from "./contentItems";

const event = {
  id: "70001",
  kind: "live-event",
  title: "The Capital Derby",
  description: "Live",
  genres: ["Sports"],
  images: { landscape: "http://img/landscape/event-70001-{resolution}.svg" },
  plus: true,
  comingSoon: false,
  isLive: true,
  href: "/livestream/the-capital-derby/liveevent-70001",
  eventType: "sport",
  liveEvent: { startsAt: "2026-11-28T02:00:00.000Z", endsAt: "2026-11-28T07:00:00.000Z", state: "live", channelId: "523" },
};

describe("the items a rail below the fold draws in the browser", () => {
  test("live events are items too, with their schedule, so their tiles say when and count down", () => {
    const parsed = contentItemSchema.parse(event);
    expect(parsed.ok && parsed.value.liveEvent).toEqual(event.liveEvent);
    expect(contentItemSchema.parse(liveChannelItems("en")[0]).ok).toBe(true);
  });

  test("an item that is not one (an unknown kind, a state that is not one) is dropped, not drawn", () => {
    expect(contentItemSchema.parse({ ...event, kind: "podcast" }).ok).toBe(false);
    expect(contentItemSchema.parse({ ...event, liveEvent: { ...event.liveEvent, state: "later" } }).ok).toBe(false);
  });

  test("asks with literal commas", () => {
    expect(contentItemsUrl(["1", "2"], "ar")).toBe("/api/content/items?ids=1,2&lang=ar");
  });
});
