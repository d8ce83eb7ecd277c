/**
 * Money is never a float (issue 29): an amount is an integer count of the currency's minor units with its ISO 4217
 * code. JOD, KWD, BHD, OMR, TND, LYD and IQD have three decimals (ISO 4217), the others of the region two.
 * Shown with `Intl.NumberFormat` for the page's language in the viewer's country, so Arabic takes the country's
 * digits (Arabic-Indic in Jordan or Saudi Arabia, Latin in Morocco or the Emirates), as its readers write them.
 */
import type { Locale } from "../types";
import { viewerLocales } from "../viewerLocales";

export interface Money {
  /** Integer count of minor units (fils, halalas, cents). */
  minor: number;
  /** ISO 4217 code, upper case. */
  currency: string;
}

const threeDecimals: ReadonlySet<string> = new Set(["BHD", "IQD", "JOD", "KWD", "LYD", "OMR", "TND"]);

export const currencyPattern = /^[A-Z]{3}$/;

/** The number of decimals of a currency's minor unit. */
export function currencyDecimals(currency: string): number {
  return threeDecimals.has(currency) ? 3 : 2;
}

export function isMoney(value: Money): boolean {
  return Number.isSafeInteger(value.minor) && value.minor >= 0 && currencyPattern.test(value.currency);
}

/** A decimal string ("4.5", "4.500", "25") as minor units of the currency; undefined when it has more decimals than the currency. */
export function parseMajor(text: string, currency: string): Money | undefined {
  const match = /^(\d{1,9})(?:\.(\d+))?$/.exec(text.trim());
  const decimals = currencyDecimals(currency);
  if (!match || !currencyPattern.test(currency)) return undefined;
  const [, whole = "0", fraction = ""] = match;
  if (fraction.length > decimals) return undefined;
  return { minor: Number(whole) * 10 ** decimals + Number(fraction.padEnd(decimals, "0") || "0"), currency };
}

/** The amount as a decimal string with the currency's decimals ("4.500"), exact for any safe integer. */
export function majorText(money: Money): string {
  const decimals = currencyDecimals(money.currency);
  const digits = String(money.minor).padStart(decimals + 1, "0");
  return `${digits.slice(0, digits.length - decimals)}.${digits.slice(digits.length - decimals)}`;
}

const formats = new Map<string, Intl.NumberFormat>();

function formatFor(locale: Locale, country: string, currency: string): Intl.NumberFormat {
  const key = `${locale}-${country}-${currency}`;
  let format = formats.get(key);
  if (!format) {
    const decimals = currencyDecimals(currency);
    format = new Intl.NumberFormat(viewerLocales({ locale, country }), {
      style: "currency",
      currency,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      trailingZeroDisplay: "stripIfInteger",
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * The amount as the viewer reads it: "JOD 4.500", "4,500 JOD", "٤٫٥٠٠ د.أ.‏". Intl takes a decimal string, so no
 * float ever carries the amount; a whole amount drops its decimals ("JOD 25").
 */
export function formatMoney(money: Money, locale: Locale, country: string): string {
  const text = majorText(money);
  return formatFor(locale, country, money.currency).format(text as Intl.StringNumericLiteral);
}

/** Sum of amounts in one currency; throws on mixed currencies, which would be a bug upstream. */
export function addMoney(a: Money, b: Money): Money {
  if (a.currency !== b.currency) throw new Error(`cannot add ${a.currency} to ${b.currency}`);
  return { minor: a.minor + b.minor, currency: a.currency };
}
