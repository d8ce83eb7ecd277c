import { describe, expect, test } from "vitest";
import { cardExpiryForTracking, engagementStatusOf, isDroppedEvent, playbackTimeBucket, timeOfDayOf } from "./tracking";

describe("tracking rules", () => {
  test("session start, session end and state transitions are dropped", () => {
    expect(isDroppedEvent("session_start")).toBe(true);
    expect(isDroppedEvent("session_end")).toBe(true);
    expect(isDroppedEvent("state_transition")).toBe(true);
    expect(isDroppedEvent("page_view")).toBe(false);
  });

  test("the engagement tool's status is anonymous, registered or subscribed", () => {
    expect(engagementStatusOf("subscribed")).toBe("subscribed");
    expect(engagementStatusOf("suspended")).toBe("registered");
    expect(engagementStatusOf("registered")).toBe("registered");
    expect(engagementStatusOf("anonymous")).toBe("anonymous");
    expect(engagementStatusOf("admin")).toBe("anonymous");
  });

  test("a card's expiry is the 25th of its month", () => {
    expect(cardExpiryForTracking(3, 27)).toBe("2027-03-25");
    expect(cardExpiryForTracking(12, 2030)).toBe("2030-12-25");
    expect(cardExpiryForTracking(13, 2030)).toBeUndefined();
    expect(cardExpiryForTracking(0, 2030)).toBeUndefined();
  });

  test("playback time falls in buckets from under 5 seconds to 120 minutes and more", () => {
    expect(playbackTimeBucket(0)).toBe("<5s");
    expect(playbackTimeBucket(4.9)).toBe("<5s");
    expect(playbackTimeBucket(5)).toBe("5-30s");
    expect(playbackTimeBucket(61)).toBe("1-5m");
    expect(playbackTimeBucket(119 * 60)).toBe("90-120m");
    expect(playbackTimeBucket(120 * 60)).toBe("120m+");
    expect(playbackTimeBucket(Number.NaN)).toBe("<5s");
  });

  test("the time of day: morning 6-11, afternoon 12-17, evening 18-23, night otherwise", () => {
    expect([5, 6, 11, 12, 17, 18, 23, 0].map(timeOfDayOf)).toEqual(["night", "morning", "morning", "afternoon", "afternoon", "evening", "evening", "night"]);
  });
});
