import { describe, expect, test } from "vitest";
import {
  alignWindow,
  dayLabel,
  formatTime,
  formatTimeRange,
  isOnAt,
  isPastAt,
  minutesIntoWindow,
  placeInWindow,
  progressAt,
  safeTimeZone,
  timeSlots,
  type TimeDisplay,
} from "./guideTime";

/** Intl joins ranges and day periods with thin and narrow no-break spaces; the tests read them as plain spaces. */
const plain = (text: string) => text.replace(/[\u2009\u202f\u00a0]/g, " ");

const riyadh = (locale: TimeDisplay["locale"], country?: string): TimeDisplay => ({ locale, timeZone: "Asia/Riyadh", ...(country ? { country } : {}) });
const evening = { start: "2026-03-10T19:00:00Z", end: "2026-03-10T20:30:00Z" };

describe("formatTime and formatTimeRange, in the viewer's zone", () => {
  test.each([
    ["en", undefined, "10:00 PM"],
    ["fr", undefined, "22:00"],
    ["ar", "SA", "١٠:٠٠ م"],
    ["ar", "AE", "10:00 م"],
    ["ar", "MA", "22:00"],
  ] as const)("in %s (country %s) 19:00 UTC reads %s in Riyadh", (locale, country, expected) => {
    expect(plain(formatTime(evening.start, riyadh(locale, country)))).toBe(expected);
  });

  test("the zone is the one given, never the server's", () => {
    expect(plain(formatTime(evening.start, { locale: "en", timeZone: "America/New_York" }))).toBe("3:00 PM");
    expect(plain(formatTime(evening.start, { locale: "en", timeZone: "UTC" }))).toBe("7:00 PM");
  });

  test("an unknown zone falls back to UTC", () => {
    expect(safeTimeZone("Mars/Olympus")).toBe("UTC");
    expect(safeTimeZone("")).toBe("UTC");
    expect(safeTimeZone("Asia/Dubai")).toBe("Asia/Dubai");
    expect(plain(formatTime(evening.start, { locale: "en", timeZone: "Mars/Olympus" }))).toBe("7:00 PM");
  });

  test("a range is joined the way each locale joins ranges", () => {
    expect(plain(formatTimeRange(evening, riyadh("en")))).toBe("10:00 – 11:30 PM");
    expect(plain(formatTimeRange(evening, riyadh("fr")))).toBe("22:00 – 23:30");
    expect(plain(formatTimeRange(evening, riyadh("ar", "SA")))).toBe("١٠:٠٠–١١:٣٠ م");
  });

  test("a range over midnight shows times only, joined as the locale joins ranges", () => {
    const late = { start: "2026-03-10T20:30:00Z", end: "2026-03-10T21:30:00Z" };
    expect(plain(formatTimeRange(late, riyadh("en")))).toBe("11:30 PM – 12:30 AM");
    expect(plain(formatTimeRange(late, riyadh("fr")))).toBe("23:30 – 00:30");
    expect(plain(formatTimeRange(late, riyadh("ar", "SA")))).toBe("١١:٣٠ م – ١٢:٣٠ ص");
  });

  test("a span without length shows its start; text that is no date is shown as given", () => {
    expect(plain(formatTimeRange({ start: evening.start, end: evening.start }, riyadh("fr")))).toBe("22:00");
    expect(formatTime("soon", riyadh("en"))).toBe("soon");
  });
});

describe("progressAt, isOnAt and isPastAt", () => {
  test.each([
    ["2026-03-10T18:00:00Z", 0],
    ["2026-03-10T19:00:00Z", 0],
    ["2026-03-10T19:30:00Z", 1 / 3],
    ["2026-03-10T20:15:00Z", 5 / 6],
    ["2026-03-10T20:30:00Z", 1],
    ["2026-03-11T01:00:00Z", 1],
  ])("at %s the programme is %d of the way through", (at, ratio) => {
    expect(progressAt(evening, at)).toBeCloseTo(ratio, 6);
  });

  test("a programme without length, or with a bad date, has no progress", () => {
    expect(progressAt({ start: evening.start, end: evening.start }, evening.start)).toBe(0);
    expect(progressAt({ start: "x", end: evening.end }, evening.start)).toBe(0);
  });

  test("on from its start up to, not including, its end; past from its end", () => {
    expect(isOnAt(evening, "2026-03-10T18:59:59Z")).toBe(false);
    expect(isOnAt(evening, evening.start)).toBe(true);
    expect(isOnAt(evening, evening.end)).toBe(false);
    expect(isPastAt(evening, "2026-03-10T20:29:59Z")).toBe(false);
    expect(isPastAt(evening, evening.end)).toBe(true);
  });
});

