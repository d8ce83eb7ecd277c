import { describe, expect, test, vi } from "vitest";
import type { LiveSnapshot } from "./liveSnapshot";
import { backoffMs, type LiveEventSource, liveMatchUrl, type Schedule, subscribeLiveMatch } from "./liveMatchFeed";
import { homeGoal, snapshotAt } from "./testing/sampleMatch";

type Listener = (data: unknown) => void;

/** Lets a poll that was started finish: the fake fetch and the reply's body resolve within a few turns. */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 3; turn += 1) await new Promise((resolve) => setImmediate(resolve));
}

/** An EventSource the test drives: `emit` delivers an event, `closed` says whether the browser gave up. */
function fakeEventSource() {
  const listeners = new Map<string, Listener[]>();
  const source = {
    closed: false,
    closedByFeed: false,
    on(type: string, listener: Listener) {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    },
    isClosed: () => source.closed,
    close() {
      source.closedByFeed = true;
    },
    emit(type: string, data?: unknown) {
      for (const listener of listeners.get(type) ?? []) listener(data);
    },
  };
  const opened: string[] = [];
  const open = (url: string): LiveEventSource => {
    opened.push(url);
    return source;
  };
  return { source, open, opened };
}

/** Timers the test runs by hand: `run()` fires the earliest pending one and says after how long it was set. */
function manualTimers() {
  let pending: { callback: () => void; ms: number; id: number }[] = [];
  let next = 0;
  const schedule: Schedule = (callback, ms) => {
    const id = next++;
    pending.push({ callback, ms, id });
    return () => {
      pending = pending.filter((timer) => timer.id !== id);
    };
  };
  return {
    schedule,
    /** The delays of the timers waiting, the request timeouts (10 s) left out. */
    waits: () => pending.filter((timer) => timer.ms !== 10_000).map((timer) => timer.ms),
    async run(): Promise<number | undefined> {
      const timer = pending.find((candidate) => candidate.ms !== 10_000);
      if (timer === undefined) return undefined;
      pending = pending.filter((candidate) => candidate.id !== timer.id);
      timer.callback();
      await settle();
      return timer.ms;
    },
  };
}

/** A fetch that answers each call with the next of `replies` (status and JSON body, or a network failure). */
function fakeFetch(replies: readonly ({ status: number; body: unknown } | "network-error")[]) {
  let calls = 0;
  return vi.fn<typeof fetch>(async () => {
    const reply = replies[Math.min(calls, replies.length - 1)];
    calls += 1;
    if (reply === undefined || reply === "network-error") throw new TypeError("Failed to fetch");
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { "content-type": "application/json" } });
  });
}

const at = (asOf: string, changes: Partial<LiveSnapshot> = {}) => snapshotAt({ asOf, ...changes });
const finished = (asOf: string) => at(asOf, { status: "finished", phase: undefined, clock: undefined, score: { home: 2, away: 1 } });

describe("the live feed over server-sent events", () => {
  test("opens the match's address and hands on each valid snapshot, skipping one that did not change", () => {
    const events = fakeEventSource();
    const seen: LiveSnapshot[] = [];
    const stop = subscribeLiveMatch(liveMatchUrl("g10095", "en"), (snapshot) => seen.push(snapshot), { openEventSource: events.open, fetch: fakeFetch([]) });
    events.source.emit("match", JSON.stringify(at("t1")));
    events.source.emit("match", JSON.stringify(at("t2")));
    events.source.emit("match", JSON.stringify(at("t3", { events: [homeGoal("e1", 10, { home: 1, away: 0 })], score: { home: 1, away: 0 } })));
    expect(events.opened).toEqual(["/api/sports/matches/g10095/live?lang=en"]);
    expect(seen.map((snapshot) => snapshot.asOf)).toEqual(["t1", "t3"]);
    stop();
    expect(events.source.closedByFeed).toBe(true);
  });

  test("ignores a message that is not a snapshot", () => {
    const events = fakeEventSource();
    const onSnapshot = vi.fn<(snapshot: LiveSnapshot) => void>();
    subscribeLiveMatch("/live", onSnapshot, { openEventSource: events.open, fetch: fakeFetch([]) });
    events.source.emit("match", "not json");
    events.source.emit("match", JSON.stringify({ ...at("t1"), status: "abandoned" }));
    expect(onSnapshot).not.toHaveBeenCalled();
  });

  test("stops on the stream's end: closes the connection and says so once", () => {
    const events = fakeEventSource();
    const onEnd = vi.fn<() => void>();
    const onSnapshot = vi.fn<(snapshot: LiveSnapshot) => void>();
    subscribeLiveMatch("/live", onSnapshot, { openEventSource: events.open, fetch: fakeFetch([]), onEnd });
    events.source.emit("match", JSON.stringify(finished("t9")));
    events.source.emit("end", JSON.stringify({ reason: "finished" }));
    events.source.emit("match", JSON.stringify(at("t10")));
    expect(onSnapshot).toHaveBeenCalledTimes(1);
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(events.source.closedByFeed).toBe(true);
  });

  test("lets EventSource reconnect after an error, and falls back to polling after three in a row", async () => {
    const events = fakeEventSource();
    const timers = manualTimers();
    const fetch = fakeFetch([{ status: 200, body: at("t5") }]);
    const seen: string[] = [];
    subscribeLiveMatch("/live", (snapshot) => seen.push(snapshot.asOf), { openEventSource: events.open, fetch, schedule: timers.schedule });
    events.source.emit("error");
    events.source.emit("open");
    events.source.emit("error");
    events.source.emit("error");
    expect(fetch).not.toHaveBeenCalled();
    events.source.emit("error");
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(events.source.closedByFeed).toBe(true);
    await vi.waitFor(() => expect(seen).toEqual(["t5"]));
    expect(fetch.mock.calls[0]?.[1]?.headers).toEqual({ accept: "application/json" });
  });

  test("falls back to polling at once when the browser gave up on the stream (not an event stream)", async () => {
    const events = fakeEventSource();
    const fetch = fakeFetch([{ status: 200, body: at("t1") }]);
    subscribeLiveMatch("/live", () => undefined, { openEventSource: events.open, fetch, schedule: manualTimers().schedule });
    events.source.closed = true;
    events.source.emit("error");
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
  });
});

