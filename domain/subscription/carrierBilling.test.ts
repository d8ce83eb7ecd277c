import { describe, expect, test } from "vitest";
import { operatorOf, toE164, type CarrierOperator } from "./carrierBilling";

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
