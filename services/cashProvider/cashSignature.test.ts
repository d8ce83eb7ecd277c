import { createHmac } from "node:crypto";
import { describe, expect, test } from "vitest";
import { cashKeyBytes, cashSigningText, signCashNotification, verifyCashNotification, type CashNotification } from "./cashSignature";

const key = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff";
const paid: CashNotification = {
  referenceNumber: "912345678",
  merchantRefNumber: "0c9a3c1e-7f1b-4f7e-9d55-2b8f7f1c9a10",
  orderStatus: "PAID",
  amount: { value: 9900, currency: "EGP" },
  paymentMethod: "PAYATFAWRY",
  paymentTime: 1_795_000_000_000,
  expirationTime: 1_795_100_000_000,
};

describe("the cash notifications' signature", () => {
  test("is the hex HMAC-SHA256 of the canonical string, a null part empty", () => {
    expect(cashSigningText(paid)).toBe("912345678:0c9a3c1e-7f1b-4f7e-9d55-2b8f7f1c9a10:PAID:9900:EGP:PAYATFAWRY:1795000000000:1795100000000");
    expect(cashSigningText({ ...paid, orderStatus: "EXPIRED", paymentMethod: null, paymentTime: null })).toBe(
      "912345678:0c9a3c1e-7f1b-4f7e-9d55-2b8f7f1c9a10:EXPIRED:9900:EGP:::1795100000000",
    );
    const expected = createHmac("sha256", Buffer.from(key, "hex")).update(cashSigningText(paid)).digest("hex");
    expect(signCashNotification(paid, key)).toBe(expected);
    expect(verifyCashNotification({ ...paid, messageSignature: expected }, key)).toBe(true);
  });

  test("any signed field changed, another key, or no signature fails", () => {
    const messageSignature = signCashNotification(paid, key);
    const changes: Partial<CashNotification>[] = [
      { referenceNumber: "912345679" },
      { merchantRefNumber: "another-order" },
      { orderStatus: "EXPIRED" },
      { amount: { value: 9901, currency: "EGP" } },
      { amount: { value: 9900, currency: "USD" } },
      { paymentMethod: "MWALLET" },
      { paymentTime: 1_795_000_000_001 },
      { expirationTime: 1_795_100_000_001 },
    ];
    for (const change of changes) expect(verifyCashNotification({ ...paid, ...change, messageSignature }, key)).toBe(false);
    expect(verifyCashNotification({ ...paid, messageSignature: signCashNotification(paid, "ff".repeat(32)) }, key)).toBe(false);
    expect(verifyCashNotification(paid, key)).toBe(false);
    expect(verifyCashNotification({ ...paid, messageSignature: messageSignature.toUpperCase() }, key)).toBe(false);
    expect(verifyCashNotification({ ...paid, messageSignature: messageSignature.slice(2) }, key)).toBe(false);
    expect(verifyCashNotification({ ...paid, messageSignature }, "not hex")).toBe(false);
  });

  test("the key must be hex of at least 16 bytes", () => {
    expect(cashKeyBytes(key)).toHaveLength(32);
    expect(() => cashKeyBytes("abcd")).toThrow(/hex/);
    expect(() => cashKeyBytes("zz".repeat(16))).toThrow(/hex/);
  });
});
