import { describe, expect, test } from "vitest";
import { interleaved2of5, isPayable, type CashReference } from "./cashPayment";

describe("interleaved2of5", () => {
  test("draws the start code, five bars and five spaces per pair of digits, and the stop code", () => {
    const widths = interleaved2of5("12");
    // start: bar, space, bar, space, narrow; "1" = WNNNW in the bars, "2" = NWNNW in the spaces; stop: wide bar, space, bar.
    expect(widths).toEqual([1, 1, 1, 1, 3, 1, 1, 3, 1, 1, 1, 1, 3, 3, 3, 1, 1]);
  });

  test("every symbol has as many modules for the same number of digits (a fixed width per pair)", () => {
    const total = (digits: string) => (interleaved2of5(digits) ?? []).reduce((sum, width) => sum + width, 0);
    expect(total("0000")).toBe(total("9876"));
    expect(total("123456")).toBe(total("000000"));
  });

  test("refuses an odd count of digits and anything not a digit", () => {
    expect(interleaved2of5("123")).toBeUndefined();
    expect(interleaved2of5("12a4")).toBeUndefined();
    expect(interleaved2of5("")).toBeUndefined();
  });
});

describe("isPayable", () => {
  const reference: CashReference = {
    orderId: "o1",
    referenceNumber: "123456789",
    productId: "shasha-vip",
    amount: { minor: 9900, currency: "EGP" },
    expiresAt: "2026-11-28T12:00:00.000Z",
    status: "UNPAID",
  };

  test("an unpaid reference before its expiry, and nothing else", () => {
    expect(isPayable(reference, new Date("2026-11-27T12:00:00.000Z"))).toBe(true);
    expect(isPayable(reference, new Date("2026-11-28T12:00:00.000Z"))).toBe(false);
    expect(isPayable({ ...reference, status: "PAID" }, new Date("2026-11-27T12:00:00.000Z"))).toBe(false);
  });
});
