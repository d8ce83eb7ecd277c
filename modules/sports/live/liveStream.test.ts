import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import type { LiveSnapshot } from "./liveSnapshot";
import { liveMatchStream, type LiveStreamOptions } from "./liveStream";
import { homeGoal, snapshotAt } from "./testing/sampleMatch";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** The stream's text as it arrives, read as the browser would. */
function reader(stream: ReadableStream<Uint8Array>) {
  const decoder = new TextDecoder();
  const source = stream.getReader();
  let text = "";
  let done = false;
  const pump = async () => {
    for (;;) {
      const chunk = await source.read();
      if (chunk.done) {
        done = true;
        return;
      }
      text += decoder.decode(chunk.value, { stream: true });
    }
  };
  void pump();
  return {
    text: () => text,
    done: () => done,
    /** The `event:` names so far, in order (comments shown as ":"). */
    events: () => text.split("\n\n").flatMap((block) => (block.startsWith(":") ? [":"] : /^event: (.+)$/m.exec(block)?.[1] ?? [])),
    /** The data of each `match` event, parsed. */
    matches: (): unknown[] => text.split("\n\n").flatMap((block) => (/^event: match$/m.test(block) ? [JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? "null")] : [])),
    cancel: () => source.cancel(),
  };
}

/** A service that answers each poll with the next of `answers` (the last one again when they run out). */
function service(answers: readonly (LiveSnapshot | undefined | Error)[]) {
  let calls = 0;
  const load = vi.fn<() => Promise<LiveSnapshot | undefined>>(async () => {
    const answer = answers[Math.min(calls, answers.length - 1)];
    calls += 1;
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return load;
}

function open(options: Partial<LiveStreamOptions> & Pick<LiveStreamOptions, "load">) {
  return reader(liveMatchStream({ initial: snapshotAt(), pollMs: 5000, ...options }));
}

const tick = (asOf: string, changes: Partial<LiveSnapshot> = {}) => snapshotAt({ asOf, ...changes });

describe("the live stream", () => {
  test("sends the current snapshot at once, with the reconnection delay and the snapshot's version as its id", async () => {
    const stream = open({ load: service([tick("t1")]) });
    await vi.advanceTimersByTimeAsync(0);
    expect(stream.text()).toMatch(/^retry: 3000\nid: 2026-05-14T13:39:30.000Z\nevent: match\ndata: \{.*\}\n\n$/);
    expect(stream.matches()).toEqual([snapshotAt()]);
    void stream.cancel();
  });

  test("polls every pollMs and sends only the snapshots that changed", async () => {
    const goal = homeGoal("g10095-4", 11, { home: 1, away: 0 });
    const load = service([tick("t1"), tick("t2"), tick("t3", { clock: { minute: 11, addedTime: 0 }, score: { home: 1, away: 0 }, events: [goal] }), tick("t4", { clock: { minute: 11, addedTime: 0 }, score: { home: 1, away: 0 }, events: [goal] })]);
    const stream = open({ load });
    await vi.advanceTimersByTimeAsync(4999);
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(load).toHaveBeenCalledTimes(4);
    expect(stream.matches()).toHaveLength(2);
    expect(stream.matches()[1]).toMatchObject({ asOf: "t3", score: { home: 1, away: 0 }, events: [{ id: "g10095-4" }] });
    void stream.cancel();
  });

  test("sends the final snapshot, then end, and closes when the match is over", async () => {
    const load = service([tick("t1", { status: "finished", phase: undefined, clock: undefined, score: { home: 2, away: 1 } })]);
    const stream = open({ load });
    await vi.advanceTimersByTimeAsync(5000);
    expect(stream.events()).toEqual(["match", "match", "end"]);
    expect(stream.text()).toMatch(/event: end\ndata: \{"reason":"finished"\}\n\n$/);
    expect(stream.done()).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(load).toHaveBeenCalledTimes(1);
  });

  test("ends at once for a match already over, without polling", async () => {
    const load = service([tick("t1")]);
    const stream = open({ load, initial: snapshotAt({ status: "finished", phase: undefined, clock: undefined }) });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(stream.events()).toEqual(["match", "end"]);
    expect(stream.done()).toBe(true);
    expect(load).not.toHaveBeenCalled();
  });

  test("keeps polling a scheduled match until its kick-off turns it live", async () => {
    const scheduled = { status: "scheduled" as const, score: undefined, phase: undefined, clock: undefined };
    const load = service([tick("t1", scheduled), tick("t2", { clock: { minute: 1, addedTime: 0 } })]);
    const stream = open({ load, initial: snapshotAt(scheduled) });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(stream.matches().map((snapshot) => (typeof snapshot === "object" && snapshot !== null && "status" in snapshot ? snapshot.status : undefined))).toEqual(["scheduled", "live"]);
    void stream.cancel();
  });

  test("stops polling when the client goes away (the request's signal)", async () => {
    const client = new AbortController();
    const load = service([tick("t1")]);
    const stream = open({ load, signal: client.signal });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(load).toHaveBeenCalledTimes(2);
    client.abort();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(load).toHaveBeenCalledTimes(2);
    expect(stream.done()).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  test("stops polling when the stream is cancelled", async () => {
    const load = service([tick("t1")]);
    const stream = open({ load });
    await vi.advanceTimersByTimeAsync(5000);
    await stream.cancel();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(load).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  test("sends a keep-alive comment every 15 s", async () => {
    const stream = open({ load: service([tick("t1")]) });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(stream.events()).toEqual(["match", ":", ":"]);
    expect(stream.text()).toContain("\n\n: keep-alive\n\n");
    void stream.cancel();
  });

  test("ends itself after its lifetime with retry advice, so the browser reconnects", async () => {
    const load = service([tick("t1")]);
    const stream = open({ load, maxLifetimeMs: 60_000, heartbeatMs: 100_000 });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(stream.text()).toMatch(/\n\nretry: 3000\n\n: reconnect\n\n$/);
    expect(stream.done()).toBe(true);
    const polls = load.mock.calls.length;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(load).toHaveBeenCalledTimes(polls);
  });

  test("rides out a failing service, reporting the first failure of a run only, and resumes", async () => {
    const onError = vi.fn<(error: unknown) => void>();
    const load = service([new Error("down"), new Error("still down"), tick("t3", { clock: { minute: 12, addedTime: 0 } })]);
    const stream = open({ load, onError });
    await vi.advanceTimersByTimeAsync(15_000);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(stream.matches()).toHaveLength(2);
    expect(stream.done()).toBe(false);
    void stream.cancel();
  });

  test("ends when the service no longer knows the fixture", async () => {
    const stream = open({ load: service([undefined]) });
    await vi.advanceTimersByTimeAsync(5000);
    expect(stream.text()).toMatch(/event: end\ndata: \{"reason":"unknown-fixture"\}\n\n$/);
    expect(stream.done()).toBe(true);
  });
});
