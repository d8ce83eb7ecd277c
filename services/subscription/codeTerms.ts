/**
 * What a code gives and whether this viewer may use it now (docs/codes-and-deals.md "Codes"), from the seed's
 * campaign, the catalogue's price and the service's own rows, never from the request: the one reading that
 * `codes/details`, `codes/redeem`, a Voucher Deal and `couponPrice` share, so they cannot disagree.
 *
 * A unique code that another account used reads exactly like an unknown code (undefined): only its owner learns that
 * it exists, so a guesser cannot tell a used voucher from a made-up one (nor, by the same queries, by timing).
 */
import { pricingOf, productById, type Catalogue, type CatalogueProduct } from "./catalogue";
import type { CodeCampaign } from "./codeSeedSchema";
import type { CodeStore, Redemption } from "./codeStore";
import { activeRow, type Account } from "./subscriber";

export const codeReasons = ["ALREADY_REDEEMED", "EXPIRED", "USED_UP", "NOT_IN_COUNTRY", "NOT_ELIGIBLE"] as const;
export type CodeReason = (typeof codeReasons)[number];

/** A price in the country: `amount` is the first payment (0 for a voucher), `regularAmount` those periods at the catalogue's price. */
export interface CodePrice {
  currency: string;
  amount: number;
  regularAmount: number;
}

export interface CodeContext {
  catalogue: Catalogue;
  store: CodeStore;
  now: Date;
  country: string;
  /** The caller; absent for a guest's `codes/details` (the account's own reasons are then not known). */
  account?: Account;
}

export interface KnownCode {
  code: string;
  campaign: CodeCampaign;
  product: CatalogueProduct;
  /** Undefined where the code does not apply (NOT_IN_COUNTRY). */
  price: CodePrice | undefined;
  /** The account's own redemption of this code. */
  own: Redemption | undefined;
  /** Why it cannot be redeemed now; undefined: it can. */
  reason: CodeReason | undefined;
}

/** `percent` off an integer amount of minor units, rounded half up, in integers only. */
export function percentOff(amount: number, percent: number): number {
  return Math.floor((amount * (100 - percent) + 50) / 100);
}

/** The campaign's price for its package in the country; undefined where it does not apply. */
export function campaignPrice(catalogue: Catalogue, campaign: CodeCampaign, product: CatalogueProduct, country: string): CodePrice | undefined {
  if (campaign.countries !== undefined && !campaign.countries.includes(country)) return undefined;
  const pricing = pricingOf(catalogue, product, country);
  if (pricing === undefined) return undefined;
  const regularAmount = pricing.amount * campaign.periods;
  const discount = campaign.discount;
  if (discount === undefined) return { currency: pricing.currency, amount: 0, regularAmount };
  if ("percent" in discount) return { currency: pricing.currency, amount: percentOff(regularAmount, discount.percent), regularAmount };
  if (discount.currency !== pricing.currency) return undefined;
  return { currency: pricing.currency, amount: Math.max(0, regularAmount - discount.amount), regularAmount };
}

/** Whether the account may take the campaign at all: no subscription held now, and never one for a new-subscriber code. */
export function accountEligible(campaign: Pick<CodeCampaign, "audience">, account: Account): boolean {
  if (activeRow(account.subscriptions) !== undefined) return false;
  return campaign.audience === "ALL" || !account.subscriptions.some((row) => row.purchase_type === "SVOD");
}

function reasonOf(context: CodeContext, campaign: CodeCampaign, price: CodePrice | undefined, own: Redemption | undefined, others: number): CodeReason | undefined {
  if (own !== undefined && own.status !== "RESERVED") return "ALREADY_REDEEMED";
  if (context.now.getTime() >= Date.parse(campaign.validUntil)) return "EXPIRED";
  if (!campaign.unique && campaign.maxRedemptions !== undefined && own === undefined && campaign.redeemedBefore + others >= campaign.maxRedemptions) return "USED_UP";
  if (price === undefined) return "NOT_IN_COUNTRY";
  if (context.account !== undefined && !accountEligible(campaign, context.account)) return "NOT_ELIGIBLE";
  return undefined;
}

/** The code (normalised) as this caller may know it; undefined when unknown to them. */
export function readCode(context: CodeContext, code: string): KnownCode | undefined {
  const { store, catalogue } = context;
  // Both reads happen for every code, known or not, so the answer's timing does not tell them apart.
  const campaign = store.campaignOf(code);
  const redemptions = store.redemptionsOf(code);
  const product = campaign === undefined ? undefined : productById(catalogue, campaign.productId);
  if (campaign === undefined || product === undefined) return undefined;
  const userId = context.account?.user.id;
  const own = redemptions.find((row) => row.user_id === userId);
  if (campaign.unique && redemptions.length > 0 && own === undefined) return undefined;
  const price = campaignPrice(catalogue, campaign, product, context.country);
  const others = redemptions.filter((row) => row !== own).length;
  return { code, campaign, product, price, own, reason: reasonOf(context, campaign, price, own, others) };
}
