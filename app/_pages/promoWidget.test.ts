import { describe, expect, test } from "vitest";
import { packageSelectionScreen, widgetTarget } from "./promoWidget";

describe("the package pages' ?widget=", () => {
  test("payment-methods goes on to the payment step, with the chosen package", () => {
    expect(widgetTarget(packageSelectionScreen, "ar", "payment-methods", "shasha-vip")).toBe("/ar/hub/payment-methods?package=shasha-vip");
    expect(widgetTarget(packageSelectionScreen, "en", "payment-methods", undefined)).toBe("/en/hub/payment-methods");
  });

  test("subscriptions, anything else, or another screen stays", () => {
    expect(widgetTarget(packageSelectionScreen, "en", "subscriptions", undefined)).toBeUndefined();
    expect(widgetTarget(packageSelectionScreen, "en", ["payment-methods"], undefined)).toBeUndefined();
    expect(widgetTarget("/user/settings", "en", "payment-methods", undefined)).toBeUndefined();
  });
});
