/**
 * The card provider's card rules (services/cardProvider, services/README.md "Card payment provider"): the Luhn check,
 * the brand by prefix, the lengths each brand takes, the expiry and the test cards' outcomes. The hosted fields' page
 * script (hostedFieldsScript.ts) applies the same rules in the browser; the server checks them again at tokenization.
 */

export type CardBrand = "visa" | "mastercard" | "amex";

/** What a tokenized card stands for in the stand-in: its number picks the result of every payment made with it. */
export type TestOutcome = "authorised" | "refused" | "not-enough-balance" | "expired-card" | "challenge";

/** Whether the digits pass the Luhn (mod 10) check; anything but digits fails. */
export function luhnValid(number: string): boolean {
  if (!/^\d+$/.test(number)) return false;
  let sum = 0;
  let double = false;
  for (let index = number.length - 1; index >= 0; index -= 1) {
    let digit = number.charCodeAt(index) - 48;
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return sum % 10 === 0;
}

/** visa: 4…; mastercard: 51–55 and 2221–2720; amex: 34 and 37; anything else: no known brand. */
export function detectBrand(number: string): CardBrand | undefined {
  if (/^3[47]/.test(number)) return "amex";
  if (/^5[1-5]/.test(number)) return "mastercard";
  const firstFour = Number(number.slice(0, 4));
  if (/^2\d{3}/.test(number) && firstFour >= 2221 && firstFour <= 2720) return "mastercard";
  if (number.startsWith("4")) return "visa";
  return undefined;
}

/** amex: 15 digits; every other card: 16. */
export function numberLength(brand: CardBrand | undefined): number {
  return brand === "amex" ? 15 : 16;
}

/** amex: 4 digits; every other card: 3. */
export function securityCodeLength(brand: CardBrand | undefined): number {
  return brand === "amex" ? 4 : 3;
}

/** The card number without the spaces and dashes people type; undefined when anything else is in it. */
export function normaliseNumber(typed: string): string | undefined {
  const digits = typed.replace(/[\s-]/g, "");
  return /^\d+$/.test(digits) ? digits : undefined;
}

export function cardNumberValid(number: string): boolean {
  return number.length === numberLength(detectBrand(number)) && luhnValid(number);
}

export interface Expiry {
  month: number;
  /** Four digits. */
  year: number;
}

/** "03"/"3" and "30"/"2030" into month and four-digit year; undefined when they are not that. */
export function parseExpiry(month: string, year: string): Expiry | undefined {
  if (!/^\d{1,2}$/.test(month) || !/^(\d{2}|\d{4})$/.test(year)) return undefined;
  return { month: Number(month), year: year.length === 2 ? 2000 + Number(year) : Number(year) };
}

/** Why an expiry date is refused: not a month 1–12 (or more than 20 years ahead), or before the current month. */
export function expiryProblem(expiry: Expiry, now: Date): "invalid-expiry" | "expired-card" | undefined {
  const year = now.getUTCFullYear();
  if (expiry.month < 1 || expiry.month > 12 || expiry.year > year + 20) return "invalid-expiry";
  const month = now.getUTCMonth() + 1;
  if (expiry.year < year || (expiry.year === year && expiry.month < month)) return "expired-card";
  return undefined;
}

export function securityCodeValid(code: string, brand: CardBrand | undefined): boolean {
  return new RegExp(`^\\d{${securityCodeLength(brand)}}$`).test(code);
}

const outcomes: Readonly<Record<string, TestOutcome>> = {
  "4000000000000002": "refused",
  "4000000000009995": "not-enough-balance",
  "4000000000000069": "expired-card",
  "4000002760003184": "challenge",
};

/** The test cards' results (services/README.md); any other valid number is authorised. */
export function testOutcomeOf(number: string): TestOutcome {
  return outcomes[number] ?? "authorised";
}

const britishCards = new Set(["4000002760003184", "5555341244441115"]);

/** GB for the two British test cards, JO for every other. */
export function issuerCountryOf(number: string): string {
  return britishCards.has(number) ? "GB" : "JO";
}

/** A refusal's reason and Adyen's refusal reason code. */
export interface Refusal {
  reason: string;
  code: string;
}

export const refusals = {
  refused: { reason: "Refused", code: "2" },
  "not-enough-balance": { reason: "Not enough balance", code: "12" },
  "expired-card": { reason: "Expired Card", code: "6" },
  notAuthenticated: { reason: "3D Not Authenticated", code: "11" },
  invalidToken: { reason: "Invalid card token", code: "8" },
} as const satisfies Record<string, Refusal>;
