import { describe, expect, test } from "vitest";
import { cardValidity, expiryDigits, renewalActions, renewalPrice, suspendedStanding, type SubscriptionStanding } from "./ownSubscription";

const vip = { id: "shasha-vip", name: "VIP", price: { minor: 4000, currency: "JOD" } };
const ultimate = { id: "shasha-ultimate", name: "Ultimate", price: { minor: 9500, currency: "JOD" } };

function active(status: "ACTIVE" | "ACTIVE_CANCELED" | "ACTIVE_FREEZE", extra: Partial<Extract<SubscriptionStanding, { kind: "active" }>> = {}): SubscriptionStanding {
  return { kind: "active", status, current: ultimate, next: undefined, endDate: "2027-01-01T00:00:00.000Z", paymentMethod: "creditCard", card: undefined, country: "JO", ...extra };
}

describe("what the manage page offers (spec 4 user status)", () => {
  test("an active card subscription can be changed and canceled, not resumed", () => {
    expect(renewalActions(active("ACTIVE"))).toEqual({ cancel: true, resume: false, change: true, billedElsewhere: false, subscribe: false, reactivate: false });
  });

  test("a canceled one (ACTIVE_CANCELED) can only be renewed again", () => {
    expect(renewalActions(active("ACTIVE_CANCELED"))).toEqual({ cancel: false, resume: true, change: false, billedElsewhere: false, subscribe: false, reactivate: false });
  });

  test("a frozen one offers nothing to do here", () => {
    expect(renewalActions(active("ACTIVE_FREEZE"))).toEqual({ cancel: false, resume: false, change: false, billedElsewhere: false, subscribe: false, reactivate: false });
  });

  test("one billed by an app store, a cash reference or unknown is managed there", () => {
    expect(renewalActions(active("ACTIVE", { paymentMethod: "mobilePay" }))).toMatchObject({ cancel: true, billedElsewhere: false });
    for (const paymentMethod of ["iTunes", "fawry", undefined] as const) {
      expect(renewalActions(active("ACTIVE", { paymentMethod }))).toMatchObject({ cancel: false, resume: false, billedElsewhere: true });
    }
  });

  test("no subscription or a suspended one is offered the packages; a pending activation waits", () => {
    expect(renewalActions({ kind: "none" }).subscribe).toBe(true);
    expect(renewalActions({ kind: "suspended" }).subscribe).toBe(true);
    expect(renewalActions({ kind: "pending" }).subscribe).toBe(false);
  });

  test("only a suspended subscription paid on the phone bill can be charged again (seamless reactivation)", () => {
    expect(renewalActions({ kind: "suspended", paymentMethod: "mobilePay" })).toMatchObject({ reactivate: true, subscribe: true });
    for (const paymentMethod of ["creditCard", "fawry", undefined] as const) expect(renewalActions({ kind: "suspended", paymentMethod }).reactivate).toBe(false);
    expect(renewalActions({ kind: "none" }).reactivate).toBe(false);
    expect(renewalActions(active("ACTIVE", { paymentMethod: "mobilePay" })).reactivate).toBe(false);
  });

  test("a suspended standing keeps its latest row's payment method, a known one only", () => {
    expect(suspendedStanding({ paymentMethod: { name: "mobilePay" } })).toEqual({ kind: "suspended", paymentMethod: "mobilePay" });
    expect(suspendedStanding({ paymentMethod: { name: "somethingElse" } })).toEqual({ kind: "suspended", paymentMethod: undefined });
    expect(suspendedStanding(undefined)).toEqual({ kind: "suspended", paymentMethod: undefined });
  });
});

describe("the next renewal's price", () => {
  test("its own package's, or the scheduled downgrade's", () => {
    expect(renewalPrice(active("ACTIVE"))).toEqual(ultimate.price);
    expect(renewalPrice(active("ACTIVE", { next: vip }))).toEqual(vip.price);
  });

  test("none once canceled or frozen, nor without a subscription", () => {
    expect(renewalPrice(active("ACTIVE_CANCELED"))).toBeUndefined();
    expect(renewalPrice(active("ACTIVE_FREEZE"))).toBeUndefined();
    expect(renewalPrice({ kind: "none" })).toBeUndefined();
  });
});

describe("how valid a saved card is", () => {
  const now = new Date("2026-11-27T10:00:00Z");
  test("valid through the last day of its month: expiring in that month and the one before, then expired", () => {
    expect(cardValidity({ month: 3, year: 2030 }, now)).toBe("valid");
    expect(cardValidity({ month: 1, year: 2027 }, now)).toBe("valid");
    expect(cardValidity({ month: 12, year: 2026 }, now)).toBe("expiring");
    expect(cardValidity({ month: 11, year: 2026 }, now)).toBe("expiring");
    expect(cardValidity({ month: 10, year: 2026 }, now)).toBe("expired");
    expect(cardValidity({ month: 12, year: 2025 }, now)).toBe("expired");
  });
});

describe("a card's expiry as the pages write it (MM/YY)", () => {
  test("each part has two digits: a one-digit month gets its zero, a four-digit year keeps its last two", () => {
    expect(expiryDigits({ month: 3, year: 2027 })).toEqual({ month: "03", year: "27" });
    expect(expiryDigits({ month: 12, year: 2031 })).toEqual({ month: "12", year: "31" });
    expect(expiryDigits({ month: 1, year: 2005 })).toEqual({ month: "01", year: "05" });
  });
});
