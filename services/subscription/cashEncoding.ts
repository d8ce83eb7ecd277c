/**
 * The encoded reference (`cash/generate-encoded-reference-number`): the digits an outlet's scanner reads from the
 * barcode the page draws as Interleaved 2 of 5 (domain/subscription/cashPayment.ts), which encodes digits in pairs, so
 * the count is even. It is the merchant's biller code (4 digits), the reference number and a GS1 mod-10 check digit
 * over both (the check of ITF-14: from the rightmost digit leftwards the weights are 3, 1, 3, …; the check digit
 * brings the sum to a multiple of 10). A nine-digit reference makes fourteen digits; a reference of even length gets a
 * leading 0, so the count stays even.
 */

/** The biller code the provider gave the merchant (the stand-in's). */
export const cashBillerCode = "7788";

/** The GS1 mod-10 check digit of a string of digits. */
export function gs1CheckDigit(digits: string): number {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits[digits.length - 1 - index]);
    sum += index % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** The biller code, the reference (padded to an odd length) and the check digit: an even count of digits. */
export function encodedReference(referenceNumber: string): string {
  if (!/^\d+$/.test(referenceNumber)) throw new Error("A reference number is digits only.");
  const reference = referenceNumber.length % 2 === 0 ? `0${referenceNumber}` : referenceNumber;
  const data = `${cashBillerCode}${reference}`;
  return `${data}${gs1CheckDigit(data)}`;
}
