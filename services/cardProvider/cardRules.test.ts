import { describe, expect, test } from "vitest";
import {
  cardNumberValid,
  detectBrand,
  expiryProblem,
  issuerCountryOf,
  luhnValid,
  normaliseNumber,
  parseExpiry,
  securityCodeValid,
  testOutcomeOf,
} from "./cardRules";

const testCards = ["4111111111111111", "5555341244441115", "370000000000002", "4000000000000002", "4000000000009995", "4000000000000069", "4000002760003184"];

describe("Luhn", () => {
  test.each(testCards)("every README test card passes: %s", (number) => {
    expect(luhnValid(number)).toBe(true);
    expect(cardNumberValid(number)).toBe(true);
  });

  test.each(["4111111111111112", "5555341244441116", "370000000000003", "1234567812345678"])("a changed digit fails: %s", (number) => {
    expect(luhnValid(number)).toBe(false);
  });

  test("only digits count", () => {
    expect(luhnValid("")).toBe(false);
    expect(luhnValid("4111-1111-1111-1111")).toBe(false);
    expect(normaliseNumber("4111 1111-1111 1111")).toBe("4111111111111111");
    expect(normaliseNumber("4111 1111 1111 111a")).toBeUndefined();
  });
});

describe("brand and lengths", () => {
  test.each([
    ["4111111111111111", "visa"],
    ["5100000000000000", "mastercard"],
    ["5500000000000000", "mastercard"],
    ["2221000000000000", "mastercard"],
    ["2720990000000000", "mastercard"],
    ["340000000000000", "amex"],
    ["370000000000002", "amex"],
    ["2220990000000000", undefined],
    ["2721000000000000", undefined],
    ["5000000000000000", undefined],
    ["5600000000000000", undefined],
    ["6011000000000000", undefined],
    ["35", undefined],
  ])("%s is %s", (number, brand) => {
    expect(detectBrand(number)).toBe(brand);
  });

  test("amex takes 15 digits and a 4-digit code; the others 16 and 3", () => {
    expect(cardNumberValid("3700000000000002")).toBe(false);
    expect(cardNumberValid("41111111111111")).toBe(false);
    // Luhn-valid with 16 digits, 19 is not accepted.
    expect(cardNumberValid("4111111111111111110")).toBe(false);
    expect(securityCodeValid("7373", "amex")).toBe(true);
    expect(securityCodeValid("737", "amex")).toBe(false);
    expect(securityCodeValid("737", "visa")).toBe(true);
    expect(securityCodeValid("7373", "mastercard")).toBe(false);
    expect(securityCodeValid("737", undefined)).toBe(true);
    expect(securityCodeValid("73a", "visa")).toBe(false);
  });
});

describe("expiry", () => {
  const now = new Date("2026-11-26T12:00:00.000Z");

  test("month 1 to 12, two or four digits of year", () => {
    expect(parseExpiry("03", "30")).toEqual({ month: 3, year: 2030 });
    expect(parseExpiry("3", "2030")).toEqual({ month: 3, year: 2030 });
    expect(parseExpiry("003", "30")).toBeUndefined();
    expect(parseExpiry("03", "203")).toBeUndefined();
    expect(expiryProblem({ month: 0, year: 2030 }, now)).toBe("invalid-expiry");
    expect(expiryProblem({ month: 13, year: 2030 }, now)).toBe("invalid-expiry");
    expect(expiryProblem({ month: 3, year: 2030 }, now)).toBeUndefined();
    expect(expiryProblem({ month: 1, year: 2060 }, now)).toBe("invalid-expiry");
  });

  test("this month is still good, the month before is expired", () => {
    expect(expiryProblem({ month: 11, year: 2026 }, now)).toBeUndefined();
    expect(expiryProblem({ month: 10, year: 2026 }, now)).toBe("expired-card");
    expect(expiryProblem({ month: 12, year: 2025 }, now)).toBe("expired-card");
  });
});

describe("the test cards", () => {
  test.each([
    ["4111111111111111", "authorised", "JO"],
    ["5555341244441115", "authorised", "GB"],
    ["370000000000002", "authorised", "JO"],
    ["4000000000000002", "refused", "JO"],
    ["4000000000009995", "not-enough-balance", "JO"],
    ["4000000000000069", "expired-card", "JO"],
    ["4000002760003184", "challenge", "GB"],
    ["4242424242424242", "authorised", "JO"],
  ])("%s: %s, issued in %s", (number, outcome, country) => {
    expect(testOutcomeOf(number)).toBe(outcome);
    expect(issuerCountryOf(number)).toBe(country);
  });
});
