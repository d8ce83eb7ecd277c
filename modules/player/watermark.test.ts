import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { runWatermark, watermarkOffMs } from "./watermark";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the watermark schedule (spec 9)", () => {
  test("the gap is 360 to 420 s", () => {
    expect(watermarkOffMs(0)).toBe(360_000);
    expect(watermarkOffMs(0.5)).toBe(390_000);
    expect(watermarkOffMs(1)).toBeLessThanOrEqual(420_000);
  });

  test("on for 3 s, off for the random gap, on again", () => {
    const seen: boolean[] = [];
    const stop = runWatermark((visible) => seen.push(visible), () => 0.5);
    expect(seen).toEqual([true]);
    vi.advanceTimersByTime(2_999);
    expect(seen).toEqual([true]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([true, false]);
    vi.advanceTimersByTime(389_999);
    expect(seen).toEqual([true, false]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([true, false, true]);
    stop();
    expect(seen.at(-1)).toBe(false);
    vi.advanceTimersByTime(1_000_000);
    expect(seen).toHaveLength(4);
  });
});
