/**
 * The shape of the seeded coupon and voucher codes, partners and deals (services/seed/codes.json,
 * docs/codes-and-deals.md), checked with zod when the suite starts (codeSeed.ts). Texts carry the three languages;
 * amounts are integer minor units of an ISO 4217 currency. What zod cannot see (ids that must exist in the catalogue,
 * codes listed twice, a Voucher Deal's campaign) is checked in codeSeed.ts.
 */
import { z } from "zod";
import { localizedTextSchema } from "../db/localizedText";
import { iso2Schema } from "./catalogueSchema";

const text = localizedTextSchema;
const id = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/);
const minor = z.number().int().min(1);
const instant = z.iso.datetime();

export const codeKinds = ["COUPON", "VOUCHER"] as const;
export type CodeKind = (typeof codeKinds)[number];

/** Spec 3 "Other": the five deal types, spelled as the spec spells them. */
export const dealTypes = ["Standard", "Discount Deal", "deal_with_pricing_plan", "Voucher Deal", "Unique Identifier deal"] as const;
export type DealType = (typeof dealTypes)[number];

/** A coupon's discount on the first payment: a percentage, or an amount of one currency (only where it is paid). */
const discount = z.union([z.object({ percent: z.number().int().min(1).max(100) }).strict(), z.object({ amount: minor, currency: z.string().regex(/^[A-Z]{3}$/) }).strict()]);
export type CodeDiscount = z.output<typeof discount>;

/**
 * Codes sharing their terms. `unique`: each code once ever, by one account (a printed voucher batch); otherwise one
 * campaign code that many accounts type, each once, up to `maxRedemptions` in all.
 */
const campaign = z
  .object({
    id,
    kind: z.enum(codeKinds),
    productId: id,
    /** COUPON only: what comes off the first payment. */
    discount: discount.optional(),
    /** The months the first payment (a coupon's) or the voucher covers. */
    periods: z.number().int().min(1).max(24),
    /** Only in these countries; absent: everywhere. */
    countries: z.array(iso2Schema).min(1).optional(),
    /** NEW_SUBSCRIBERS: only accounts that never held a subscription. */
    audience: z.enum(["ALL", "NEW_SUBSCRIBERS"]),
    validUntil: instant,
    unique: z.boolean(),
    maxRedemptions: z.number().int().min(1).optional(),
    /** Redemptions made before this suite's own records began (the seeded used-up code). */
    redeemedBefore: z.number().int().min(0).default(0),
    /** The codes as printed (normalised when loaded: case, spaces and dashes do not count). */
    codes: z.array(z.string().min(1).max(64)).min(1),
  })
  .strict()
  .refine((value) => (value.kind === "COUPON") === (value.discount !== undefined), { message: "a COUPON has a discount and a VOUCHER none" });
export type CodeCampaign = z.output<typeof campaign>;

/**
 * A partner: a deal's (TELECOM, BANK, RETAILER) or a TV provider whose packages include Shasha (TV). `signIn`: its
 * customers sign in with the provider's account (docs/partner-login.md); true only for a TV partner.
 */
const partner = z
  .object({ id, kind: z.enum(["TELECOM", "BANK", "RETAILER", "TV"]), name: text, description: text, logo: z.string().regex(/^[a-z0-9-]{1,64}$/), signIn: z.boolean() })
  .strict();
export type DealPartner = z.output<typeof partner>;

/** A TV partner's packages that include Shasha: the provider's package id → the catalogue's product it grants. */
const partnerPackages = z.record(id, z.record(id, id));
export type PartnerPackages = z.output<typeof partnerPackages>;

/** What every deal has; its type adds its own terms. */
const dealBase = {
  dealParam: id,
  partnerId: id,
  title: text,
  description: text,
  validFrom: instant,
  validUntil: instant,
  /** Only in these countries; absent: wherever the packages are sold. */
  countries: z.array(iso2Schema).min(1).optional(),
  products: z.array(id).min(1),
};

/** A partner's customer identifier (an operator's customer number): digits, a prefix and, when set, a Luhn check digit. */
const identifierRule = z.object({ label: text, length: z.number().int().min(6).max(19), prefix: z.string().regex(/^[0-9]{0,8}$/), luhn: z.boolean() }).strict();
export type IdentifierRule = z.output<typeof identifierRule>;

const deal = z.discriminatedUnion("dealType", [
  z.object({ ...dealBase, dealType: z.literal("Standard") }).strict(),
  z.object({ ...dealBase, dealType: z.literal("Discount Deal"), discountPercent: z.number().int().min(1).max(99), periods: z.number().int().min(1).max(12) }).strict(),
  z
    .object({ ...dealBase, dealType: z.literal("deal_with_pricing_plan"), pricingPlan: z.object({ periods: z.number().int().min(2).max(24), paidPeriods: z.number().int().min(1) }).strict() })
    .strict(),
  z.object({ ...dealBase, dealType: z.literal("Voucher Deal"), voucherCampaignId: id }).strict(),
  z
    .object({ ...dealBase, dealType: z.literal("Unique Identifier deal"), identifier: identifierRule, discountPercent: z.number().int().min(1).max(99), periods: z.number().int().min(1).max(12) })
    .strict(),
]);
export type Deal = z.output<typeof deal>;

export const codeSeedSchema = z
  .object({
    version: z.literal(1),
    campaigns: z.array(campaign).min(1),
    partners: z.array(partner).min(1),
    /** Keyed by a TV partner's id; a TV partner with sign-in has at least one package. */
    partnerPackages: partnerPackages.default({}),
    deals: z.array(deal),
  })
  .strict();
export type CodeSeedFile = z.output<typeof codeSeedSchema>;
