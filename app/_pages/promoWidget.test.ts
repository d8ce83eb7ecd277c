import { describe, expect, test } from "vitest";
import { packageSelectionScreen, pageChrome, widgetTarget } from "./promoWidget";

describe("the package pages' ?widget=", () => {
  test("payment-methods goes on to the payment step, with the chosen package", () => {
    expect(widgetTarget(packageSelectionScreen, "ar", "payment-methods", "shasha-vip")).toBe("/ar/hub/payment-methods?widget=payment-methods&package=shasha-vip");
    expect(widgetTarget(packageSelectionScreen, "en", "payment-methods", undefined)).toBe("/en/hub/payment-methods?widget=payment-methods");
  });

  test("subscriptions, anything else, or another screen stays", () => {
    expect(widgetTarget(packageSelectionScreen, "en", "subscriptions", undefined)).toBeUndefined();
    expect(widgetTarget(packageSelectionScreen, "en", ["payment-methods"], undefined)).toBeUndefined();
    expect(widgetTarget("/user/settings", "en", "payment-methods", undefined)).toBeUndefined();
  });

  test("a known widget is shown alone; anything else keeps the row's chrome", () => {
    expect(pageChrome("default", "subscriptions")).toBe("widget");
    expect(pageChrome(undefined, "payment-methods")).toBe("widget");
    expect(pageChrome("transparent-header", undefined)).toBe("transparent-header");
    expect(pageChrome("default", "everything")).toBe("default");
    expect(pageChrome("default", ["subscriptions"])).toBe("default");
  });
});
