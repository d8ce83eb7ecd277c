import { describe, expect, test } from "vitest";
import { dayIn, dayRange, shiftDay } from "./sportDays";

describe("the viewer's days", () => {
  test("a day in Amman (UTC+3) runs from 21:00 UTC the evening before", () => {
    expect(dayRange("2026-11-27", "Asia/Amman")).toEqual({ from: "2026-11-26T21:00:00.000Z", to: "2026-11-27T21:00:00.000Z" });
  });

  test("a day in Casablanca (UTC+1 outside Ramadan) and in UTC", () => {
    expect(dayRange("2026-11-27", "Africa/Casablanca")).toEqual({ from: "2026-11-26T23:00:00.000Z", to: "2026-11-27T23:00:00.000Z" });
    expect(dayRange("2026-11-27", "UTC")).toEqual({ from: "2026-11-27T00:00:00.000Z", to: "2026-11-28T00:00:00.000Z" });
  });

  test("a day with a daylight-saving switch is 23 hours long", () => {
    const { from, to } = dayRange("2026-03-29", "Europe/Paris");
    expect(from).toBe("2026-03-28T23:00:00.000Z");
    expect(Date.parse(to) - Date.parse(from)).toBe(23 * 3_600_000);
  });

  test("which day it is depends on the zone; an unknown zone is UTC, never the server's", () => {
    expect(dayIn("2026-11-27T22:30:00Z", "Asia/Amman")).toBe("2026-11-28");
    expect(dayIn("2026-11-27T22:30:00Z", "Africa/Casablanca")).toBe("2026-11-27");
    expect(dayIn("2026-11-27T23:30:00Z", "Nowhere/Else")).toBe("2026-11-27");
  });

  test("days move across months and years", () => {
    expect(shiftDay("2026-12-31", 1)).toBe("2027-01-01");
    expect(shiftDay("2026-03-01", -1)).toBe("2026-02-28");
  });
});
