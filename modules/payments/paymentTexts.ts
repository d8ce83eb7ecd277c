/**
 * The payment module's words, translated on the server for the browser parts (paymentLabels.ts): each gateway's
 * labels, the order status's, and the refusals' messages by code (the provider's reasons and the app's own codes).
 */
import type { Locale } from "@/domain/types";
import { translator } from "@/locales/serverI18n";
import type { CardLabels, CarrierLabels, CashLabels, CodeLabels, DealLabels, InAppLabels, StatusLabels } from "./paymentLabels";

/** The provider's refusal reasons and the app's own refusals, each with its message's key. */
const refusalKeys: Record<string, string> = {
  generic: "generic",
  Refused: "declined",
  "Not enough balance": "insufficientFunds",
  "Expired Card": "expiredCard",
  "3D Not Authenticated": "notAuthenticated",
  "Invalid card token": "cardToken",
  "price-changed": "priceChanged",
  "address-required": "addressRequired",
  "already-subscribed": "alreadySubscribed",
  "kid-profile": "kidProfile",
  "product-unavailable": "productUnavailable",
  "order-unknown": "orderUnknown",
  "payment-pending": "paymentPending",
  unavailable: "unavailable",
  "invalid-number": "invalidNumber",
  "number-barred": "numberBarred",
  "wrong-pin": "wrongPin",
  "pin-expired": "pinExpired",
  "too-many-attempts": "tooManyAttempts",
  "resend-too-soon": "resendTooSoon",
  "too-many-resends": "tooManyResends",
  "method-unavailable": "methodUnavailable",
  INSUFFICIENT_BALANCE: "insufficientBalance",
  EXPIRED: "referenceExpired",
  "invalid-receipt": "invalidReceipt",
  "code-unknown": "codeUnknown",
  "code-redeemed": "codeRedeemed",
  "code-expired": "codeExpired",
  "code-used-up": "codeUsedUp",
  "code-not-in-country": "codeNotInCountry",
  "code-not-eligible": "codeNotEligible",
  "code-too-many-attempts": "codeTooManyAttempts",
  "deal-unknown": "dealUnknown",
  "deal-ended": "dealEnded",
  "deal-not-started": "dealNotStarted",
  "code-required": "codeRequired",
  "identifier-invalid": "identifierInvalid",
  "identifier-used": "identifierUsed",
  "no-card": "noCard",
  "pin-required": "pinRequired",
  "offer-unavailable": "offerUnavailable",
  ALREADY_REDEEMED: "codeRedeemed",
  USED_UP: "codeUsedUp",
  NOT_IN_COUNTRY: "codeNotInCountry",
  NOT_ELIGIBLE: "codeNotEligible",
};

export function errorsFor(locale: Locale): Record<string, string> {
  const t = translator(locale, "blocks");
  return Object.fromEntries(Object.entries(refusalKeys).map(([code, key]) => [code, t(`payments.errors.${key}`)]));
}

export function cardLabels(locale: Locale): CardLabels {
  const t = translator(locale, "blocks");
  const key = (name: string) => t(`payments.card.${name}`);
  return {
    frameTitle: key("frameTitle"),
    loading: key("loading"),
    pay: key("pay"),
    paying: key("paying"),
    saveCard: key("saveCard"),
    saving: key("saving"),
    changeNote: key("changeNote"),
    addressHeading: key("addressHeading"),
    addressLine1: key("addressLine1"),
    city: key("city"),
    zip: key("zip"),
    state: key("state"),
    optional: key("optional"),
    required: key("required"),
    secureNote: key("secureNote"),
    errors: errorsFor(locale),
  };
}

/** The order's status as a purchase's (`status`) or a card change's (`cardStatus`) page words it. */
export function statusLabels(locale: Locale, texts: "status" | "cardStatus" = "status"): StatusLabels {
  const t = translator(locale, "blocks");
  const key = (name: string) => t(`payments.${texts}.${name}`);
  return {
    checking: key("checking"),
    confirming: key("confirming"),
    slow: key("slow"),
    paid: key("paid"),
    refused: key("refused"),
    tryAgain: key("tryAgain"),
    manage: key("manage"),
    errors: errorsFor(locale),
  };
}

