/**
 * Mobile carrier billing (spec 7 "Mobile billing"): the operators of a country and the packages they bill, and the
 * rules the payment page applies to a typed number before the service checks it again: which operator a number
 * belongs to by its prefix, in E.164 form.
 */
import type { Money } from "./money";

export interface CarrierOperator {
  code: string;
  name: string;
  /** E.164 prefixes of its mobile numbers ("+96279"). */
  prefixes: string[];
  /** Header enrichment: the account's own number on this network is charged without a PIN. */
  frictionless: boolean;
}

export interface CarrierContracts {
  country: string;
  operators: CarrierOperator[];
  /** The packages the country's operators bill, at the operators' price. */
  prices: ReadonlyMap<string, Money>;
}

/** A PIN sent by SMS: the order it confirms, the number masked (last digits only), and its timing in seconds. */
export interface PinSent {
  orderId: string;
  maskedNumber: string;
  pinLength: number;
  expiresIn: number;
  resendIn: number;
}

/** The country calling codes of the countries with carrier billing, to complete a number typed without one. */
const callingCodes: Readonly<Record<string, string>> = { JO: "962", SA: "966", AE: "971", EG: "20", MA: "212", KW: "965" };

/**
 * A typed mobile number in E.164 form: spaces, dashes and brackets dropped, Arabic-Indic and Eastern Arabic-Indic
 * digits read as digits, `00` read as `+`, and a national number (leading 0) given the country's calling code.
 * Undefined when it cannot be a number.
 */
export function toE164(typed: string, country: string): string | undefined {
  const digits = typed
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/[\s().-]/g, "");
  let international: string | undefined;
  if (/^\+\d+$/.test(digits)) international = digits;
  else if (/^00\d+$/.test(digits)) international = `+${digits.slice(2)}`;
  else if (/^0\d+$/.test(digits) && callingCodes[country]) international = `+${callingCodes[country]}${digits.slice(1)}`;
  else if (/^\d+$/.test(digits) && callingCodes[country]) international = digits.startsWith(callingCodes[country] ?? "-") ? `+${digits}` : `+${callingCodes[country]}${digits}`;
  return international !== undefined && /^\+[1-9]\d{7,14}$/.test(international) ? international : undefined;
}

/** The operator whose prefixes the number starts with (the longest prefix wins). */
export function operatorOf(msisdn: string, operators: readonly CarrierOperator[]): CarrierOperator | undefined {
  let best: { operator: CarrierOperator; length: number } | undefined;
  for (const operator of operators) {
    for (const prefix of operator.prefixes) {
      if (msisdn.startsWith(prefix) && (best === undefined || prefix.length > best.length)) best = { operator, length: prefix.length };
    }
  }
  return best?.operator;
}

/** A number as a page may show it: its last three digits only ("•••567"), as the service masks the PIN's number. */
export function maskNumber(msisdn: string): string {
  return `•••${msisdn.replace(/\D/g, "").slice(-3)}`;
}

/**
 * What the payment page offers on the account's own phone number, above the number form: one tap where its operator
 * identifies subscribers by header enrichment (`one-tap`: charged at once, no PIN), a PIN texted to it where the
 * operator bills here without it (`pin`). Only the masked number goes with it: the page never needs the full one.
 */
export interface OwnNumberOffer {
  kind: "one-tap" | "pin";
  /** "•••567". */
  maskedNumber: string;
}

/**
 * The offer for the account's phone (E.164, the one its phone sign-in proved) among the country's operators; none
 * without a phone, for a number that is not E.164, or one whose operator does not bill in this country.
 */
export function ownNumberOffer(phone: string | undefined, operators: readonly CarrierOperator[]): OwnNumberOffer | undefined {
  if (phone === undefined || !/^\+[1-9]\d{7,14}$/.test(phone)) return undefined;
  const operator = operatorOf(phone, operators);
  if (operator === undefined) return undefined;
  return { kind: operator.frictionless ? "one-tap" : "pin", maskedNumber: maskNumber(phone) };
}
