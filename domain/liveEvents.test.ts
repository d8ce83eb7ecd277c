import { describe, expect, test } from "vitest";
import { countdown, liveEventEnd, liveEventState } from "./liveEvents";

const start = "2026-11-27T18:00:00.000Z";
const at = (iso: string) => Date.parse(iso);

describe("a live event's state (spec 4: a coming-soon live event ends 5 hours after its start)", () => {
  test("coming soon before its start, not playable", () => {
    expect(liveEventState({ startsAt: start, hasReplay: true }, "2026-11-27T17:59:59.000Z")).toBe("coming-soon");
  });

  test("live from its start until 5 hours after it", () => {
    expect(liveEventState({ startsAt: start, hasReplay: false }, start)).toBe("live");
    expect(liveEventState({ startsAt: start, hasReplay: false }, "2026-11-27T22:59:59.999Z")).toBe("live");
  });

  test("5 hours after its start it is over: its replay when there is one, else ended; never coming soon again", () => {
    expect(liveEventState({ startsAt: start, hasReplay: true }, "2026-11-27T23:00:00.000Z")).toBe("replay");
    expect(liveEventState({ startsAt: start, hasReplay: false }, at("2026-11-28T10:00:00.000Z"))).toBe("ended");
    expect(liveEventEnd(start)).toBe("2026-11-27T23:00:00.000Z");
  });

  test("a start that is not a date is never live", () => {
    expect(liveEventState({ startsAt: "soon", hasReplay: false }, start)).toBe("ended");
    expect(liveEventEnd("soon")).toBeUndefined();
  });

  test("the countdown in days, hours, minutes and seconds; none once started", () => {
    expect(countdown(start, at("2026-11-26T15:58:30.000Z"))).toEqual({ days: 1, hours: 2, minutes: 1, seconds: 30 });
    expect(countdown(start, at(start))).toBeUndefined();
  });
});
