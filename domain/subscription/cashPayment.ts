/**
 * Cash payments (spec 7 "Payment providers": cash/…; spec 3: `userPaymentInstruments[0].referenceNumber`): a
 * reference to pay a package at an outlet before it expires, and the Interleaved 2 of 5 barcode of its encoded form
 * that the outlet's scanner reads.
 */
import type { Money } from "./money";

export type CashReferenceStatus = "UNPAID" | "PAID" | "EXPIRED" | "CANCELED";

export interface CashReference {
  orderId: string;
  referenceNumber: string;
  productId: string;
  amount: Money;
  /** ISO 8601. */
  expiresAt: string;
  status: CashReferenceStatus;
  /** Digits for an Interleaved 2 of 5 barcode (an even count), when asked for. */
  encoded?: string;
  paidAt?: string;
}

/** A reference still to pay at `now`: unpaid and not expired. */
export function isPayable(reference: CashReference, now: Date): boolean {
  return reference.status === "UNPAID" && Date.parse(reference.expiresAt) > now.getTime();
}

/** Interleaved 2 of 5: each digit's five bars, N narrow and W wide. */
const patterns = ["NNWWN", "WNNNW", "NWNNW", "WWNNN", "NNWNW", "WNWNN", "NWWNN", "NNNWW", "WNNWN", "NWNWN"] as const;

/**
 * The bars and spaces of an Interleaved 2 of 5 barcode as widths in modules (narrow 1, wide 3), starting with a bar:
 * the start code, each pair of digits (the first digit's pattern in the bars, the second's in the spaces), the stop
 * code. Undefined for anything but an even count of digits.
 */
export function interleaved2of5(digits: string): number[] | undefined {
  if (!/^(?:\d\d)+$/.test(digits)) return undefined;
  const width = (mark: string) => (mark === "W" ? 3 : 1);
  const widths = [1, 1, 1, 1];
  for (let index = 0; index < digits.length; index += 2) {
    const bars = patterns[Number(digits[index])] ?? "";
    const spaces = patterns[Number(digits[index + 1])] ?? "";
    for (let part = 0; part < 5; part += 1) widths.push(width(bars[part] ?? "N"), width(spaces[part] ?? "N"));
  }
  widths.push(3, 1, 1);
  return widths;
}
