import { createHmac } from "node:crypto";
import { describe, expect, test } from "vitest";
import { carrierSigningText, signCarrierNotification, verifyCarrierNotification, type SignedCarrierFields } from "./notificationSignature";

const key = "44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056";

const fields: SignedCarrierFields = {
  notificationId: "ntf_1",
  event: "CHARGED",
  contractId: "ctr_1",
  transactionId: "txn_1",
  merchantReference: "order-42",
  chargeType: "FIRST",
  sequence: 1,
  productId: "shasha-vip",
  amount: { value: 4000, currency: "JOD" },
  occurredAt: "2026-11-26T12:00:00.000Z",
};

describe("carrier notification signatures", () => {
  test("the signing text and the signature, computed independently", () => {
    const text = "ntf_1|CHARGED|ctr_1|txn_1|order-42|FIRST|1|shasha-vip|4000|JOD||2026-11-26T12:00:00.000Z";
    expect(carrierSigningText(fields)).toBe(text);
    expect(signCarrierNotification(fields, key)).toBe(createHmac("sha256", Buffer.from(key, "hex")).update(text).digest("base64"));
    // A contract event: no charge type; a reason.
    expect(carrierSigningText({ ...fields, event: "CONTRACT_CANCELED", chargeType: undefined, reason: "MERCHANT_REQUEST" })).toBe(
      "ntf_1|CONTRACT_CANCELED|ctr_1|txn_1|order-42||1|shasha-vip|4000|JOD|MERCHANT_REQUEST|2026-11-26T12:00:00.000Z",
    );
  });

  test("sign, then verify: true, whatever the key's case", () => {
    const signature = signCarrierNotification(fields, key);
    expect(verifyCarrierNotification(fields, signature, key)).toBe(true);
    expect(verifyCarrierNotification(fields, signature, key.toLowerCase())).toBe(true);
  });

  test.each([
    ["notificationId", { notificationId: "ntf_2" }],
    ["event", { event: "CHARGE_FAILED" }],
    ["contractId", { contractId: "ctr_2" }],
    ["transactionId", { transactionId: "txn_2" }],
    ["merchantReference", { merchantReference: "order-43" }],
    ["chargeType", { chargeType: "RENEWAL" }],
    ["sequence", { sequence: 2 }],
    ["productId", { productId: "shasha-ultimate" }],
    ["amount", { amount: { value: 1, currency: "JOD" } }],
    ["currency", { amount: { value: 4000, currency: "SAR" } }],
    ["reason", { reason: "INSUFFICIENT_BALANCE" }],
    ["occurredAt", { occurredAt: "2026-11-26T12:00:01.000Z" }],
  ])("a tampered %s fails", (_, change) => {
    const signature = signCarrierNotification(fields, key);
    expect(verifyCarrierNotification({ ...fields, ...change }, signature, key)).toBe(false);
  });

  test("another key, no signature, a changed one or a key that is not hex: false", () => {
    const signature = signCarrierNotification(fields, key);
    expect(verifyCarrierNotification(fields, signature, "00".repeat(32))).toBe(false);
    expect(verifyCarrierNotification(fields, undefined, key)).toBe(false);
    expect(verifyCarrierNotification(fields, "", key)).toBe(false);
    expect(verifyCarrierNotification(fields, `${signature.slice(0, 5)}${signature[5] === "A" ? "B" : "A"}${signature.slice(6)}`, key)).toBe(false);
    expect(verifyCarrierNotification(fields, signature, "not hex")).toBe(false);
    expect(() => signCarrierNotification(fields, "abc")).toThrow(/hex/);
  });
});