describe("the grid's time axis", () => {
  const window = { from: "2026-03-10T18:10:00Z", to: "2026-03-10T20:05:00Z" };

  test("the window widens to whole half hours", () => {
    expect(alignWindow(window)).toEqual({ from: "2026-03-10T18:00:00.000Z", to: "2026-03-10T20:30:00.000Z" });
    expect(alignWindow({ from: window.to, to: window.from })).toBeUndefined();
  });

  test("one column per half hour, each starting where the last ended", () => {
    const slots = timeSlots(window);
    expect(slots.map((slot) => slot.start.slice(11, 16))).toEqual(["18:00", "18:30", "19:00", "19:30", "20:00"]);
    expect(slots.every((slot, index) => index === 0 || slot.start === slots[index - 1]?.end)).toBe(true);
    expect(timeSlots({ from: window.from, to: window.from })).toEqual([]);
  });

  const aligned = { from: "2026-03-10T18:00:00Z", to: "2026-03-10T20:00:00Z" };

  test.each([
    ["inside", { start: "2026-03-10T18:30:00Z", end: "2026-03-10T19:15:00Z" }, { offset: 30, length: 45, column: 1, columnSpan: 2, clippedStart: false, clippedEnd: false }],
    ["over the start", { start: "2026-03-10T17:00:00Z", end: "2026-03-10T18:20:00Z" }, { offset: 0, length: 20, column: 0, columnSpan: 1, clippedStart: true, clippedEnd: false }],
    ["over the end", { start: "2026-03-10T19:45:00Z", end: "2026-03-10T21:00:00Z" }, { offset: 105, length: 15, column: 3, columnSpan: 1, clippedStart: false, clippedEnd: true }],
    ["over both edges", { start: "2026-03-10T17:00:00Z", end: "2026-03-10T21:00:00Z" }, { offset: 0, length: 120, column: 0, columnSpan: 4, clippedStart: true, clippedEnd: true }],
  ])("a programme %s is placed and clipped at the window's edges", (_case, span, placement) => {
    expect(placeInWindow(span, aligned)).toEqual(placement);
  });

  test("a programme outside the window has no place; touching an edge is outside", () => {
    expect(placeInWindow({ start: "2026-03-10T16:00:00Z", end: "2026-03-10T18:00:00Z" }, aligned)).toBeUndefined();
    expect(placeInWindow({ start: "2026-03-10T20:00:00Z", end: "2026-03-10T21:00:00Z" }, aligned)).toBeUndefined();
  });

  test("the now line's minutes into the window, none outside it", () => {
    expect(minutesIntoWindow("2026-03-10T19:12:00Z", aligned)).toBe(72);
    expect(minutesIntoWindow("2026-03-10T20:00:00Z", aligned)).toBeUndefined();
    expect(minutesIntoWindow("2026-03-10T17:59:00Z", aligned)).toBeUndefined();
  });
});

describe("dayLabel, in the viewer's zone", () => {
  const at = "2026-03-10T12:00:00Z";

  test("today, tomorrow and yesterday follow the viewer's calendar, not UTC's", () => {
    // 22:30 UTC is already the next day in Riyadh (UTC+3), and still the same day in New York.
    expect(dayLabel("2026-03-10T22:30:00Z", at, riyadh("en"))).toEqual({ kind: "tomorrow" });
    expect(dayLabel("2026-03-10T22:30:00Z", at, { locale: "en", timeZone: "America/New_York" })).toEqual({ kind: "today" });
    expect(dayLabel("2026-03-09T20:00:00Z", at, riyadh("en"))).toEqual({ kind: "yesterday" });
  });

  test("other days are named by weekday and date in the viewer's language", () => {
    expect(dayLabel("2026-03-12T22:30:00Z", at, riyadh("en"))).toEqual({ kind: "date", text: "Friday, March 13" });
    expect(dayLabel("2026-03-12T22:30:00Z", at, riyadh("fr"))).toEqual({ kind: "date", text: "vendredi 13 mars" });
  });
});
