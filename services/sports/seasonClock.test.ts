import { describe, expect, test } from "vitest";
import { eventOffsetMs, kickOffAt, matchLengthMinutes, matchStateAt, minuteMs, paceOf, seasonClockOf } from "./seasonClock";

const start = new Date("2026-05-14T10:20:00.000Z");
const clock = seasonClockOf(start);
const match = { dayOffset: 0, kickOffMinute: 16 * 60, firstHalfAdded: 2, secondHalfAdded: 4, showcase: false };
const at = (minutes: number) => Date.parse("2026-05-14T16:00:00.000Z") + minutes * minuteMs;

describe("the season clock", () => {
  test("anchors day offset 0 on 00:00 UTC of the start day, whatever the server's zone", () => {
    expect(new Date(clock.anchorDay).toISOString()).toBe("2026-05-14T00:00:00.000Z");
    expect(new Date(kickOffAt(match, clock, 0)).toISOString()).toBe("2026-05-14T16:00:00.000Z");
    expect(new Date(kickOffAt({ ...match, dayOffset: -8, kickOffMinute: 810 }, clock, 0)).toISOString()).toBe("2026-05-06T13:30:00.000Z");
  });

  test("a match lasts both halves with their added time and the 15-minute break", () => {
    expect(matchLengthMinutes(match)).toBe(45 + 2 + 15 + 45 + 4);
  });

  test("the minute on the clock, phase by phase", () => {
    const state = (minutes: number) => matchStateAt(match, at(0), at(minutes));
    expect(state(-1)).toEqual({ status: "scheduled" });
    expect(state(0)).toEqual({ status: "live", phase: "firstHalf", clock: { minute: 1, addedTime: 0 } });
    expect(state(44.9)).toEqual({ status: "live", phase: "firstHalf", clock: { minute: 45, addedTime: 0 } });
    expect(state(46.5)).toEqual({ status: "live", phase: "firstHalf", clock: { minute: 45, addedTime: 2 } });
    expect(state(47)).toEqual({ status: "live", phase: "halfTime", clock: { minute: 45, addedTime: 2 } });
    expect(state(62)).toEqual({ status: "live", phase: "secondHalf", clock: { minute: 46, addedTime: 0 } });
    expect(state(62 + 44.5)).toEqual({ status: "live", phase: "secondHalf", clock: { minute: 90, addedTime: 0 } });
    expect(state(62 + 48.2)).toEqual({ status: "live", phase: "secondHalf", clock: { minute: 90, addedTime: 4 } });
    expect(state(62 + 49)).toEqual({ status: "finished" });
  });

  test("an event happens when its minute is on the clock", () => {
    expect(eventOffsetMs({ period: 1, minute: 1, addedTime: 0, second: 10 }, 2)).toBe(10_000);
    expect(eventOffsetMs({ period: 1, minute: 45, addedTime: 2, second: 0 }, 2)).toBe(46 * minuteMs);
    expect(eventOffsetMs({ period: 2, minute: 46, addedTime: 0, second: 0 }, 2)).toBe(62 * minuteMs);
    expect(eventOffsetMs({ period: 2, minute: 90, addedTime: 3, second: 30 }, 2)).toBe((62 + 47) * minuteMs + 30_000);
    // Each event's minute is the one the clock shows when it happens.
    for (const event of [{ period: 1, minute: 45, addedTime: 2, second: 59 }, { period: 2, minute: 77, addedTime: 0, second: 5 }] as const) {
      expect(matchStateAt(match, at(0), at(0) + eventOffsetMs(event, 2)).clock).toEqual({ minute: event.minute, addedTime: event.addedTime });
    }
  });

  test("the showcase first kicks off 30 minutes before the start, and kicks off again when it ends: always live", () => {
    const showcase = { ...match, showcase: true };
    const length = matchLengthMinutes(showcase) * minuteMs;
    const first = kickOffAt(showcase, clock, start.getTime());
    expect(new Date(first).toISOString()).toBe("2026-05-14T09:50:00.000Z");
    expect(matchStateAt(showcase, first, start.getTime()).clock).toEqual({ minute: 31, addedTime: 0 });
    for (const later of [1, 5, 30, 60 * 24 * 3]) {
      const now = start.getTime() + later * 60 * minuteMs;
      const kickOff = kickOffAt(showcase, clock, now);
      expect(now - kickOff).toBeGreaterThanOrEqual(0);
      expect(now - kickOff).toBeLessThan(length);
      expect(matchStateAt(showcase, kickOff, now).status).toBe("live");
    }
    expect(kickOffAt(showcase, clock, first + length)).toBe(first + length);
  });
});

describe("a sped-up showcase (SPORTS_SHOWCASE_MINUTE_MS)", () => {
  const fast = seasonClockOf(start, 1000);
  const showcase = { ...match, showcase: true };
  const length = matchLengthMinutes(showcase);
  /** The showcase as of a wall-clock `now`: its state on its own clock, its kick-off on the wall's. */
  const showcaseAt = (now: number) => {
    const pace = paceOf(showcase, fast);
    const kickOff = kickOffAt(showcase, fast, pace.toMatch(now));
    return { kickOff: pace.toWall(kickOff), state: matchStateAt(showcase, kickOff, pace.toMatch(now)) };
  };

  test("is 30 match minutes in when the suite starts, its first kick-off 30 of its minutes earlier", () => {
    expect(fast.showcaseOrigin).toBe(start.getTime() - 30_000);
    expect(showcaseAt(start.getTime())).toEqual({ kickOff: start.getTime() - 30_000, state: { status: "live", phase: "firstHalf", clock: { minute: 31, addedTime: 0 } } });
  });

  test("plays a match minute per `showcaseMinuteMs` of wall time, the break included", () => {
    expect(showcaseAt(start.getTime() + 10_000).state.clock).toEqual({ minute: 41, addedTime: 0 });
    expect(showcaseAt(start.getTime() + 15_500).state).toEqual({ status: "live", phase: "firstHalf", clock: { minute: 45, addedTime: 1 } });
    expect(showcaseAt(start.getTime() + 20_000).state.phase).toBe("halfTime");
    expect(showcaseAt(start.getTime() + (47 + 15 - 30) * 1000).state).toEqual({ status: "live", phase: "secondHalf", clock: { minute: 46, addedTime: 0 } });
  });

  test("ends after its length in seconds and kicks off again at once: the next kick-off is on the wall clock", () => {
    const first = start.getTime() - 30_000;
    expect(showcaseAt(first + length * 1000 - 1).kickOff).toBe(first);
    expect(showcaseAt(first + length * 1000)).toEqual({ kickOff: first + length * 1000, state: { status: "live", phase: "firstHalf", clock: { minute: 1, addedTime: 0 } } });
  });

  test("leaves every other match, and a showcase at the default pace, in real time", () => {
    const now = start.getTime() + 12_345;
    expect(paceOf(match, fast).toMatch(now)).toBe(now);
    expect(paceOf(showcase, clock).toMatch(now)).toBe(now);
    expect(clock.showcaseMinuteMs).toBe(minuteMs);
  });
});
