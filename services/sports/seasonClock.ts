/**
 * Where the seeded season sits on the calendar, and where a match is at a given moment. Nothing here reads the
 * system clock: every answer is for the `now` it is given (the request's time; tests fix it).
 *
 * The season anchor is 00:00 UTC of the day the suite started: a fixture's kick-off is that day plus its stored day
 * offset and UTC minute (services/seed/sports/kickOffs.ts puts each tournament's middle matchday on the day before the
 * start day, so whatever day the suite starts, half the season is played, a matchday is in progress and the rest is to
 * come). A restart re-anchors the season on the new day.
 *
 * The showcase fixture is always live: it first kicks off 30 minutes before the suite started, and when it ends it
 * kicks off again, so at any moment it is somewhere in its match (its kick-off is computed from `now`). A match lasts
 * its first half with added time, a 15-minute break and its second half with added time; its events are revealed as
 * the clock passes their minute.
 *
 * The showcase may run faster than the wall clock (`SPORTS_SHOWCASE_MINUTE_MS`, services/sports/sportsOptions.ts): each
 * of its match minutes, the break's included, then lasts `showcaseMinuteMs` of wall time, so an end-to-end test sees
 * goals and half time within seconds. Its match is computed in match time (`paceOf`: wall time sped up from its first
 * kick-off) and its kick-off and final whistle are given back in wall time. Every other match keeps real time.
 */
import type { MatchPhase, MatchStatus } from "@/domain/sports/types";

export const minuteMs = 60_000;
export const dayMs = 86_400_000;
export const halfTimeBreakMinutes = 15;
export const showcaseLeadMinutes = 30;

export interface SeasonClock {
  /** 00:00 UTC of the suite's start day (ms since the epoch): day offset 0. */
  anchorDay: number;
  /** The showcase's first kick-off (ms since the epoch): its lead of 30 match minutes before the start. */
  showcaseOrigin: number;
  /** How long a minute of the showcase's match lasts on the wall clock, in ms; `minuteMs` is real time. */
  showcaseMinuteMs: number;
}

export function seasonClockOf(suiteStart: Date, showcaseMinuteMs = minuteMs): SeasonClock {
  const start = suiteStart.getTime();
  return { anchorDay: start - (start % dayMs), showcaseOrigin: start - showcaseLeadMinutes * showcaseMinuteMs, showcaseMinuteMs };
}

export interface FixtureTiming {
  dayOffset: number;
  kickOffMinute: number;
  firstHalfAdded: number;
  secondHalfAdded: number;
  showcase: boolean;
}

/** Kick-off to final whistle, in minutes. */
export function matchLengthMinutes(fixture: Pick<FixtureTiming, "firstHalfAdded" | "secondHalfAdded">): number {
  return 45 + fixture.firstHalfAdded + halfTimeBreakMinutes + 45 + fixture.secondHalfAdded;
}

/** Between the wall clock and a match's own clock (both ms since the epoch). */
export interface MatchPace {
  toMatch(wall: number): number;
  toWall(match: number): number;
}

const realTime: MatchPace = { toMatch: (wall) => wall, toWall: (match) => match };

/**
 * A match's pace: real time, but for a sped-up showcase, whose match time runs `minuteMs / showcaseMinuteMs` times as
 * fast as the wall clock from its first kick-off (the two agree at that instant).
 */
export function paceOf(fixture: Pick<FixtureTiming, "showcase">, clock: SeasonClock): MatchPace {
  if (!fixture.showcase || clock.showcaseMinuteMs === minuteMs) return realTime;
  const origin = clock.showcaseOrigin;
  const speed = minuteMs / clock.showcaseMinuteMs;
  return { toMatch: (wall) => origin + (wall - origin) * speed, toWall: (match) => Math.round(origin + (match - origin) / speed) };
}

/**
 * The kick-off (ms since the epoch) as of `now`; only the showcase's depends on `now`. Both in the match's own time
 * (`paceOf`), which is the wall clock's unless the showcase is sped up.
 */
export function kickOffAt(fixture: FixtureTiming, clock: SeasonClock, now: number): number {
  if (!fixture.showcase) return clock.anchorDay + fixture.dayOffset * dayMs + fixture.kickOffMinute * minuteMs;
  const length = matchLengthMinutes(fixture) * minuteMs;
  return clock.showcaseOrigin + Math.floor((now - clock.showcaseOrigin) / length) * length;
}

export interface EventTime {
  period: 1 | 2;
  minute: number;
  addedTime: number;
  second: number;
}

/**
 * When an event happens, in ms after kick-off. Minute m is on the clock from m - 1 to m minutes into its half
 * ("1'" is the first minute), and "45+2'" is the second minute of the first half's added time.
 */
export function eventOffsetMs(event: EventTime, firstHalfAdded: number): number {
  const intoHalf = (event.minute - (event.period === 1 ? 1 : 46) + event.addedTime) * 60 + event.second;
  const halfStart = event.period === 1 ? 0 : (45 + firstHalfAdded + halfTimeBreakMinutes) * 60;
  return (halfStart + intoHalf) * 1000;
}

export interface MatchState {
  status: MatchStatus;
  /** While live. */
  phase?: MatchPhase;
  /** While live: the minute on the clock; during the break, the first half's last minute. */
  clock?: { minute: number; addedTime: number };
}

function halfClock(elapsedMinutes: number, base: number, added: number): { minute: number; addedTime: number } | undefined {
  if (elapsedMinutes < 45) return { minute: base + Math.floor(elapsedMinutes), addedTime: 0 };
  if (elapsedMinutes < 45 + added) return { minute: base + 44, addedTime: Math.floor(elapsedMinutes - 45) + 1 };
  return undefined;
}

/** Where the match is at `now`, given its kick-off (kickOffAt). */
export function matchStateAt(fixture: Pick<FixtureTiming, "firstHalfAdded" | "secondHalfAdded">, kickOff: number, now: number): MatchState {
  const elapsed = (now - kickOff) / minuteMs;
  if (elapsed < 0) return { status: "scheduled" };
  const first = halfClock(elapsed, 1, fixture.firstHalfAdded);
  if (first !== undefined) return { status: "live", phase: "firstHalf", clock: first };
  const secondStart = 45 + fixture.firstHalfAdded + halfTimeBreakMinutes;
  if (elapsed < secondStart) return { status: "live", phase: "halfTime", clock: { minute: 45, addedTime: fixture.firstHalfAdded } };
  const second = halfClock(elapsed - secondStart, 46, fixture.secondHalfAdded);
  if (second !== undefined) return { status: "live", phase: "secondHalf", clock: second };
  return { status: "finished" };
}
