import { describe, expect, test } from "vitest";
import { maskNumber, operatorOf, ownNumberOffer, toE164, type CarrierOperator } from "./carrierBilling";

describe("toE164", () => {
  test("keeps an international number and reads 00 as +", () => {
    expect(toE164("+962 79 123 4567", "JO")).toBe("+962791234567");
    expect(toE164("00966-55-123-4567", "JO")).toBe("+966551234567");
  });

  test("gives a national number the country's calling code", () => {
    expect(toE164("079 123 4567", "JO")).toBe("+962791234567");
    expect(toE164("010 1234 5678", "EG")).toBe("+201012345678");
    expect(toE164("962791234567", "JO")).toBe("+962791234567");
  });

  test("reads Arabic-Indic and Eastern Arabic-Indic digits", () => {
    expect(toE164("٠٧٩١٢٣٤٥٦٧", "JO")).toBe("+962791234567");
    expect(toE164("۰۷۹۱۲۳۴۵۶۷", "JO")).toBe("+962791234567");
  });

  test("is undefined for what cannot be a number", () => {
    expect(toE164("", "JO")).toBeUndefined();
    expect(toE164("abc", "JO")).toBeUndefined();
    expect(toE164("+12", "JO")).toBeUndefined();
    expect(toE164("0791234567", "FR")).toBeUndefined();
  });
});

describe("operatorOf", () => {
  const operators: CarrierOperator[] = [
    { code: "JO-ZAIN", name: "Zain", prefixes: ["+96279"], frictionless: true },
    { code: "JO-ORANGE", name: "Orange", prefixes: ["+96277"], frictionless: false },
    { code: "JO-LONG", name: "Long", prefixes: ["+962791"], frictionless: false },
  ];

  test("picks the operator of the number's prefix, the longest prefix first", () => {
    expect(operatorOf("+962771234567", operators)?.code).toBe("JO-ORANGE");
    expect(operatorOf("+962781234567", operators)).toBeUndefined();
    expect(operatorOf("+962791234567", operators)?.code).toBe("JO-LONG");
    expect(operatorOf("+962792234567", operators)?.code).toBe("JO-ZAIN");
  });
});

describe("maskNumber", () => {
  test("keeps the last three digits only", () => {
    expect(maskNumber("+962791234567")).toBe("•••567");
    expect(maskNumber("+96550001234")).toBe("•••234");
    expect(maskNumber("+962791234567")).not.toContain("791234");
  });
});

describe("ownNumberOffer", () => {
  const operators: CarrierOperator[] = [
    { code: "JO-ZAIN", name: "Zain", prefixes: ["+96279"], frictionless: true },
    { code: "JO-ORANGE", name: "Orange", prefixes: ["+96277"], frictionless: false },
  ];

  test("one tap on an operator with header enrichment, a PIN on another of the country's", () => {
    expect(ownNumberOffer("+962791234567", operators)).toEqual({ kind: "one-tap", maskedNumber: "•••567" });
    expect(ownNumberOffer("+962771234890", operators)).toEqual({ kind: "pin", maskedNumber: "•••890" });
  });

  test("nothing without a phone, for an operator that does not bill here, or for a number that is not E.164", () => {
    expect(ownNumberOffer(undefined, operators)).toBeUndefined();
    expect(ownNumberOffer("+962781234567", operators)).toBeUndefined();
    expect(ownNumberOffer("+966551234567", operators)).toBeUndefined();
    expect(ownNumberOffer("0791234567", operators)).toBeUndefined();
    expect(ownNumberOffer("+962791234567", [])).toBeUndefined();
  });
});
