import { describe, expect, test } from "vitest";
import { loadCatalogue, pricingOf, productById } from "../subscription/catalogue";
import { carrierDirectoryProblems, loadCarrierDirectory, maskMsisdn, normaliseMsisdn, operatorByCode, operatorOfMsisdn, parseCarrierDirectory, type CarrierDirectory } from "./carrierContracts";

const directory = loadCarrierDirectory();

describe("the seeded carrier contracts", () => {
  test("cover the operators asked for, each country with a frictionless one, and JO Orange without", () => {
    const codes = Object.fromEntries(Object.entries(directory.countries).map(([country, contract]) => [country, contract.operators.map((operator) => operator.operatorCode)]));
    expect(codes).toEqual({
      JO: ["JO-ZAIN", "JO-ORANGE", "JO-UMNIAH"],
      SA: ["SA-STC", "SA-MOBILY"],
      AE: ["AE-ETISALAT", "AE-DU"],
      EG: ["EG-VODAFONE", "EG-ORANGE", "EG-ETISALAT"],
      MA: ["MA-IAM", "MA-ORANGE"],
      KW: ["KW-ZAIN", "KW-OOREDOO"],
    });
    const withoutFrictionless = Object.entries(directory.countries).filter(([, contract]) => !contract.operators.some((operator) => operator.frictionless));
    expect(withoutFrictionless).toEqual([]);
    expect(operatorByCode(directory, "JO-ORANGE")?.operator.frictionless).toBe(false);
    expect(operatorByCode(directory, "JO-ZAIN")?.operator.name).toEqual({ ar: "زين", en: "Zain", fr: "Zain" });
  });

  test("bill only packages of the catalogue, sold and priced in the country, never the hidden one", () => {
    const catalogue = loadCatalogue();
    const unsold = Object.entries(directory.countries).flatMap(([country, contract]) =>
      contract.products.filter((productId) => {
        const product = productById(catalogue, productId);
        return product === undefined || product.hidden || pricingOf(catalogue, product, country) === undefined;
      }),
    );
    expect(unsold).toEqual([]);
  });

  test("a number's operator by prefix and length; the mask shows the last three digits only", () => {
    expect(normaliseMsisdn(" +962 79-123 4567 ")).toBe("+962791234567");
    expect(normaliseMsisdn("0791234567")).toBeUndefined();
    expect(operatorOfMsisdn(directory, "+962791234567")?.operator.operatorCode).toBe("JO-ZAIN");
    expect(operatorOfMsisdn(directory, "+96599123456")?.operator.operatorCode).toBe("KW-ZAIN");
    expect(operatorOfMsisdn(directory, "+9627912345678")).toBeUndefined();
    expect(operatorOfMsisdn(directory, "+962761234567")).toBeUndefined();
    expect(maskMsisdn("+962791234567")).toBe("+*********567");
  });

  test("an inconsistent directory is refused, naming the problems", () => {
    const name = { ar: "x", en: "x", fr: "x" };
    const broken: CarrierDirectory = {
      version: 1,
      countries: {
        JO: { msisdnDigits: 12, products: ["shasha-vip", "shasha-vip"], operators: [{ operatorCode: "JO-AA", name, msisdnPrefixes: ["+96279", "+9627"], frictionless: true }, { operatorCode: "SA-BB", name, msisdnPrefixes: ["+96650"], frictionless: false }] },
        ZZ: { msisdnDigits: 12, products: ["shasha-vip"], operators: [{ operatorCode: "JO-AA", name, msisdnPrefixes: ["+12"], frictionless: true }] },
      },
    };
    expect(carrierDirectoryProblems(broken)).toEqual([
      "JO lists a package twice",
      "JO-AA: +9627 overlaps +96279",
      "SA-BB is listed under JO",
      "SA-BB: +96650 is not a +962 number",
      "ZZ is not on the country list",
      "JO-AA is listed twice",
      "JO-AA is listed under ZZ",
    ]);
    expect(() => parseCarrierDirectory(broken)).toThrow(/inconsistent/);
    expect(() => parseCarrierDirectory({ version: 1, countries: { JO: { msisdnDigits: 12 } } })).toThrow(/malformed/);
  });
});
