import { createHmac } from "node:crypto";
import { describe, expect, test } from "vitest";
import { notificationSigningText, signNotificationItem, verifyNotificationItem } from "./notificationSignature";

const key = "44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056";

const item = {
  pspReference: "7914073381342284",
  originalReference: "",
  merchantAccountCode: "ShashaTest",
  merchantReference: "order-42",
  amount: { value: 5000, currency: "JOD" },
  eventCode: "AUTHORISATION",
  success: "true",
};

describe("notification signatures", () => {
  test("the signed text and the signature, computed independently", () => {
    expect(notificationSigningText(item)).toBe("7914073381342284::ShashaTest:order-42:5000:JOD:AUTHORISATION:true");
    const expected = createHmac("sha256", Buffer.from(key, "hex")).update("7914073381342284::ShashaTest:order-42:5000:JOD:AUTHORISATION:true").digest("base64");
    expect(signNotificationItem(item, key)).toBe(expected);
    // Absent parts are empty strings.
    expect(notificationSigningText({ pspReference: "1", eventCode: "AUTHORISATION" })).toBe("1::::::AUTHORISATION:");
  });

  test("sign, then verify: true; the key's case does not matter", () => {
    const signed = { ...item, additionalData: { hmacSignature: signNotificationItem(item, key), cardSummary: "1111" } };
    expect(verifyNotificationItem(signed, key)).toBe(true);
    expect(verifyNotificationItem(signed, key.toLowerCase())).toBe(true);
  });

  test.each([
    ["pspReference", { pspReference: "7914073381342285" }],
    ["originalReference", { originalReference: "1" }],
    ["merchantAccountCode", { merchantAccountCode: "Other" }],
    ["merchantReference", { merchantReference: "order-43" }],
    ["amount value", { amount: { value: 5001, currency: "JOD" } }],
    ["currency", { amount: { value: 5000, currency: "USD" } }],
    ["eventCode", { eventCode: "CANCELLATION" }],
    ["success", { success: "false" }],
  ])("a tampered %s fails", (_, change) => {
    const hmacSignature = signNotificationItem(item, key);
    expect(verifyNotificationItem({ ...item, ...change, additionalData: { hmacSignature } }, key)).toBe(false);
  });

  test("another key, no signature, a changed signature or a key that is not hex: false", () => {
    const hmacSignature = signNotificationItem(item, key);
    expect(verifyNotificationItem({ ...item, additionalData: { hmacSignature } }, "00".repeat(32))).toBe(false);
    expect(verifyNotificationItem(item, key)).toBe(false);
    expect(verifyNotificationItem({ ...item, additionalData: { hmacSignature: "" } }, key)).toBe(false);
    const flipped = `${hmacSignature.slice(0, 10)}${hmacSignature[10] === "A" ? "B" : "A"}${hmacSignature.slice(11)}`;
    expect(verifyNotificationItem({ ...item, additionalData: { hmacSignature: flipped } }, key)).toBe(false);
    expect(verifyNotificationItem({ ...item, additionalData: { hmacSignature } }, "not hex")).toBe(false);
    expect(() => signNotificationItem(item, "abc")).toThrow(/hex/);
  });
});
