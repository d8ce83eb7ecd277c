/**
 * When the matchdays are played, relative to the suite's start day (services/sports/seasonClock.ts): one matchday a
 * week over three days (say Thursday to Saturday), at the evening kick-off times of the region, in UTC (18:00 UTC is
 * 21:00 in Riyadh, 20:00 in Cairo). Each tournament's middle matchday starts the day before the suite starts and ends
 * the day after, so whatever day and hour that is, the first half of the season is played, that matchday is in
 * progress (its first day played, its last to come) and the remaining matchdays are upcoming.
 */

/** A kick-off slot: the day within the matchday (0-2) and the minute of that day, UTC. */
export type KickOffSlot = readonly [day: number, minute: number];

const at = (day: number, hours: number, minutes = 0): KickOffSlot => [day, hours * 60 + minutes];

/** Slots by the number of fixtures a matchday has (half the teams); simultaneous kick-offs share a slot. */
export const kickOffSlots: Readonly<Record<number, readonly KickOffSlot[]>> = {
  7: [at(0, 15), at(0, 18), at(1, 13, 30), at(1, 16), at(1, 18, 30), at(2, 15), at(2, 18)],
  6: [at(0, 15), at(0, 18), at(1, 17), at(1, 17), at(1, 17), at(2, 18)],
};

export const daysBetweenMatchdays = 7;

/** The matchday in progress when the suite starts: the middle one (14 of 26, 12 of 22). */
export function liveMatchdayOf(matchdayCount: number): number {
  return Math.floor(matchdayCount / 2) + 1;
}

/** The first day of a matchday, in days from the suite's start day: the day before it for the live matchday. */
export function firstDayOf(matchday: number, liveMatchday: number): number {
  return (matchday - liveMatchday) * daysBetweenMatchdays - 1;
}

/** Index, in a matchday's slots, of the always-live showcase match (the second day's 16:00 kick-off). */
export const showcaseSlot = 3;
