/**
 * Tracking rules (spec 4 "Toast and consent", spec 7 "Tracking", spec 9): which events are kept, the engagement tool's
 * user status, and the values analytics is given in buckets rather than raw.
 */

/** Spec 4: analytics drops session start, session end and state-transition events. */
const droppedEvents: ReadonlySet<string> = new Set(["session_start", "session_end", "state_transition"]);

export function isDroppedEvent(event: string): boolean {
  return droppedEvents.has(event);
}

/** Spec 7: the engagement tool knows a viewer as anonymous, registered or subscribed (a suspended account is registered). */
export type EngagementStatus = "anonymous" | "registered" | "subscribed";

export function engagementStatusOf(userType: string): EngagementStatus {
  if (userType === "subscribed") return "subscribed";
  return userType === "registered" || userType === "suspended" ? "registered" : "anonymous";
}

/** Spec 7: a card's expiry is sent as the 25th of its month (`YYYY-MM-25`); a two-digit year is of this century. */
export function cardExpiryForTracking(month: number, year: number): string | undefined {
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year) || year < 0) return undefined;
  const fullYear = year < 100 ? 2000 + year : year;
  return `${String(fullYear).padStart(4, "0")}-${String(month).padStart(2, "0")}-25`;
}

/**
 * Spec 9: playback time in buckets from under 5 seconds up to 120 minutes and more. The bounds between are not given:
 * these are ours (decision), finer at the start where most sessions end.
 */
const playbackBounds: readonly [number, string][] = [
  [5, "<5s"],
  [30, "5-30s"],
  [60, "30-60s"],
  [5 * 60, "1-5m"],
  [10 * 60, "5-10m"],
  [20 * 60, "10-20m"],
  [30 * 60, "20-30m"],
  [45 * 60, "30-45m"],
  [60 * 60, "45-60m"],
  [90 * 60, "60-90m"],
  [120 * 60, "90-120m"],
];

export function playbackTimeBucket(seconds: number): string {
  const played = Number.isFinite(seconds) ? Math.max(0, seconds) : 0;
  return playbackBounds.find(([bound]) => played < bound)?.[1] ?? "120m+";
}

/** Spec 9: morning 6-11, afternoon 12-17, evening 18-23, night otherwise (the viewer's local hour). */
export type TimeOfDay = "morning" | "afternoon" | "evening" | "night";

export function timeOfDayOf(hour: number): TimeOfDay {
  if (hour >= 6 && hour <= 11) return "morning";
  if (hour >= 12 && hour <= 17) return "afternoon";
  if (hour >= 18 && hour <= 23) return "evening";
  return "night";
}
