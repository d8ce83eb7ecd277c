/**
 * Payment methods (spec 3 "Other": payment method names; spec 7 "Payment providers"): what the processor
 * configuration offers in a country, and which of those this viewer is shown. In-app store payments exist only
 * inside the matching native app's web view; a method whose gateway this build does not have is not offered at
 * all (a viewer is never sent to a payment form that cannot take their money).
 */
import type { Platform } from "@/domain/types";

export const paymentMethodNames = ["creditCard", "coupon", "dish", "googlePay", "googlePlay", "iTunes", "mobilePay", "sling", "voucher", "mPay", "fawry"] as const;

export type PaymentMethodName = (typeof paymentMethodNames)[number];

export function isPaymentMethodName(value: unknown): value is PaymentMethodName {
  return typeof value === "string" && paymentMethodNames.some((name) => name === value);
}

/** One processor of the viewer's country (`subscription-config/configuration/processor`). */
export interface PaymentMethodOffer {
  name: PaymentMethodName;
  /** CARD, CARRIER, CASH, IN_APP... */
  type: string;
  /** Offered only inside a native app's web view, on these platforms. */
  nativeOnly: boolean;
  platforms?: readonly string[];
}

/** Where the page is shown: a plain browser, or a native shell's web view on its platform. */
export interface PaymentShell {
  platform: Platform;
  webView: boolean;
}

/**
 * The methods to show, in the configuration's order: native-only ones only inside a web view of one of their
 * platforms, and only methods whose gateway `built` has.
 */
export function offeredMethods(offers: readonly PaymentMethodOffer[], shell: PaymentShell, built: ReadonlySet<PaymentMethodName>): PaymentMethodOffer[] {
  return offers.filter((offer) => {
    if (!built.has(offer.name)) return false;
    if (!offer.nativeOnly) return true;
    return shell.webView && (offer.platforms ?? []).includes(shell.platform);
  });
}

/** The method the page's `?method=` names when it is offered, else the first offered one. */
export function selectedMethod(offered: readonly PaymentMethodOffer[], asked: string | undefined): PaymentMethodName | undefined {
  return (offered.find((offer) => offer.name === asked) ?? offered[0])?.name;
}

/** The gateways this build has (modules/payments): a method not listed here is not offered. */
export const builtGateways: ReadonlySet<PaymentMethodName> = new Set<PaymentMethodName>(["creditCard", "mobilePay", "fawry", "iTunes", "googlePlay"]);

/** Spec 5: a card's billing address is asked for in Canada, Australia, the UK, New Zealand and the USA only. */
const billingAddressCountries: ReadonlySet<string> = new Set(["CA", "AU", "GB", "NZ", "US"]);

export function billingAddressRequired(country: string): boolean {
  return billingAddressCountries.has(country.toUpperCase());
}
