import { describe, expect, test } from "vitest";
import { behindLive, liveWindowOf } from "./liveEdge";

const ranges = (...pairs: [number, number][]) => ({
  length: pairs.length,
  start: (index: number) => pairs[index]?.[0] ?? Number.NaN,
  end: (index: number) => pairs[index]?.[1] ?? Number.NaN,
});

describe("a live channel's position", () => {
  test("the window is the seekable range, from its first start to its last end", () => {
    expect(liveWindowOf(ranges([100, 1300]))).toEqual({ start: 100, end: 1300 });
    expect(liveWindowOf(ranges([100, 700], [700, 1300]))).toEqual({ start: 100, end: 1300 });
    expect(liveWindowOf(ranges())).toBeUndefined();
    expect(liveWindowOf(ranges([5, 5]))).toBeUndefined();
  });

  test("within 20 s of the newest moment is live (three segments held back, one of refresh, one of start); further back counts the seconds", () => {
    const window = { start: 100, end: 1300 };
    expect(behindLive(1290, window)).toBe(0);
    expect(behindLive(1284, window)).toBe(0);
    expect(behindLive(1281, window)).toBe(0);
    expect(behindLive(1279, window)).toBe(21);
    expect(behindLive(1240.4, window)).toBe(60);
    expect(behindLive(1240, undefined)).toBe(0);
  });
});
