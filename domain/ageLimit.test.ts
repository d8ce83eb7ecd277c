import { describe, expect, test } from "vitest";
import { formatAgeLimit, parseAgeLimit, profileAgeLimit } from "./ageLimit";

describe("what a profile may watch", () => {
  test("the master profile sees everything, whatever the parental ceiling", () => {
    expect(profileAgeLimit({ type: "ADULT", default: true }, 12)).toBeNull();
  });

  test("a kid profile sees up to its restriction, 12 without one, and never above the ceiling", () => {
    expect(profileAgeLimit({ type: "KID", default: false, ageRestriction: 7 }, null)).toBe(7);
    expect(profileAgeLimit({ type: "KID", default: false }, null)).toBe(12);
    expect(profileAgeLimit({ type: "KID", default: false, ageRestriction: 15 }, 12)).toBe(12);
  });

  test("another adult profile sees up to the ceiling, or everything without one", () => {
    expect(profileAgeLimit({ type: "ADULT", default: false }, 15)).toBe(15);
    expect(profileAgeLimit({ type: "ADULT", default: false }, null)).toBeNull();
  });

  test("a restriction between ratings rounds down; below 7 is all ages only, never rounded up", () => {
    expect(profileAgeLimit({ type: "KID", default: false, ageRestriction: 13 }, null)).toBe(12);
    expect(profileAgeLimit({ type: "KID", default: false, ageRestriction: 3 }, null)).toBe(0);
    expect(profileAgeLimit({ type: "KID", default: false, ageRestriction: 0 }, null)).toBe(0);
    expect(profileAgeLimit({ type: "ADULT", default: false }, 5)).toBe(0);
  });

  test("cookie values round-trip; unknown ones are not guessed", () => {
    for (const limit of [0, 7, 12, 15, 18, null] as const) expect(parseAgeLimit(formatAgeLimit(limit))).toBe(limit);
    expect(parseAgeLimit("13")).toBeUndefined();
    expect(parseAgeLimit(undefined)).toBeUndefined();
  });
});