describe("the live feed by polling, where EventSource is missing", () => {
  test("polls the JSON every 15 s and hands on the changes", async () => {
    const timers = manualTimers();
    const fetch = fakeFetch([{ status: 200, body: at("t1") }, { status: 200, body: at("t2") }, { status: 200, body: at("t3", { clock: { minute: 11, addedTime: 0 } }) }]);
    const seen: string[] = [];
    subscribeLiveMatch("/live", (snapshot) => seen.push(snapshot.asOf), { openEventSource: () => undefined, fetch, schedule: timers.schedule });
    await vi.waitFor(() => expect(seen).toEqual(["t1"]));
    expect(await timers.run()).toBe(15_000);
    expect(await timers.run()).toBe(15_000);
    expect(seen).toEqual(["t1", "t3"]);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  test("backs off on errors (a failed request, a 502, a reply that is not a snapshot) and recovers", async () => {
    const timers = manualTimers();
    const fetch = fakeFetch(["network-error", { status: 502, body: { error: { code: "SPORTS_UNAVAILABLE" } } }, { status: 200, body: { nonsense: true } }, { status: 200, body: at("t4") }, { status: 200, body: at("t5") }]);
    const seen: string[] = [];
    subscribeLiveMatch("/live", (snapshot) => seen.push(snapshot.asOf), { openEventSource: () => undefined, fetch, schedule: timers.schedule });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(timers.waits()).toEqual([30_000]));
    expect(await timers.run()).toBe(30_000);
    expect(await timers.run()).toBe(60_000);
    expect(await timers.run()).toBe(120_000);
    expect(seen).toEqual(["t4"]);
    expect(await timers.run()).toBe(15_000);
  });

  test("stops on a finished match and on an unknown fixture", async () => {
    for (const reply of [{ status: 200, body: finished("t1") }, { status: 404, body: { error: { code: "not-found" } } }]) {
      const timers = manualTimers();
      const onEnd = vi.fn<() => void>();
      subscribeLiveMatch("/live", () => undefined, { openEventSource: () => undefined, fetch: fakeFetch([reply]), schedule: timers.schedule, onEnd });
      await vi.waitFor(() => expect(onEnd).toHaveBeenCalledTimes(1));
      expect(timers.waits()).toEqual([]);
    }
  });

  test("stops polling when unsubscribed, even with a request on its way", async () => {
    const timers = manualTimers();
    const fetch = fakeFetch([{ status: 200, body: at("t1") }]);
    const onSnapshot = vi.fn<(snapshot: LiveSnapshot) => void>();
    const stop = subscribeLiveMatch("/live", onSnapshot, { openEventSource: () => undefined, fetch, schedule: timers.schedule });
    stop();
    await settle();
    expect(onSnapshot).not.toHaveBeenCalled();
    expect(timers.waits()).toEqual([]);
    expect(fetch.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
  });
});

describe("the wait between polls", () => {
  test.each([
    [0, 15_000],
    [1, 30_000],
    [2, 60_000],
    [3, 120_000],
    [40, 120_000],
  ])("after %i failures is %i ms", (failures, expected) => {
    expect(backoffMs(failures, 15_000, 120_000)).toBe(expected);
  });
});
