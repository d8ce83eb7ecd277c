/**
 * Where a live event sits on the calendar at a given moment (issue 30 §2). Nothing here reads the clock: every answer
 * is for the moment it is given (the request's time; tests fix it). The state rule itself is domain/liveEvents.ts,
 * shared with the app, so the service and the browser's countdown agree on when an event turns live and when it ends.
 *
 * The anchor is the suite's start to the whole minute: an event's start is the anchor plus its stored offset in
 * minutes (content/liveEventMigration.ts), so whatever day the suite starts, the seeded events are live, coming soon
 * and over as the seed meant, and they move on with the clock while it runs (a restart re-anchors them, as the sports
 * season is re-anchored; services/sports/seasonClock.ts).
 */
import { liveEventHours, liveEventState, type LiveEventState } from "@/domain/liveEvents";
import type { WireLiveEventState } from "./contentRequests";

const minuteMs = 60_000;
const liveEventMs = liveEventHours * 3_600_000;

/** The live events' day zero: the suite's start, down to the minute (ms since the epoch). */
export function liveEventAnchorOf(suiteStart: Date): number {
  const start = suiteStart.getTime();
  return start - (((start % minuteMs) + minuteMs) % minuteMs);
}

/** The moment a reply is made for, and the anchor the events are placed from (both ms since the epoch). */
export interface LiveClock {
  anchorMs: number;
  atMs: number;
}

/** What is stored of an event (the `live_events` row). */
export interface LiveEventRecord {
  startOffsetMinutes: number;
  channelId: string;
  replayId: string | null;
}

/** An event placed on the calendar, in its state at the clock's moment. */
export interface LiveEventTiming {
  /** ISO 8601 UTC. */
  startTime: string;
  /** The start plus 5 hours (spec 4), ISO 8601 UTC. */
  endTime: string;
  state: LiveEventState;
  channelId: string;
  replayId: string | null;
}

export function liveEventTimingOf(record: LiveEventRecord, clock: LiveClock): LiveEventTiming {
  const startMs = clock.anchorMs + record.startOffsetMinutes * minuteMs;
  const startTime = new Date(startMs).toISOString();
  return {
    startTime,
    endTime: new Date(startMs + liveEventMs).toISOString(),
    state: liveEventState({ startsAt: startTime, hasReplay: record.replayId !== null }, clock.atMs),
    channelId: record.channelId,
    replayId: record.replayId,
  };
}

/** A product row's event, or undefined for a row that is not a live event (or one stored without its record). */
export function liveEventOfRow(
  row: { product_type: string; event_start_offset: number | null; event_channel_id: string | null; event_replay_id: string | null },
  clock: LiveClock,
): LiveEventTiming | undefined {
  if (row.product_type !== "LIVE_EVENT" || row.event_start_offset === null || row.event_channel_id === null) return undefined;
  return liveEventTimingOf({ startOffsetMinutes: row.event_start_offset, channelId: row.event_channel_id, replayId: row.event_replay_id }, clock);
}

/** `liveEvent.state` on the wire. */
export const wireStateOf: Readonly<Record<LiveEventState, WireLiveEventState>> = {
  "coming-soon": "COMING_SOON",
  live: "LIVE",
  replay: "REPLAY",
  ended: "ENDED",
};

/** `streamInfo.streamState` (spec 3: LIVE, COMING_SOON, VOD): a replay and an ended event are both past, VOD. */
export const streamStateOf: Readonly<Record<LiveEventState, "COMING_SOON" | "LIVE" | "VOD">> = {
  "coming-soon": "COMING_SOON",
  live: "LIVE",
  replay: "VOD",
  ended: "VOD",
};
