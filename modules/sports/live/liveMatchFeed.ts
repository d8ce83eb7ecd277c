/**
 * The browser's side of the live push (issue 30 §3), free of React: `subscribeLiveMatch` listens to the app's event
 * stream (app/api/sports/matches/[fixtureId]/live) with EventSource and hands each changed snapshot to
 * `onSnapshot`. Where EventSource is missing (an old web view) or keeps failing (a proxy that buffers or cuts the
 * stream), it polls the same address for JSON every 15 s instead, backing off on errors. It stops for good on the
 * stream's `end`, on a finished match, on an unknown fixture, or when unsubscribed.
 *
 * Every snapshot is checked (liveSnapshot.ts) before it is used; a message that is not one is ignored. EventSource,
 * fetch and the timers are injected, so the tests drive it without a browser.
 */
import type { Locale } from "@/domain/types";
import { type LiveSnapshot, parseLiveSnapshot, snapshotChanged } from "./liveSnapshot";

/** The part of EventSource the feed uses, behind a small face the tests can fake. */
export interface LiveEventSource {
  /** Calls `listener` with each `match` or `end` event's data, or with nothing for `open` and `error`. */
  on(type: "match" | "end" | "open" | "error", listener: (data: unknown) => void): void;
  /** True once the browser has given up reconnecting (a reply that was not an event stream). */
  isClosed(): boolean;
  close(): void;
}

/** Opens the stream, or undefined where the browser has no EventSource. */
export type OpenEventSource = (url: string) => LiveEventSource | undefined;
/** Calls `callback` after `ms`; the returned function cancels it. */
export type Schedule = (callback: () => void, ms: number) => () => void;

export interface LiveFeedOptions {
  openEventSource?: OpenEventSource;
  fetch?: typeof fetch;
  schedule?: Schedule;
  /** The polling fallback's interval (default 15 s). */
  pollMs?: number;
  /** The longest wait between polls after errors (default 2 minutes). */
  maxBackoffMs?: number;
  /** Errors in a row before the stream is given up for polling (default 3; EventSource retries in between). */
  streamFailures?: number;
  /** A poll that takes longer is a failure (default 10 s). */
  timeoutMs?: number;
  /** Called once when the feed stops by itself: the match is over, or the fixture is unknown. */
  onEnd?: () => void;
}

export const fallbackPollMs = 15_000;

/** The app's live address of a fixture, names in `locale`. */
export function liveMatchUrl(fixtureId: string, locale: Locale): string {
  return `/api/sports/matches/${encodeURIComponent(fixtureId)}/live?lang=${locale}`;
}

export const browserEventSource: OpenEventSource = (url) => {
  if (typeof EventSource === "undefined") return undefined;
  const source = new EventSource(url);
  return {
    // A named event is a MessageEvent with its `data`; the stream's errors are plain events without one.
    on: (type, listener) => source.addEventListener(type, (event: Event) => listener("data" in event ? event.data : undefined)),
    isClosed: () => source.readyState === EventSource.CLOSED,
    close: () => source.close(),
  };
};

export const timerSchedule: Schedule = (callback, ms) => {
  const timer = setTimeout(callback, ms);
  return () => clearTimeout(timer);
};

/** The wait before the next poll after `failures` errors in a row: the interval, doubled for each, capped. */
export function backoffMs(failures: number, pollMs: number, maxBackoffMs: number): number {
  return Math.min(maxBackoffMs, pollMs * 2 ** Math.min(failures, 16));
}

function jsonOf(data: unknown): unknown {
  if (typeof data !== "string") return undefined;
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
}

type PollOutcome = { kind: "snapshot"; value: unknown } | { kind: "gone" } | { kind: "failed" };

async function pollOnce(url: string, fetchImpl: typeof fetch, signal: AbortSignal): Promise<PollOutcome> {
  try {
    const response = await fetchImpl(url, { headers: { accept: "application/json" }, credentials: "same-origin", signal });
    if (response.status === 404) return { kind: "gone" };
    if (!response.ok) return { kind: "failed" };
    return { kind: "snapshot", value: await response.json() };
  } catch {
    return { kind: "failed" };
  }
}

/** Listens to a live match; returns the function that stops listening. */
export function subscribeLiveMatch(url: string, onSnapshot: (snapshot: LiveSnapshot) => void, options: LiveFeedOptions = {}): () => void {
  const schedule = options.schedule ?? timerSchedule;
  const pollMs = options.pollMs ?? fallbackPollMs;
  let stopped = false;
  let last: LiveSnapshot | undefined;
  let cancelTimer: (() => void) | undefined;
  let inFlight: AbortController | undefined;
  let source: LiveEventSource | undefined;
  const stop = () => {
    stopped = true;
    cancelTimer?.();
    inFlight?.abort();
    source?.close();
  };
  const end = () => {
    if (stopped) return;
    stop();
    options.onEnd?.();
  };
  /** Hands on a valid, changed snapshot (nothing once stopped); false when `value` is not a snapshot. */
  const deliver = (value: unknown): boolean => {
    if (stopped) return true;
    const snapshot = parseLiveSnapshot(value);
    if (snapshot === undefined) return false;
    if (last === undefined || snapshotChanged(last, snapshot)) onSnapshot(snapshot);
    last = snapshot;
    if (snapshot.status === "finished") end();
    return true;
  };
  const poll = async (failures: number) => {
    const fetchImpl = options.fetch ?? globalThis.fetch;
    inFlight = new AbortController();
    const timeout = schedule(() => inFlight?.abort(), options.timeoutMs ?? 10_000);
    const outcome = await pollOnce(url, fetchImpl, inFlight.signal);
    timeout();
    if (stopped) return;
    if (outcome.kind === "gone") return end();
    const ok = outcome.kind === "snapshot" && deliver(outcome.value);
    if (stopped) return;
    const wait = ok ? pollMs : backoffMs(failures + 1, pollMs, options.maxBackoffMs ?? 120_000);
    cancelTimer = schedule(() => void poll(ok ? 0 : failures + 1), wait);
  };
  const fallBack = () => {
    source?.close();
    source = undefined;
    if (!stopped) void poll(0);
  };
  source = (options.openEventSource ?? browserEventSource)(url);
  if (source === undefined) {
    void poll(0);
    return stop;
  }
  let streamFailures = 0;
  source.on("match", (data) => {
    if (deliver(jsonOf(data))) streamFailures = 0;
  });
  source.on("end", end);
  source.on("open", () => {
    streamFailures = 0;
  });
  source.on("error", () => {
    streamFailures += 1;
    if (!stopped && (source?.isClosed() === true || streamFailures >= (options.streamFailures ?? 3))) fallBack();
  });
  return stop;
}
