/**
 * The days of the fixtures-by-date page (issue 30 §3): a calendar day is the viewer's, so its matches are those
 * kicking off between that day's midnights in the viewer's time zone, whatever the server's zone. Pure: each
 * function takes the zone and the moment it works with.
 */
import { safeTimeZone } from "../guideTime";

const dayMs = 86_400_000;

/** The offset of `zone` from UTC at the instant `ms`, in ms (Asia/Amman in winter: +3 h). */
function zoneOffset(ms: number, zone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone: zone, hourCycle: "h23", year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric", second: "numeric" }).formatToParts(new Date(ms));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((item) => item.type === type)?.value ?? 0);
  const asUtc = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second"));
  return asUtc - (ms - (ms % 1000));
}

function dateParts(date: string): [number, number, number] {
  const [year = 1970, month = 1, day = 1] = date.split("-").map(Number);
  return [year, month, day];
}

/** The UTC instant of 00:00 on `date` (`YYYY-MM-DD`) in `zone`. */
function midnight(date: string, zone: string): number {
  const [year, month, day] = dateParts(date);
  const wall = Date.UTC(year, month - 1, day);
  const first = wall - zoneOffset(wall, zone);
  // Once more at the guess, in case the zone's offset changed in between (a daylight-saving switch).
  return wall - zoneOffset(first, zone);
}

/** `date` moved by `days` (`YYYY-MM-DD`). */
export function shiftDay(date: string, days: number): string {
  const [year, month, day] = dateParts(date);
  return new Date(Date.UTC(year, month - 1, day) + days * dayMs).toISOString().slice(0, 10);
}

/** The viewer's calendar day at `at` (ISO 8601), as `YYYY-MM-DD`. */
export function dayIn(at: string, timeZone: string): string {
  const zone = safeTimeZone(timeZone);
  const ms = Date.parse(at);
  return new Date(ms + zoneOffset(ms, zone)).toISOString().slice(0, 10);
}

/** From the day's first instant to the next day's (exclusive), as UTC ISO strings, in `timeZone`. */
export function dayRange(date: string, timeZone: string): { from: string; to: string } {
  const zone = safeTimeZone(timeZone);
  return { from: new Date(midnight(date, zone)).toISOString(), to: new Date(midnight(shiftDay(date, 1), zone)).toISOString() };
}
