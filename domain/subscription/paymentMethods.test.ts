import { describe, expect, it } from "vitest";
import { billingAddressRequired, isPaymentMethodName, offeredMethods, selectedMethod, type PaymentMethodName, type PaymentMethodOffer } from "./paymentMethods";

const offers: PaymentMethodOffer[] = [
  { name: "creditCard", type: "CARD", nativeOnly: false },
  { name: "mobilePay", type: "CARRIER", nativeOnly: false },
  { name: "iTunes", type: "IN_APP", nativeOnly: true, platforms: ["IOS_APP", "IOS_APP2"] },
  { name: "googlePlay", type: "IN_APP", nativeOnly: true, platforms: ["ANDROID_APP", "ANDROID_APP2"] },
];
const all = new Set<PaymentMethodName>(["creditCard", "mobilePay", "iTunes", "googlePlay"]);
const names = (list: PaymentMethodOffer[]) => list.map((offer) => offer.name);

describe("payment methods", () => {
  it("hides the in-app stores in a plain browser, even one that says it is an iOS app", () => {
    expect(names(offeredMethods(offers, { platform: "WEB", webView: false }, all))).toEqual(["creditCard", "mobilePay"]);
    expect(names(offeredMethods(offers, { platform: "IOS_APP", webView: false }, all))).toEqual(["creditCard", "mobilePay"]);
  });

  it("offers each store only inside its own platform's web view", () => {
    expect(names(offeredMethods(offers, { platform: "IOS_APP", webView: true }, all))).toEqual(["creditCard", "mobilePay", "iTunes"]);
    expect(names(offeredMethods(offers, { platform: "ANDROID_APP2", webView: true }, all))).toEqual(["creditCard", "mobilePay", "googlePlay"]);
  });

  it("never offers a method whose gateway this build lacks", () => {
    expect(names(offeredMethods(offers, { platform: "WEB", webView: false }, new Set<PaymentMethodName>(["creditCard"])))).toEqual(["creditCard"]);
  });

  it("selects the asked method when offered, else the first", () => {
    const shown = offeredMethods(offers, { platform: "WEB", webView: false }, all);
    expect(selectedMethod(shown, "mobilePay")).toBe("mobilePay");
    expect(selectedMethod(shown, "iTunes")).toBe("creditCard");
    expect(selectedMethod(shown, undefined)).toBe("creditCard");
    expect(selectedMethod([], "creditCard")).toBeUndefined();
  });

  it("asks a billing address in the five countries of spec 5 only", () => {
    expect(["CA", "AU", "GB", "NZ", "US", "gb"].every(billingAddressRequired)).toBe(true);
    expect(["JO", "SA", "AE", "EG", "MA", "FR"].some(billingAddressRequired)).toBe(false);
  });

  it("knows the spec's names only", () => {
    expect(isPaymentMethodName("fawry")).toBe(true);
    expect(isPaymentMethodName("bitcoin")).toBe(false);
  });
});
