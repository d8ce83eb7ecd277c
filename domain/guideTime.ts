/**
 * The programme guide's clock (issue 30 §1): times the guide shows, in the viewer's time zone, and where a programme
 * sits on the grid's time axis. Pure: every function takes the zone and the moment it works with, so nothing here
 * reads the server's zone or clock by accident (the guide's times are UTC ISO strings, domain/guide.ts).
 *
 * Digits follow the rest of the app (domain/viewerLocales.ts):
 * the locale in the viewer's country first (`ar-JO` writes ١٠:٠٠, `ar-MA` 10:00), then the bare locale, with no
 * numbering system forced.
 */
import type { Locale } from "./types";
import { viewerLocales } from "./viewerLocales";

/** How the viewer reads times: their language, their IANA time zone, and the country that picks Arabic's digits. */
export interface TimeDisplay {
  locale: Locale;
  /** IANA zone ("Asia/Amman"); an unknown one falls back to UTC rather than to the server's zone. */
  timeZone: string;
  /** ISO 3166-1 alpha-2 ("JO"); absent when unknown. */
  country?: string;
}

/** Anything with a start and an (exclusive) end, UTC ISO 8601: a programme, a slot, a window. */
export interface TimeSpan {
  start: string;
  end: string;
}

/** The grid guide's time axis: from `from` to `to` (exclusive), UTC ISO 8601. */
export interface TimeWindow {
  from: string;
  to: string;
}

/** The grid's columns are half hours (issue 30 §1). */
export const slotMinutes = 30;

const minuteMs = 60_000;
const dayMs = 86_400_000;

/** Milliseconds since the epoch, or undefined for text that is not a date. */
export function toMs(iso: string): number | undefined {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? undefined : ms;
}

const knownZones = new Map<string, boolean>();

/** `timeZone` when Intl knows it, else UTC: a bad cookie or header must not break the page, nor show server time. */
export function safeTimeZone(timeZone: string): string {
  let known = knownZones.get(timeZone);
  if (known === undefined) {
    try {
      known = timeZone !== "" && new Intl.DateTimeFormat("en", { timeZone }).resolvedOptions().timeZone !== "";
    } catch {
      known = false;
    }
    knownZones.set(timeZone, known);
  }
  return known ? timeZone : "UTC";
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(display: TimeDisplay, kind: "time" | "weekday"): Intl.DateTimeFormat {
  const timeZone = safeTimeZone(display.timeZone);
  const key = `${viewerLocales(display).join(",")}|${timeZone}|${kind}`;
  let format = formats.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions =
      kind === "time" ? { timeStyle: "short", timeZone } : { weekday: "long", day: "numeric", month: "long", timeZone };
    format = new Intl.DateTimeFormat(viewerLocales(display), options);
    formats.set(key, format);
  }
  return format;
}

/**
 * A moment as a time of day in the viewer's zone, in the locale's short style ("9:30 PM", "00:30", "٩:٣٠ م"); text
 * that is no date is returned as is.
 */
export function formatTime(iso: string, display: TimeDisplay): string {
  const ms = toMs(iso);
  return ms === undefined ? iso : formatFor(display, "time").format(ms);
}

const dateFields: ReadonlySet<string> = new Set(["year", "month", "day", "weekday", "era"]);

/**
 * A programme's start and end as one range in the viewer's zone ("9:00 – 10:30 PM"), joined as the locale joins
 * ranges. Over midnight Intl would add both dates ("3/10/2026, 11:30 PM – 3/11/2026, 12:30 AM"); a guide shows
 * times only, so then the two times are joined with the locale's own separator.
 */
export function formatTimeRange(span: TimeSpan, display: TimeDisplay): string {
  const start = toMs(span.start);
  const end = toMs(span.end);
  if (start === undefined || end === undefined) return `${span.start} – ${span.end}`;
  const format = formatFor(display, "time");
  if (end <= start) return format.format(start);
  const parts = format.formatRangeToParts(start, end);
  if (!parts.some((part) => dateFields.has(part.type))) return parts.map((part) => part.value).join("");
  const separator = parts.filter((part) => part.source === "shared" && part.type === "literal").map((part) => part.value).join("");
  return `${format.format(start)}${separator === "" ? " – " : separator}${format.format(end)}`;
}

/** Whether the span is on at `at`: its start has come and its (exclusive) end has not. */
export function isOnAt(span: TimeSpan, at: string): boolean {
  const [start, end, now] = [toMs(span.start), toMs(span.end), toMs(at)];
  if (start === undefined || end === undefined || now === undefined) return false;
  return start <= now && now < end;
}

/** Whether the span ended at or before `at`. */
export function isPastAt(span: TimeSpan, at: string): boolean {
  const [end, now] = [toMs(span.end), toMs(at)];
  return end !== undefined && now !== undefined && end <= now;
}

/** How far the span has got at `at`, 0 before it starts to 1 once it has ended; 0 for a span without length. */
export function progressAt(span: TimeSpan, at: string): number {
  const [start, end, now] = [toMs(span.start), toMs(span.end), toMs(at)];
  if (start === undefined || end === undefined || now === undefined || end <= start) return 0;
  return Math.min(1, Math.max(0, (now - start) / (end - start)));
}

/** The start of the slot `ms` falls in (epoch milliseconds): the guide's windows begin on one. */
export function slotStart(ms: number, minutes: number = slotMinutes): number {
  const slotMs = minutes * minuteMs;
  return Math.floor(ms / slotMs) * slotMs;
}

