import { describe, expect, test } from "vitest";
import { clock, seekPosition } from "./playerTime";

describe("the player's times", () => {
  test("read as m:ss, or h:mm:ss from an hour; a negative or unknown time reads 0:00", () => {
    expect(clock(0)).toBe("0:00");
    expect(clock(65.9)).toBe("1:05");
    expect(clock(3599)).toBe("59:59");
    expect(clock(3600 + 5 * 60 + 7)).toBe("1:05:07");
    expect(clock(-3)).toBe("0:00");
    expect(clock(Number.NaN)).toBe("0:00");
    expect(clock(Number.POSITIVE_INFINITY)).toBe("0:00");
  });

  test("a seek lands between 0 and the duration; before the duration is known, where it was asked", () => {
    expect(seekPosition(120, 600, undefined)).toBe(120);
    expect(seekPosition(-10, 600, undefined)).toBe(0);
    expect(seekPosition(610, 600, undefined)).toBe(600);
    expect(seekPosition(42, Number.NaN, undefined)).toBe(42);
    expect(seekPosition(-5, Number.NaN, undefined)).toBe(-5);
  });

  test("on a live channel, a seek lands within the window", () => {
    const window = { start: 100, end: 1300 };
    expect(seekPosition(1200, Number.POSITIVE_INFINITY, window)).toBe(1200);
    expect(seekPosition(40, Number.POSITIVE_INFINITY, window)).toBe(100);
    expect(seekPosition(1400, Number.POSITIVE_INFINITY, window)).toBe(1300);
  });
});
