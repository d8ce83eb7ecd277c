import { describe, expect, test } from "vitest";
import { addMonths, billingPeriod, prorate } from "./proration";

const at = (iso: string) => new Date(iso);

describe("addMonths", () => {
  test("keeps the day, clamped to the month's last", () => {
    expect(addMonths(at("2026-01-15T08:00:00.000Z"), 1).toISOString()).toBe("2026-02-15T08:00:00.000Z");
    expect(addMonths(at("2026-01-31T00:00:00.000Z"), 1).toISOString()).toBe("2026-02-28T00:00:00.000Z");
    expect(addMonths(at("2028-01-31T00:00:00.000Z"), 1).toISOString()).toBe("2028-02-29T00:00:00.000Z");
    expect(addMonths(at("2026-11-30T00:00:00.000Z"), 3).toISOString()).toBe("2027-02-28T00:00:00.000Z");
    expect(addMonths(at("2026-01-31T00:00:00.000Z"), 2).toISOString()).toBe("2026-03-31T00:00:00.000Z");
  });
});

describe("billingPeriod", () => {
  test("the monthly cycle, counted from the start, that holds now", () => {
    const period = billingPeriod(at("2026-01-01T00:00:00.000Z"), at("2027-01-01T00:00:00.000Z"), at("2026-11-26T12:00:00.000Z"), 1);
    expect([period.start.toISOString(), period.end.toISOString()]).toEqual(["2026-11-01T00:00:00.000Z", "2026-12-01T00:00:00.000Z"]);
  });

  test("a cycle boundary belongs to the next cycle; the first cycle holds a time before the start", () => {
    expect(billingPeriod(at("2026-01-31T00:00:00.000Z"), at("2030-01-01T00:00:00.000Z"), at("2026-02-28T00:00:00.000Z"), 1).start.toISOString()).toBe("2026-02-28T00:00:00.000Z");
    expect(billingPeriod(at("2026-01-31T00:00:00.000Z"), at("2030-01-01T00:00:00.000Z"), at("2026-03-30T00:00:00.000Z"), 1).start.toISOString()).toBe("2026-02-28T00:00:00.000Z");
    expect(billingPeriod(at("2026-05-10T00:00:00.000Z"), at("2030-01-01T00:00:00.000Z"), at("2026-05-01T00:00:00.000Z"), 1).start.toISOString()).toBe("2026-05-10T00:00:00.000Z");
  });

  test("the subscription's end cuts the cycle short", () => {
    const period = billingPeriod(at("2026-01-01T00:00:00.000Z"), at("2026-11-28T00:00:00.000Z"), at("2026-11-26T12:00:00.000Z"), 1);
    expect([period.start.toISOString(), period.cycleEnd.toISOString(), period.end.toISOString()]).toEqual([
      "2026-11-01T00:00:00.000Z",
      "2026-12-01T00:00:00.000Z",
      "2026-11-28T00:00:00.000Z",
    ]);
  });
});

describe("prorate", () => {
  const base = { start: at("2026-01-01T00:00:00.000Z"), end: at("2027-01-01T00:00:00.000Z"), now: at("2026-11-26T12:00:00.000Z"), months: 1 };

  test("(new − current) × remaining whole days ÷ days in the period, in minor units", () => {
    // November: 30 days; 4.5 days left, 4 whole. JOD: (9.500 − 4.000) × 4 / 30 = 0.7333… → 0.733.
    expect(prorate({ ...base, currentMinor: 4000, newMinor: 9500 })).toMatchObject({ amountDue: 733, remainingDays: 4, daysInPeriod: 30 });
    expect(prorate({ ...base, currentMinor: 4000, newMinor: 7000 }).amountDue).toBe(400);
  });

  test("rounds half up to a minor unit", () => {
    // 15 × 1 / 30 = 0.5 → 1; 45 × 1 / 30 = 1.5 → 2; 14 × 1 / 30 = 0.47 → 0.
    const oneDayLeft = { ...base, now: at("2026-11-29T12:00:00.000Z") };
    expect(prorate({ ...oneDayLeft, currentMinor: 0, newMinor: 15 })).toMatchObject({ amountDue: 1, remainingDays: 1 });
    expect(prorate({ ...oneDayLeft, currentMinor: 0, newMinor: 45 }).amountDue).toBe(2);
    expect(prorate({ ...oneDayLeft, currentMinor: 0, newMinor: 14 }).amountDue).toBe(0);
  });

  test("never negative, and nothing once the subscription has ended", () => {
    expect(prorate({ ...base, currentMinor: 9500, newMinor: 4000 }).amountDue).toBe(0);
    const ended = prorate({ ...base, end: at("2026-11-20T00:00:00.000Z"), currentMinor: 4000, newMinor: 9500 });
    expect([ended.amountDue, ended.remainingDays]).toEqual([0, 0]);
  });

  test("a whole period left costs the whole difference", () => {
    const first = prorate({ ...base, now: at("2026-11-01T00:00:00.000Z"), currentMinor: 599, newMinor: 1399 });
    expect([first.amountDue, first.remainingDays, first.daysInPeriod]).toEqual([800, 30, 30]);
  });
});