/** The window widened to whole slots: its start back to a slot boundary, its end on to one. Undefined when it is empty. */
export function alignWindow(window: TimeWindow, minutes: number = slotMinutes): TimeWindow | undefined {
  const [from, to] = [toMs(window.from), toMs(window.to)];
  if (from === undefined || to === undefined || to <= from || minutes <= 0) return undefined;
  const slotMs = minutes * minuteMs;
  const start = slotStart(from, minutes);
  const end = Math.ceil(to / slotMs) * slotMs;
  return { from: new Date(start).toISOString(), to: new Date(end).toISOString() };
}

/** The grid's columns for a window: one slot per `minutes`, from the aligned start to the aligned end. */
export function timeSlots(window: TimeWindow, minutes: number = slotMinutes): TimeSpan[] {
  const aligned = alignWindow(window, minutes);
  if (!aligned) return [];
  const [from, to] = [Date.parse(aligned.from), Date.parse(aligned.to)];
  const slotMs = minutes * minuteMs;
  const count = Math.round((to - from) / slotMs);
  return Array.from({ length: count }, (_, index) => ({
    start: new Date(from + index * slotMs).toISOString(),
    end: new Date(from + (index + 1) * slotMs).toISOString(),
  }));
}

/** Where a span sits in a window, clipped at its edges: in minutes from the window's start, and in slot columns. */
export interface Placement {
  /** Minutes from the window's start to the visible start. */
  offset: number;
  /** Visible minutes. */
  length: number;
  /** The first slot it touches (0-based) and how many slots it touches. */
  column: number;
  columnSpan: number;
  /** It began before the window, or goes on after it. */
  clippedStart: boolean;
  clippedEnd: boolean;
}

/** The span's place in the window, or undefined when no part of it falls inside. */
export function placeInWindow(span: TimeSpan, window: TimeWindow, minutes: number = slotMinutes): Placement | undefined {
  const [start, end, from, to] = [toMs(span.start), toMs(span.end), toMs(window.from), toMs(window.to)];
  if (start === undefined || end === undefined || from === undefined || to === undefined) return undefined;
  const visibleStart = Math.max(start, from);
  const visibleEnd = Math.min(end, to);
  if (visibleEnd <= visibleStart) return undefined;
  const offset = (visibleStart - from) / minuteMs;
  const length = (visibleEnd - visibleStart) / minuteMs;
  const column = Math.floor(offset / minutes);
  const lastColumn = Math.max(column, Math.ceil((offset + length) / minutes) - 1);
  return { offset, length, column, columnSpan: lastColumn - column + 1, clippedStart: start < from, clippedEnd: end > to };
}

/** Minutes from the window's start to `at`, or undefined when `at` is outside the window. */
export function minutesIntoWindow(at: string, window: TimeWindow): number | undefined {
  const [now, from, to] = [toMs(at), toMs(window.from), toMs(window.to)];
  if (now === undefined || from === undefined || to === undefined || now < from || now >= to) return undefined;
  return (now - from) / minuteMs;
}

/** A day as the guide names it: relative to the viewer's today, or by weekday and date ("Thursday 12 March"). */
export type DayLabel = { kind: "today" | "tomorrow" | "yesterday" } | { kind: "date"; text: string };

const dayParts = new Map<string, Intl.DateTimeFormat>();

/** The calendar day of a moment in a zone, as whole days since 1970-01-01. */
function calendarDay(ms: number, timeZone: string): number {
  let format = dayParts.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US-u-ca-gregory-nu-latn", { year: "numeric", month: "numeric", day: "numeric", timeZone });
    dayParts.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(ms).map((part) => [part.type, Number(part.value)]));
  return Date.UTC(parts["year"] ?? 1970, (parts["month"] ?? 1) - 1, parts["day"] ?? 1) / dayMs;
}

/** The day of `iso` in the viewer's zone, named against the day of `at` (the page's moment) in the same zone. */
export function dayLabel(iso: string, at: string, display: TimeDisplay): DayLabel {
  const [ms, now] = [toMs(iso), toMs(at)];
  if (ms === undefined || now === undefined) return { kind: "date", text: iso };
  const timeZone = safeTimeZone(display.timeZone);
  const difference = calendarDay(ms, timeZone) - calendarDay(now, timeZone);
  if (difference === 0) return { kind: "today" };
  if (difference === 1) return { kind: "tomorrow" };
  if (difference === -1) return { kind: "yesterday" };
  return { kind: "date", text: formatFor(display, "weekday").format(ms) };
}

/**
 * The zone the server formats a page's times in before the browser re-formats them in its own (LocalTime): the
 * viewer's country's, where the region has one zone per country, else UTC. Only a first guess: never what the
 * viewer finally sees when their browser runs scripts.
 */
const countryZones: Readonly<Record<string, string>> = {
  JO: "Asia/Amman",
  SA: "Asia/Riyadh",
  AE: "Asia/Dubai",
  KW: "Asia/Kuwait",
  QA: "Asia/Qatar",
  BH: "Asia/Bahrain",
  OM: "Asia/Muscat",
  IQ: "Asia/Baghdad",
  LB: "Asia/Beirut",
  PS: "Asia/Hebron",
  SY: "Asia/Damascus",
  YE: "Asia/Aden",
  EG: "Africa/Cairo",
  SD: "Africa/Khartoum",
  LY: "Africa/Tripoli",
  TN: "Africa/Tunis",
  DZ: "Africa/Algiers",
  MA: "Africa/Casablanca",
};

/** How the server shows times to a viewer of `country` before the browser knows its own zone: that country's zone. */
export function countryDisplay(locale: Locale, country: string | undefined): TimeDisplay {
  return { locale, timeZone: countryTimeZone(country ?? ""), ...(country ? { country } : {}) };
}

export function countryTimeZone(country: string): string {
  return countryZones[country] ?? "UTC";
}
