import { describe, expect, test } from "vitest";
import { durationForm, durationLabel } from "./durationLabel";

describe("the duration label (spec 9)", () => {
  test.each([
    [0, "singular"],
    [1, "singular"],
    [2, "dual"],
    [3, "plural"],
    [10, "plural"],
    [11, "minutes"],
    [100, "minutes"],
    [135, "minutes"],
  ] as const)("%i minutes -> %s", (minutes, form) => {
    expect(durationForm(minutes)).toBe(form);
  });

  test("seconds are rounded to whole minutes, never below one", () => {
    expect(durationLabel(20)).toEqual({ key: "duration.singular", count: 1 });
    expect(durationLabel(119)).toEqual({ key: "duration.dual", count: 2 });
    expect(durationLabel(45 * 60)).toEqual({ key: "duration.minutes", count: 45 });
  });
});
