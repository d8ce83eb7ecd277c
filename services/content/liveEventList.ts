/**
 * `product/liveEvents` (issue 30 §2; docs/contract.md §3 Content): the live events for the app's rails, each placed in
 * time at the request's moment (liveEventTiming.ts), narrowed to one state and one event type when asked, in the order
 * a rail shows them: what is live and what is coming soon by start, soonest first; replays and ended events by start,
 * latest first. Without a state, the live ones come first, then coming soon, replays and ended events. There are a
 * dozen events, so the store hands them all over and they are ordered and paged here, with the shared state rule.
 */
import type { LiveEventState } from "@/domain/liveEvents";
import type { LiveEventsRequest } from "./contentRequests";
import { type LiveClock, type LiveEventTiming, liveEventOfRow, wireStateOf } from "./liveEventTiming";
import type { ProductRow } from "./productRow";

export interface LiveEventPage {
  rows: ProductRow[];
  total: number;
}

interface PlacedEvent {
  row: ProductRow;
  event: LiveEventTiming;
  startMs: number;
}

const stateRank: Readonly<Record<LiveEventState, number>> = { live: 0, "coming-soon": 1, replay: 2, ended: 3 };

/** Upcoming and running events soonest first; past ones latest first; the id settles ties. */
function railOrder(a: PlacedEvent, b: PlacedEvent): number {
  const byState = stateRank[a.event.state] - stateRank[b.event.state];
  if (byState !== 0) return byState;
  const past = a.event.state === "replay" || a.event.state === "ended";
  const byStart = past ? b.startMs - a.startMs : a.startMs - b.startMs;
  return byStart !== 0 ? byStart : Number(a.row.id) - Number(b.row.id);
}

/** One page of `rows` (live events, already narrowed by type and rating) in `request.state`, in rail order. */
export function listLiveEvents(rows: readonly ProductRow[], request: LiveEventsRequest, clock: LiveClock): LiveEventPage {
  const placed = rows.flatMap((row): PlacedEvent[] => {
    const event = liveEventOfRow(row, clock);
    return event === undefined ? [] : [{ row, event, startMs: Date.parse(event.startTime) }];
  });
  const wanted = request.state === undefined ? placed : placed.filter((item) => wireStateOf[item.event.state] === request.state);
  const ordered = [...wanted].sort(railOrder);
  const from = request.page * request.size;
  return { rows: ordered.slice(from, from + request.size).map((item) => item.row), total: ordered.length };
}
