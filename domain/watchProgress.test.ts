import { describe, expect, test } from "vitest";
import { progressVerdict } from "./watchProgress";

describe("watch progress (spec 4)", () => {
  test("5 % or less is not recorded", () => {
    expect(progressVerdict(0, 100)).toEqual({ kind: "ignore" });
    expect(progressVerdict(5, 100)).toEqual({ kind: "ignore" });
    expect(progressVerdict(5.1, 100)).toEqual({ kind: "record", position: 5.1, finished: false });
  });

  test("85 % or more counts as finished, stored as the whole duration", () => {
    expect(progressVerdict(84.9, 100)).toMatchObject({ finished: false });
    expect(progressVerdict(85, 100)).toEqual({ kind: "record", position: 100, finished: true });
    expect(progressVerdict(120, 100)).toEqual({ kind: "record", position: 100, finished: true });
  });

  test("nonsense is ignored", () => {
    expect(progressVerdict(10, 0).kind).toBe("ignore");
    expect(progressVerdict(Number.NaN, 100).kind).toBe("ignore");
    expect(progressVerdict(-1, 100).kind).toBe("ignore");
  });
});
