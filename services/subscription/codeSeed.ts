/**
 * The seeded codes and deals (services/seed/codes.json), loaded and checked once at start-up like the catalogue
 * (catalogue.ts): the shape with zod (codeSeedSchema.ts), then what zod cannot see, here. A seed with any problem
 * stops the start naming every problem, so a route never meets a code whose package or campaign is missing.
 * Also the one way a typed code is read (`normaliseCode`), shared by the seed and every route.
 */
import { readFileSync } from "node:fs";
import { describeIssues } from "../http/parseQuery";
import { productById, type Catalogue } from "./catalogue";
import { codeSeedSchema, type CodeCampaign, type CodeSeedFile, type Deal, type DealPartner, type PartnerPackages } from "./codeSeedSchema";

export const seedCodesFile = new URL("../seed/codes.json", import.meta.url);

/** The longest code once normalised. */
export const maxCodeLength = 32;

/** The seed, indexed: a code (normalised) names its campaign. */
export interface CodeSeed {
  campaigns: ReadonlyMap<string, CodeCampaign>;
  /** Normalised code → campaign id. */
  codes: ReadonlyMap<string, string>;
  partners: ReadonlyMap<string, DealPartner>;
  /** A TV partner's packages → the catalogue's products (docs/partner-login.md). */
  partnerPackages: PartnerPackages;
  deals: ReadonlyMap<string, Deal>;
}

// Arabic-Indic and Eastern Arabic-Indic digits, as a phone keyboard in ar may type them.
const arabicDigits = /[\u0660-\u0669\u06F0-\u06F9]/g;
const ignored = /[\s\u2010-\u2015-]/g;

/**
 * A code as typed → its one spelling: upper case, spaces and dashes left out, Arabic-Indic digits as 0-9; undefined
 * when what is left is empty, longer than 32 or not only A-Z and 0-9.
 */
export function normaliseCode(typed: string): string | undefined {
  const digits = typed.replace(arabicDigits, (digit) => String((digit.codePointAt(0) ?? 0x30) % 16));
  const code = digits.replace(ignored, "").toUpperCase();
  return /^[A-Z0-9]+$/.test(code) && code.length <= maxCodeLength ? code : undefined;
}

function duplicates(values: readonly string[]): string[] {
  return [...new Set(values.filter((value, index) => values.indexOf(value) !== index))];
}

/**
 * Sign-in and packages are a TV partner's only. (A TV partner without packages entitles nobody: seeds made for other
 * tests may leave `partnerPackages` out.)
 */
function partnerProblems(seed: CodeSeedFile): string[] {
  const problems: string[] = [];
  for (const partner of seed.partners) if (partner.signIn && partner.kind !== "TV") problems.push(`partner ${partner.id}: only a TV partner signs in`);
  for (const partnerId of Object.keys(seed.partnerPackages)) {
    if (seed.partners.find((partner) => partner.id === partnerId)?.kind !== "TV") problems.push(`partnerPackages: ${partnerId} is not a TV partner`);
  }
  return problems;
}

