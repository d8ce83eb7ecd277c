import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { createPlaybackReporter } from "./playbackReporter";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function setup() {
  const calls: string[] = [];
  let position = 0;
  const reporter = createPlaybackReporter({
    position: () => ({ position, duration: 120 }),
    sendProgress: (at, duration) => calls.push(`progress ${at}/${duration}`),
    sendHeartbeat: (at) => calls.push(`heartbeat ${at}`),
    sendPlayedTime: (seconds) => calls.push(`played ${seconds}`),
  });
  return { calls, reporter, seek: (to: number) => (position = to) };
}

describe("the playback reporter (spec 9)", () => {
  test("progress every 5 s while playing, none while paused", () => {
    const { calls, reporter, seek } = setup();
    reporter.playing();
    seek(5);
    vi.advanceTimersByTime(5_000);
    seek(10);
    vi.advanceTimersByTime(5_000);
    expect(calls).toEqual(["progress 5/120", "progress 10/120"]);
    reporter.paused();
    expect(calls.at(-1)).toBe("progress 10/120");
    vi.advanceTimersByTime(20_000);
    expect(calls.filter((call) => call.startsWith("progress"))).toHaveLength(3);
  });

  test("a heartbeat every 30 s, also while paused, until the page is left", () => {
    const { calls, reporter } = setup();
    vi.advanceTimersByTime(29_999);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(["heartbeat 0"]);
    vi.advanceTimersByTime(30_000);
    expect(calls).toEqual(["heartbeat 0", "heartbeat 0"]);
    reporter.leave();
    vi.advanceTimersByTime(120_000);
    expect(calls).toEqual(["heartbeat 0", "heartbeat 0", "progress 0/120", "played 0"]);
  });

  test("a seek reports at once; leaving reports once and stops everything", () => {
    const { calls, reporter, seek } = setup();
    reporter.playing();
    seek(60);
    reporter.seeked();
    expect(calls).toEqual(["progress 60/120"]);
    reporter.leave();
    reporter.leave();
    reporter.playing();
    vi.advanceTimersByTime(60_000);
    expect(calls).toEqual(["progress 60/120", "progress 60/120", "played 0"]);
  });

  test("once left, it tells how long the title played, pauses left out", () => {
    const { calls, reporter } = setup();
    reporter.playing();
    vi.advanceTimersByTime(12_000);
    reporter.paused();
    vi.advanceTimersByTime(60_000);
    reporter.playing();
    reporter.playing();
    vi.advanceTimersByTime(3_000);
    reporter.leave();
    expect(calls.filter((call) => call.startsWith("played"))).toEqual(["played 15"]);
  });
});