export function carrierLabels(locale: Locale): CarrierLabels {
  const t = translator(locale, "blocks");
  const key = (name: string, values: Record<string, string> = {}) => t(`payments.carrier.${name}`, values);
  return {
    operatorLegend: key("operatorLegend"),
    numberLabel: key("numberLabel"),
    numberHint: key("numberHint"),
    otherOperator: key("otherOperator", { operator: "{{operator}}" }),
    sendCode: key("sendCode"),
    sending: key("sending"),
    chargeNote: key("chargeNote", { price: "{{price}}" }),
    pinSent: key("pinSent", { digits: "{{digits}}", number: "{{number}}" }),
    pinResent: key("pinResent", { number: "{{number}}" }),
    pinLabel: key("pinLabel"),
    pinFormat: key("pinFormat", { digits: "{{digits}}" }),
    expiresIn: key("expiresIn", { time: "{{time}}" }),
    expired: key("expired"),
    confirm: key("confirm"),
    confirming: key("confirming"),
    resend: key("resend"),
    resendIn: key("resendIn", { seconds: "{{seconds}}" }),
    changeNumber: key("changeNumber"),
    wrongPin: key("wrongPinTries", { tries: "{{tries}}" }),
    ownNumberPay: key("ownNumberPay", { price: "{{price}}", number: "{{number}}" }),
    ownNumberPin: key("ownNumberPin", { number: "{{number}}" }),
    ownNumberPaying: key("ownNumberPaying"),
    otherNumber: key("otherNumber"),
    // The own number's refusals (app/_api/carrierFrictionless.ts): the number form is where the viewer goes on.
    errors: { ...errorsFor(locale), "no-phone-number": key("noPhoneNumber"), "frictionless-unavailable": key("frictionlessUnavailable"), "order-refused": key("orderRefused") },
  };
}

export function inAppLabels(locale: Locale, store: "apple" | "google"): InAppLabels {
  const t = translator(locale, "blocks");
  const key = (name: string) => t(`payments.inApp.${name}`);
  return {
    subscribe: key(store === "apple" ? "subscribeApple" : "subscribeGoogle"),
    waiting: key(store === "apple" ? "waitingApple" : "waitingGoogle"),
    activating: key("activating"),
    canceled: key("canceled"),
    noShell: key("noShell"),
    storeNote: key(store === "apple" ? "noteApple" : "noteGoogle"),
    errors: errorsFor(locale),
  };
}

export function codeLabels(locale: Locale): CodeLabels {
  const t = translator(locale, "blocks");
  const key = (name: string) => t(`payments.code.${name}`);
  return { codeLabel: key("label"), required: key("required"), check: key("check"), activate: key("activate"), useCoupon: key("useCoupon"), errors: errorsFor(locale) };
}

export function dealLabels(locale: Locale): DealLabels {
  const t = translator(locale, "blocks");
  const key = (name: string, values: Record<string, string> = {}) => t(`payments.deal.${name}`, values);
  const fill = { name: "{{name}}", months: "{{months}}", price: "{{price}}", regular: "{{regular}}" };
  return {
    partner: key("partner", { partner: "{{partner}}" }),
    packages: key("packages"),
    offer: key("offer", fill),
    offerFree: key("offerFree", fill),
    codeLabel: key("codeLabel"),
    codeRequired: key("codeRequired"),
    identifierRequired: key("identifierRequired"),
    take: key("take"),
    notStarted: key("notStarted"),
    errors: errorsFor(locale),
  };
}

export function cashLabels(locale: Locale): CashLabels {
  const t = translator(locale, "blocks");
  const key = (name: string, values: Record<string, string> = {}) => t(`payments.cash.${name}`, values);
  return {
    intro: key("intro"),
    create: key("create"),
    creating: key("creating"),
    referenceLabel: key("referenceLabel"),
    amountLabel: key("amountLabel"),
    payBefore: key("payBefore", { date: "{{date}}" }),
    steps: [key("step1"), key("step2"), key("step3")],
    barcodeLabel: key("barcodeLabel"),
    copy: key("copy"),
    copied: key("copied"),
    waiting: key("waiting"),
    expired: key("expired"),
    newReference: key("newReference"),
    errors: errorsFor(locale),
  };
}
