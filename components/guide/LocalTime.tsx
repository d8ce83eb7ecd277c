"use client";
/**
 * A time in the viewer's own time zone. The server renders with the zone it was given (a guess: the viewer's
 * country, or UTC) and passes its text; hydration shows exactly that text, so nothing mismatches, and the browser
 * then re-formats with its own zone (issue 30 §1). A client navigation renders the browser's zone at once.
 */
import type { TimeDisplay } from "@/domain/guideTime";
import { useHydrated } from "../useHydrated";
import { browserTimeZone } from "./browserTimeZone";
import { localTimeMoment, localTimeText, type LocalTimeValue } from "./localTimeText";

export interface LocalTimeProps {
  value: LocalTimeValue;
  /** What the server formatted with. */
  display: TimeDisplay;
  /** The server's text for `value` in `display` (localTimeText), shown until the browser knows its zone. */
  text: string;
  className?: string;
}

export function LocalTime({ value, display, text, className }: LocalTimeProps) {
  const hydrated = useHydrated();
  const zone = hydrated ? browserTimeZone() : undefined;
  const shown = zone === undefined || zone === display.timeZone ? text : localTimeText(value, { ...display, timeZone: zone });
  return (
    <time className={className} dateTime={localTimeMoment(value)}>
      {shown}
    </time>
  );
}

