/**
 * The countries mobile carrier billing covers (services/seed/carrierContracts.json): per country the mobile numbers'
 * length, the packages its contract bills and its operators (a code such as `JO-ZAIN`, the name in ar/en/fr, the
 * E.164 prefixes of their numbers and whether they identify the subscriber by header enrichment, the frictionless
 * flow). The provider stand-in reads it as its operator directory; the subscription service as the country contracts
 * it offers (tpay/countryContracts). Checked once when loaded: a broken file stops the start, naming every problem.
 */
import { readFileSync } from "node:fs";
import { z } from "zod";
import { countryByIso2 } from "@/domain/countries";
import { localizedTextSchema } from "../db/localizedText";
import { describeIssues } from "../http/parseQuery";

const operatorSchema = z.object({
  operatorCode: z.string().regex(/^[A-Z]{2}-[A-Z0-9]{2,16}$/, "CC-NAME in capitals"),
  name: localizedTextSchema,
  msisdnPrefixes: z.array(z.string().regex(/^\+[1-9]\d{1,8}$/, "+ and digits")).min(1),
  frictionless: z.boolean(),
});
export type CarrierOperator = z.output<typeof operatorSchema>;

const countrySchema = z.object({
  /** The digits of a mobile number after the +, country code included. */
  msisdnDigits: z.number().int().min(8).max(15),
  products: z.array(z.string().min(1)).min(1),
  operators: z.array(operatorSchema).min(1),
});
export type CarrierCountry = z.output<typeof countrySchema>;

const directorySchema = z.object({ version: z.literal(1), countries: z.record(z.string().regex(/^[A-Z]{2}$/), countrySchema) });
export type CarrierDirectory = z.output<typeof directorySchema>;

export const seedCarrierContractsFile = new URL("../seed/carrierContracts.json", import.meta.url);

/** What is inconsistent in a directory: unknown countries, prefixes of another country or shared, codes used twice. */
export function carrierDirectoryProblems(directory: CarrierDirectory): string[] {
  const problems: string[] = [];
  const codes = new Set<string>();
  const prefixes: string[] = [];
  for (const [iso2, country] of Object.entries(directory.countries)) {
    const dialing = countryByIso2(iso2)?.dialing_code;
    if (dialing === undefined) problems.push(`${iso2} is not on the country list`);
    if (new Set(country.products).size !== country.products.length) problems.push(`${iso2} lists a package twice`);
    for (const operator of country.operators) {
      if (codes.has(operator.operatorCode)) problems.push(`${operator.operatorCode} is listed twice`);
      codes.add(operator.operatorCode);
      if (!operator.operatorCode.startsWith(`${iso2}-`)) problems.push(`${operator.operatorCode} is listed under ${iso2}`);
      for (const prefix of operator.msisdnPrefixes) {
        if (dialing !== undefined && !prefix.startsWith(`+${dialing}`)) problems.push(`${operator.operatorCode}: ${prefix} is not a +${dialing} number`);
        const clash = prefixes.find((other) => other.startsWith(prefix) || prefix.startsWith(other));
        if (clash !== undefined) problems.push(`${operator.operatorCode}: ${prefix} overlaps ${clash}`);
        prefixes.push(prefix);
      }
    }
  }
  return problems;
}

export function parseCarrierDirectory(value: unknown): CarrierDirectory {
  const parsed = directorySchema.safeParse(value);
  if (!parsed.success) throw new Error(`The carrier contracts are malformed: ${describeIssues(parsed.error)}`);
  const problems = carrierDirectoryProblems(parsed.data);
  if (problems.length > 0) throw new Error(`The carrier contracts are inconsistent: ${problems.join("; ")}`);
  return parsed.data;
}

export function loadCarrierDirectory(file: URL | string = seedCarrierContractsFile): CarrierDirectory {
  const value: unknown = JSON.parse(readFileSync(file, "utf8"));
  return parseCarrierDirectory(value);
}

/** The country's carrier contract; undefined where carrier billing is not offered. */
export function carrierCountry(directory: CarrierDirectory, country: string): CarrierCountry | undefined {
  return directory.countries[country];
}

export interface PlacedOperator {
  country: string;
  operator: CarrierOperator;
}

export function operatorByCode(directory: CarrierDirectory, operatorCode: string): PlacedOperator | undefined {
  for (const [country, contract] of Object.entries(directory.countries)) {
    const operator = contract.operators.find((candidate) => candidate.operatorCode === operatorCode);
    if (operator !== undefined) return { country, operator };
  }
  return undefined;
}

/** An E.164 number as typed (spaces, dashes, dots and brackets dropped), or undefined when it is not one. */
export function normaliseMsisdn(input: string): string | undefined {
  const compact = input.trim().replace(/[\s().-]/g, "");
  return /^\+[1-9]\d{6,14}$/.test(compact) ? compact : undefined;
}

/** Whether the E.164 number is one of the operator's: its prefix and its country's length. */
export function isOperatorsNumber(directory: CarrierDirectory, placed: PlacedOperator, msisdn: string): boolean {
  const digits = directory.countries[placed.country]?.msisdnDigits;
  return digits !== undefined && msisdn.length === digits + 1 && placed.operator.msisdnPrefixes.some((prefix) => msisdn.startsWith(prefix));
}

/** The operator an E.164 number belongs to, by its prefix and length; undefined for any other number. */
export function operatorOfMsisdn(directory: CarrierDirectory, msisdn: string): PlacedOperator | undefined {
  for (const [country, contract] of Object.entries(directory.countries)) {
    for (const operator of contract.operators) {
      const placed = { country, operator };
      if (isOperatorsNumber(directory, placed, msisdn)) return placed;
    }
  }
  return undefined;
}

/** Only the last three digits: what a reply or a page may show of a subscriber's number. */
export function maskMsisdn(msisdn: string): string {
  const digits = msisdn.replace(/\D/g, "");
  return `+${"*".repeat(Math.max(0, digits.length - 3))}${digits.slice(-3)}`;
}
