/**
 * What the sports stand-in is started with beyond its database and clock. One knob today: how fast the showcase match
 * plays (`SPORTS_SHOWCASE_MINUTE_MS`). The live match is always available locally (seasonClock.ts), but in real time a
 * goal may be many minutes away; an end-to-end test of the live push (app/api/sports/matches/[fixtureId]/live) wants
 * the score to change within seconds, so it starts the suite with a match minute of, say, 1000 ms (a whole match then
 * lasts about two minutes). Opt-in: unset, the showcase plays in real time, as every other match always does.
 */
import { minuteMs } from "./seasonClock";

export interface SportsOptions {
  /** How long a minute of the showcase match lasts, in ms (default `minuteMs`: real time). */
  showcaseMinuteMs?: number;
}

/** The fastest pace allowed: a match of about 116 minutes then lasts about 12 s, still slower than a poll or two. */
export const fastestShowcaseMinuteMs = 100;

/**
 * `SPORTS_SHOWCASE_MINUTE_MS`: a whole number of ms from 100 to 60000 (real time); unset or empty is real time.
 * Anything else throws, so a typo in a test stack's environment stops the start instead of silently playing slowly.
 */
export function readShowcaseMinuteMs(value: string | undefined): number {
  const text = value?.trim() ?? "";
  if (text === "") return minuteMs;
  const ms = Number(text);
  if (!Number.isInteger(ms) || ms < fastestShowcaseMinuteMs || ms > minuteMs) {
    throw new Error(`SPORTS_SHOWCASE_MINUTE_MS is not a whole number of ms from ${fastestShowcaseMinuteMs} to ${minuteMs}: ${value}`);
  }
  return ms;
}