/** What the seed says that contradicts itself (ids, codes, a Voucher Deal's campaign). */
function internalProblems(seed: CodeSeedFile): string[] {
  const problems: string[] = [];
  problems.push(...duplicates(seed.campaigns.map((campaign) => campaign.id)).map((dup) => `campaign ${dup} is listed twice`));
  const codes: string[] = [];
  for (const campaign of seed.campaigns) {
    for (const typed of campaign.codes) {
      const code = normaliseCode(typed);
      if (code === undefined) problems.push(`${campaign.id}: the code ${typed} is not 1-32 letters and digits`);
      else codes.push(code);
    }
    if (campaign.unique && campaign.maxRedemptions !== undefined) problems.push(`${campaign.id}: unique codes are each used once; no maxRedemptions`);
  }
  problems.push(...duplicates(codes).map((dup) => `the code ${dup} is in more than one place`));
  problems.push(...duplicates(seed.partners.map((partner) => partner.id)).map((dup) => `partner ${dup} is listed twice`));
  problems.push(...duplicates(seed.deals.map((deal) => deal.dealParam)).map((dup) => `deal ${dup} is listed twice`));
  problems.push(...partnerProblems(seed));
  for (const deal of seed.deals) {
    if (!seed.partners.some((partner) => partner.id === deal.partnerId)) problems.push(`${deal.dealParam}: unknown partner ${deal.partnerId}`);
    if (Date.parse(deal.validFrom) >= Date.parse(deal.validUntil)) problems.push(`${deal.dealParam}: validFrom is not before validUntil`);
    if (deal.dealType === "deal_with_pricing_plan" && deal.pricingPlan.paidPeriods >= deal.pricingPlan.periods) problems.push(`${deal.dealParam}: pays for fewer periods than it covers`);
    if (deal.dealType === "Voucher Deal") {
      const campaign = seed.campaigns.find((candidate) => candidate.id === deal.voucherCampaignId);
      if (campaign === undefined || campaign.kind !== "VOUCHER" || !campaign.unique) problems.push(`${deal.dealParam}: ${deal.voucherCampaignId} is not a campaign of unique vouchers`);
      else if (deal.products.length !== 1 || deal.products[0] !== campaign.productId) problems.push(`${deal.dealParam}: its one product is its vouchers' (${campaign.productId})`);
    }
    if (deal.dealType === "Unique Identifier deal" && deal.identifier.prefix.length >= deal.identifier.length) problems.push(`${deal.dealParam}: the identifier's prefix is as long as it`);
  }
  return problems;
}

/** Parses and checks the seed on its own; throws naming every problem. */
export function parseCodeSeed(value: unknown): CodeSeed {
  const parsed = codeSeedSchema.safeParse(value);
  if (!parsed.success) throw new Error(`The codes seed is malformed: ${describeIssues(parsed.error)}`);
  const problems = internalProblems(parsed.data);
  if (problems.length > 0) throw new Error(`The codes seed is inconsistent: ${problems.join("; ")}`);
  const codes = new Map<string, string>();
  for (const campaign of parsed.data.campaigns) for (const typed of campaign.codes) codes.set(normaliseCode(typed) ?? typed, campaign.id);
  return {
    campaigns: new Map(parsed.data.campaigns.map((campaign) => [campaign.id, campaign])),
    codes,
    partners: new Map(parsed.data.partners.map((partner) => [partner.id, partner])),
    partnerPackages: parsed.data.partnerPackages,
    deals: new Map(parsed.data.deals.map((deal) => [deal.dealParam, deal])),
  };
}

export function loadCodeSeed(file: URL | string = seedCodesFile): CodeSeed {
  const value: unknown = JSON.parse(readFileSync(file, "utf8"));
  return parseCodeSeed(value);
}

/** What the seed says that the catalogue contradicts: packages it does not sell, currencies it does not price in. */
export function codeSeedProblems(seed: CodeSeed, catalogue: Catalogue): string[] {
  const problems: string[] = [];
  const packageProblem = (owner: string, productId: string) => {
    const product = productById(catalogue, productId);
    if (product === undefined || product.hidden) problems.push(`${owner}: ${productId} is not a package of the catalogue`);
    else if (product.id !== productId) problems.push(`${owner}: name ${product.id}, not its alias ${productId}`);
  };
  for (const campaign of seed.campaigns.values()) {
    packageProblem(campaign.id, campaign.productId);
    const discount = campaign.discount;
    if (discount !== undefined && "currency" in discount) {
      const countries = campaign.countries ?? [];
      const currencies = countries.map((country) => catalogue.currencies[country] ?? catalogue.fallbackCurrency);
      if (countries.length === 0 || currencies.some((currency) => currency !== discount.currency)) problems.push(`${campaign.id}: an amount off in ${discount.currency} needs countries paying in it`);
    }
  }
  for (const deal of seed.deals.values()) for (const productId of deal.products) packageProblem(deal.dealParam, productId);
  for (const [partnerId, packages] of Object.entries(seed.partnerPackages)) {
    for (const [packageId, productId] of Object.entries(packages)) packageProblem(`${partnerId} package ${packageId}`, productId);
  }
  return problems;
}
