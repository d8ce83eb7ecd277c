import { describe, expect, test } from "vitest";
import { interleaved2of5 } from "@/domain/subscription/cashPayment";
import { cashBillerCode, encodedReference, gs1CheckDigit } from "./cashEncoding";

describe("the encoded reference", () => {
  test("the GS1 mod-10 check digit (as EAN-13 and UPC-A have it)", () => {
    expect(gs1CheckDigit("400638133393")).toBe(1);
    expect(gs1CheckDigit("03600029145")).toBe(2);
    expect(gs1CheckDigit("0000000000000")).toBe(0);
  });

  test("biller code, reference and check digit: fourteen digits for a nine-digit reference", () => {
    const encoded = encodedReference("912345678");
    expect(encoded).toBe(`${cashBillerCode}912345678${gs1CheckDigit(`${cashBillerCode}912345678`)}`);
    expect(encoded).toHaveLength(14);
    // Any digit read wrong is caught by the check digit.
    const misread = `${encoded.slice(0, 6)}${(Number(encoded[6]) + 1) % 10}${encoded.slice(7)}`;
    expect(gs1CheckDigit(misread.slice(0, -1))).not.toBe(Number(misread.at(-1)));
  });

  test("an even count of digits whatever the reference's length, so Interleaved 2 of 5 can draw it", () => {
    for (const reference of ["123456", "1234567", "12345678901234567890"]) {
      const encoded = encodedReference(reference);
      expect(encoded.length % 2).toBe(0);
      expect(encoded.startsWith(cashBillerCode)).toBe(true);
      expect(interleaved2of5(encoded)).toBeDefined();
    }
    expect(encodedReference("123456")).toBe(`${cashBillerCode}0123456${gs1CheckDigit(`${cashBillerCode}0123456`)}`);
    expect(() => encodedReference("12a456")).toThrow(/digits only/);
  });
});
