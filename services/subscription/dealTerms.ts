/**
 * What a partner deal offers (docs/codes-and-deals.md "Deals"), from the seed and the catalogue's prices only: its
 * state at a moment, the packages it offers in a country at its price, and the check of a partner's customer
 * identifier. Shared by the landing page, the redemption and `dealPrice`, so they cannot disagree.
 *
 * `price` is what the first payment charges and `periods` the months it covers; `regularPrice` is those months at the
 * catalogue's price:
 * - Standard: the catalogue's price for one month (the partner's page, the partner credited);
 * - Discount Deal, Unique Identifier deal: `discountPercent` off `periods` months;
 * - deal_with_pricing_plan: `pricingPlan.periods` months for the price of `paidPeriods` (3 for 2);
 * - Voucher Deal: the partner's prepaid voucher, so 0 for the voucher campaign's months.
 */
import { canonicalProductId, pricingOf, productById, type Catalogue } from "./catalogue";
import type { CodeSeed } from "./codeSeed";
import type { Deal, IdentifierRule } from "./codeSeedSchema";
import { campaignPrice, percentOff, type CodePrice } from "./codeTerms";

export interface DealOffer {
  productId: string;
  periods: number;
  price: CodePrice;
}

export type DealState = "UPCOMING" | "ACTIVE" | "ENDED";

export function dealState(deal: Deal, now: Date): DealState {
  if (now.getTime() >= Date.parse(deal.validUntil)) return "ENDED";
  return now.getTime() < Date.parse(deal.validFrom) ? "UPCOMING" : "ACTIVE";
}

/** What the redemption needs besides the package: the partner's voucher code, a customer identifier, or nothing. */
export function requirementOf(deal: Deal): "VOUCHER_CODE" | "UNIQUE_IDENTIFIER" | null {
  if (deal.dealType === "Voucher Deal") return "VOUCHER_CODE";
  return deal.dealType === "Unique Identifier deal" ? "UNIQUE_IDENTIFIER" : null;
}

/** The deal's price of one of its packages in the country; undefined when it is not its package or does not apply there. */
export function dealOffer(catalogue: Catalogue, seed: CodeSeed, deal: Deal, productId: string, country: string): DealOffer | undefined {
  const product = productById(catalogue, productId);
  if (product === undefined || !deal.products.includes(product.id)) return undefined;
  if (deal.countries !== undefined && !deal.countries.includes(country)) return undefined;
  if (deal.dealType === "Voucher Deal") {
    const campaign = seed.campaigns.get(deal.voucherCampaignId);
    const price = campaign === undefined ? undefined : campaignPrice(catalogue, campaign, product, country);
    return campaign === undefined || price === undefined ? undefined : { productId: product.id, periods: campaign.periods, price };
  }
  const pricing = pricingOf(catalogue, product, country);
  if (pricing === undefined) return undefined;
  const monthly = pricing.amount;
  const priced = (periods: number, amount: number): DealOffer => ({ productId: product.id, periods, price: { currency: pricing.currency, amount, regularAmount: monthly * periods } });
  switch (deal.dealType) {
    case "Standard":
      return priced(1, monthly);
    case "Discount Deal":
    case "Unique Identifier deal":
      return priced(deal.periods, percentOff(monthly * deal.periods, deal.discountPercent));
    case "deal_with_pricing_plan":
      return priced(deal.pricingPlan.periods, monthly * deal.pricingPlan.paidPeriods);
  }
}

/** Every package of the deal it offers in the country, in the deal's order. */
export function dealOffers(catalogue: Catalogue, seed: CodeSeed, deal: Deal, country: string): DealOffer[] {
  return deal.products.flatMap((productId) => dealOffer(catalogue, seed, deal, productId, country) ?? []);
}

/** Whether the deal lists the package (aliases allowed), whatever the country. */
export function dealHasProduct(catalogue: Catalogue, deal: Deal, productId: string): boolean {
  return deal.products.includes(canonicalProductId(catalogue, productId));
}

/** Luhn (mod 10) over the digits, the last being the check digit. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits[digits.length - 1 - index]);
    const doubled = index % 2 === 1 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return sum % 10 === 0;
}

/** The identifier as typed (spaces and dashes ignored) when it follows the partner's rule; undefined otherwise. */
export function validIdentifier(rule: IdentifierRule, typed: string): string | undefined {
  const digits = typed.replace(/[\s-]/g, "");
  if (!/^[0-9]+$/.test(digits) || digits.length !== rule.length || !digits.startsWith(rule.prefix)) return undefined;
  return !rule.luhn || luhnValid(digits) ? digits : undefined;
}
