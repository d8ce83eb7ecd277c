/**
 * A live event's countdown in words (issue 30 §2): the two largest units left, in the viewer's language and digits
 * (`Intl.NumberFormat` unit style, joined by `Intl.ListFormat`): "1 day, 2 hr" a day ahead, "2 hr, 15 min" within
 * the day, "4 min, 05 sec" within the hour. One function for the server's text and the browser's ticking one.
 */
import { countdown } from "@/domain/liveEvents";
import type { Locale } from "@/domain/types";
import { viewerLocales } from "@/domain/viewerLocales";

export interface CountdownDisplay {
  locale: Locale;
  /** ISO 3166-1 alpha-2: picks Arabic's digits as the rest of the app does (domain/guideTime.ts). */
  country?: string;
}

function unit(value: number, name: "day" | "hour" | "minute" | "second", display: CountdownDisplay): string {
  return new Intl.NumberFormat(viewerLocales(display), { style: "unit", unit: name, unitDisplay: "short" }).format(value);
}

/** What is left until `startsAt` at `at` (ms), or undefined once it has started. */
export function countdownText(startsAt: string, at: number, display: CountdownDisplay): string | undefined {
  const left = countdown(startsAt, at);
  if (!left) return undefined;
  const parts =
    left.days > 0
      ? [unit(left.days, "day", display), unit(left.hours, "hour", display)]
      : left.hours > 0
        ? [unit(left.hours, "hour", display), unit(left.minutes, "minute", display)]
        : [unit(left.minutes, "minute", display), unit(left.seconds, "second", display)];
  return new Intl.ListFormat(viewerLocales(display), { style: "narrow", type: "unit" }).format(parts);
}

/** How often the text changes: every second in the last hour, else every half minute. */
export function tickMs(startsAt: string, at: number): number {
  return Date.parse(startsAt) - at <= 3_600_000 ? 1000 : 30_000;
}
