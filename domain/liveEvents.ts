/**
 * A live event's state (issue 30 §2; spec 3 "live event", eventType sport|news|entertainment; spec 4: "a live
 * event that is coming soon ends 5 hours after its start"). An event has a start time: before it, it is coming
 * soon (a countdown, not playable); from it, for 5 hours, it is live and plays its stream; after that it is over,
 * and shows as its replay when it has one, else as ended. Pure: it takes the moment it answers for, so the content
 * service (which answers with the state) and the app (which counts down and turns live in the browser) agree.
 */
export type LiveEventState = "coming-soon" | "live" | "replay" | "ended";

export const eventTypes = ["sport", "news", "entertainment"] as const;
export type EventType = (typeof eventTypes)[number];

/** Spec 4: how long after its start a coming-soon live event ends. */
export const liveEventHours = 5;
const liveEventMs = liveEventHours * 3_600_000;

export interface LiveEventTiming {
  /** ISO 8601 UTC. */
  startsAt: string;
  /** Whether a replay of it is in the catalogue. */
  hasReplay: boolean;
}

/** The event's state at `at` (ISO 8601 or ms); a start that is not a date counts as ended, never as live. */
export function liveEventState(event: LiveEventTiming, at: string | number): LiveEventState {
  const start = Date.parse(event.startsAt);
  const now = typeof at === "number" ? at : Date.parse(at);
  if (!Number.isFinite(start) || !Number.isFinite(now)) return event.hasReplay ? "replay" : "ended";
  if (now < start) return "coming-soon";
  if (now < start + liveEventMs) return "live";
  return event.hasReplay ? "replay" : "ended";
}

/** When the event stops being live (its start plus 5 hours), ISO 8601. */
export function liveEventEnd(startsAt: string): string | undefined {
  const start = Date.parse(startsAt);
  return Number.isFinite(start) ? new Date(start + liveEventMs).toISOString() : undefined;
}

/** What is left until `startsAt` at `at`, in whole units for a countdown; undefined once it has started. */
export function countdown(startsAt: string, at: number): { days: number; hours: number; minutes: number; seconds: number } | undefined {
  const left = Date.parse(startsAt) - at;
  if (!Number.isFinite(left) || left <= 0) return undefined;
  const seconds = Math.floor(left / 1000);
  return { days: Math.floor(seconds / 86_400), hours: Math.floor((seconds % 86_400) / 3600), minutes: Math.floor((seconds % 3600) / 60), seconds: seconds % 60 };
}
