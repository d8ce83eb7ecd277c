import { describe, expect, test } from "vitest";
import { calculatedStatus } from "./wireUser";
import { parkingPeriodDays, revokedStatus, statusAt, subscriptionsAt } from "./subscriptionStatus";
import type { SubscriptionRow } from "./userStore";

const endDate = "2026-10-01T00:00:00.000Z";
const row = (status: string, overrides: Partial<SubscriptionRow> = {}): SubscriptionRow => ({
  sku: "shasha-vip",
  purchase_type: "SVOD",
  status,
  next_sku: null,
  start_date: "2026-09-01T00:00:00.000Z",
  end_date: endDate,
  payment_method_type: "CARD",
  payment_method_name: "creditCard",
  ...overrides,
});
/** The clock `days` (and `ms`) after the end date. */
const after = (days: number, ms = 0) => new Date(Date.parse(endDate) + days * 86_400_000 + ms);

describe("a suspended subscription's parking period", () => {
  test("is 30 days", () => {
    expect(parkingPeriodDays).toBe(30);
  });

  test("29 days after its end date a REMOVED subscription is still suspended; 31 days after, revoked", () => {
    expect(statusAt(row("REMOVED"), after(29))).toBe("REMOVED");
    expect(statusAt(row("REMOVED"), after(31))).toBe(revokedStatus);
    expect(revokedStatus).toBe("Revoked-Churned Involuntary");
  });

  test("the period ends exactly 30 days after the end date: parked at that instant, revoked a millisecond later", () => {
    expect(statusAt(row("REMOVED"), after(30))).toBe("REMOVED");
    expect(statusAt(row("REMOVED"), after(30, 1))).toBe(revokedStatus);
  });

  test("the clock decides, not the row: the same row reads differently as time passes", () => {
    const removed = row("REMOVED");
    expect([after(-5), after(0), after(29), after(31), after(400)].map((now) => statusAt(removed, now))).toEqual(["REMOVED", "REMOVED", "REMOVED", revokedStatus, revokedStatus]);
  });

  test.each(["ACTIVE", "ACTIVE_CANCELED", "ACTIVE_FREEZE", "PENDINGACTIVATION"])("a %s row long past its end date is untouched", (status) => {
    const stored = row(status);
    expect(statusAt(stored, after(365))).toBe(status);
    expect(subscriptionsAt([stored], after(365))[0]).toBe(stored);
  });

  test("an end date the row cannot tell keeps the stored status", () => {
    expect(statusAt(row("REMOVED", { end_date: "not a date" }), after(365))).toBe("REMOVED");
  });
});

describe("the rows as read now", () => {
  test("only the revoked row changes, and the stored rows are not modified", () => {
    const active = row("ACTIVE", { end_date: "2027-01-01T00:00:00.000Z" });
    const removed = row("REMOVED");
    const read = subscriptionsAt([removed, active], after(31));
    expect(read.map((r) => r.status)).toEqual([revokedStatus, "ACTIVE"]);
    expect(read[1]).toBe(active);
    expect(removed.status).toBe("REMOVED");
  });

  test("suspended while parked, registered once revoked (spec 4: suspended only when REMOVED)", () => {
    expect(calculatedStatus(subscriptionsAt([row("REMOVED")], after(29)))).toBe("SUSPENDED");
    expect(calculatedStatus(subscriptionsAt([row("REMOVED")], after(31)))).toBe("REGISTERED");
  });
});
