import { fillTemplate } from "@/components/i18n/fillTemplate";
import type { Refusal } from "./gatewayApi";

/** The payment module's strings, translated on the server (PaymentsModule) and handed to the browser parts. */
export interface CardLabels {
  frameTitle: string;
  loading: string;
  pay: string;
  paying: string;
  /** Changing the saved card: the button, and while the provider checks the card. */
  saveCard: string;
  saving: string;
  /** What changing the card does (no charge; it replaces the saved one). */
  changeNote: string;
  addressHeading: string;
  addressLine1: string;
  city: string;
  zip: string;
  state: string;
  optional: string;
  required: string;
  secureNote: string;
  /** By refusal reason code or app error code; `generic` for any other. */
  errors: Record<string, string>;
}

export interface StatusLabels {
  checking: string;
  confirming: string;
  slow: string;
  paid: string;
  refused: string;
  tryAgain: string;
  manage: string;
  errors: Record<string, string>;
}

/** The message for a refusal: its own when there is one, else the generic one. */
export function refusalText(errors: Record<string, string>, code: string | undefined): string {
  return (code !== undefined ? errors[code] : undefined) ?? errors.generic ?? "";
}

/** Paying on the phone bill (carrier/CarrierPayment.tsx); `{{…}}` are filled in the browser. */
export interface CarrierLabels {
  operatorLegend: string;
  numberLabel: string;
  numberHint: string;
  /** "That number is on {{operator}}…". */
  otherOperator: string;
  sendCode: string;
  sending: string;
  /** "You will be charged {{price}} a month on your phone bill." */
  chargeNote: string;
  /** "We texted a code of {{digits}} digits to {{number}}." */
  pinSent: string;
  pinResent: string;
  pinLabel: string;
  /** "Enter the {{digits}} digits of the code." */
  pinFormat: string;
  /** "The code expires in {{time}}." */
  expiresIn: string;
  expired: string;
  confirm: string;
  confirming: string;
  resend: string;
  /** "Send a new code in {{seconds}} s". */
  resendIn: string;
  changeNumber: string;
  /** "Wrong code. Tries left: {{tries}}." */
  wrongPin: string;
  /** The account's own number (carrier/OwnNumberOffer.tsx): "Pay {{price}} with your number {{number}}". */
  ownNumberPay: string;
  /** "Send a PIN to {{number}}". */
  ownNumberPin: string;
  ownNumberPaying: string;
  /** Above the number form, below an own-number offer. */
  otherNumber: string;
  errors: Record<string, string>;
}

/** Paying in cash (cash/CashPayment.tsx). */
export interface CashLabels {
  intro: string;
  create: string;
  creating: string;
  referenceLabel: string;
  amountLabel: string;
  /** "Pay before {{date}}." */
  payBefore: string;
  steps: string[];
  barcodeLabel: string;
  copy: string;
  copied: string;
  waiting: string;
  expired: string;
  newReference: string;
  errors: Record<string, string>;
}

/** Paying through the native app's store (inApp/InAppPayment.tsx). */
export interface InAppLabels {
  /** "Subscribe with the App Store for" (the price follows). */
  subscribe: string;
  waiting: string;
  activating: string;
  canceled: string;
  noShell: string;
  storeNote: string;
  errors: Record<string, string>;
}

/** Redeeming a code (codes/CodeRedemption.tsx). */
export interface CodeLabels {
  codeLabel: string;
  required: string;
  check: string;
  activate: string;
  useCoupon: string;
  errors: Record<string, string>;
}

/** A partner's deal (deals/DealOffer.tsx); `{{…}}` are filled in the browser. */
export interface DealLabels {
  /** "An offer of {{partner}}". */
  partner: string;
  packages: string;
  /** "{{name}}: {{months}} months for {{price}} instead of {{regular}}". */
  offer: string;
  offerFree: string;
  codeLabel: string;
  codeRequired: string;
  identifierRequired: string;
  take: string;
  notStarted: string;
  errors: Record<string, string>;
}

/** A carrier refusal in words: a wrong PIN says the tries left, a resend too soon the seconds to wait. */
export function refusalMessage(labels: CarrierLabels, refusal: Refusal): string {
  if (refusal.code === "wrong-pin" && refusal.attemptsLeft !== undefined) return fillTemplate(labels.wrongPin, { tries: refusal.attemptsLeft });
  if (refusal.code === "resend-too-soon" && refusal.retryIn !== undefined) return fillTemplate(labels.resendIn, { seconds: refusal.retryIn });
  return refusalText(labels.errors, refusal.code);
}
