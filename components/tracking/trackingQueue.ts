/**
 * Spec 4: tracking events wait in local storage until the tag manager has loaded, and until the viewer's consent lets
 * them go (components/tracking/tracker.ts flushes them, in order). The queue is bounded: beyond its limit the oldest
 * events go first. Without storage (private modes, a full quota) the page keeps them in memory instead.
 */
import * as check from "@/domain/check";

const queuedEventShape = check.object({
  event: check.string,
  params: check.record(check.union(check.string, check.number, check.boolean)),
  /** When it happened (epoch ms). */
  at: check.number,
});

export type QueuedEvent = check.Infer<typeof queuedEventShape>;
export type TrackParams = QueuedEvent["params"];

export const trackingQueueKey = "shasha.tracking.queue";
export const trackingQueueLimit = 100;
/** Dispatched on `window` when an event joins the queue, for the tracker to flush it when it may. */
export const trackedEvent = "shasha:tracked";

let memory: QueuedEvent[] = [];

function queuedEventOf(value: unknown): QueuedEvent | undefined {
  const parsed = queuedEventShape.parse(value);
  return parsed.ok ? parsed.value : undefined;
}

/** What storage holds, checked (another tab, an older version or a person may have written it). */
function read(): QueuedEvent[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(trackingQueueKey) ?? "[]");
    return Array.isArray(stored) ? stored.flatMap((entry) => queuedEventOf(entry) ?? []) : [];
  } catch {
    return memory;
  }
}

function write(events: QueuedEvent[]): void {
  const kept = events.slice(-trackingQueueLimit);
  try {
    if (kept.length === 0) window.localStorage.removeItem(trackingQueueKey);
    else window.localStorage.setItem(trackingQueueKey, JSON.stringify(kept));
    memory = [];
  } catch {
    memory = kept;
  }
}

export function enqueue(event: QueuedEvent): void {
  write([...read(), event]);
}

/** Takes every queued event, oldest first, and empties the queue. */
export function takeQueued(): QueuedEvent[] {
  const events = read();
  write([]);
  return events;
}

/** The queued events, left in place. */
export function peekQueued(): QueuedEvent[] {
  return read();
}
