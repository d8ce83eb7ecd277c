import { describe, expect, test } from "vitest";
import { countdownAt } from "./nextEpisode";

describe("the next-episode countdown (spec 9)", () => {
  test("starts 10 s before the end and counts down to 0", () => {
    expect(countdownAt(109.9, 120)).toBeUndefined();
    expect(countdownAt(110, 120)).toBe(10);
    expect(countdownAt(115.2, 120)).toBe(5);
    expect(countdownAt(120, 120)).toBe(0);
  });

  test("nothing without a duration, or for a clip shorter than the countdown", () => {
    expect(countdownAt(0, Number.NaN)).toBeUndefined();
    expect(countdownAt(1, 8)).toBeUndefined();
  });
});
