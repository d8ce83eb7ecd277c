/**
 * The text of a time the guide shows (a time of day, a programme's range, a day's name), for a given zone. One
 * function for the server's render and for the browser's, so both say the same thing for the same zone.
 */
import { dayLabel, formatTime, formatTimeRange, type TimeDisplay } from "@/domain/guideTime";
import type { DayWords } from "./guideLabels";

export type LocalTimeValue =
  | { kind: "time"; at: string }
  | { kind: "range"; start: string; end: string }
  /** `day` named against `now` (the page's moment): "Today", "Tomorrow", or its weekday and date. */
  | { kind: "day"; day: string; now: string; words: DayWords };

export function localTimeText(value: LocalTimeValue, display: TimeDisplay): string {
  if (value.kind === "time") return formatTime(value.at, display);
  if (value.kind === "range") return formatTimeRange(value, display);
  const label = dayLabel(value.day, value.now, display);
  return label.kind === "date" ? label.text : value.words[label.kind];
}

/** The machine-readable moment of the value, for `<time dateTime>`. */
export function localTimeMoment(value: LocalTimeValue): string {
  if (value.kind === "time") return value.at;
  return value.kind === "range" ? value.start : value.day;
}
