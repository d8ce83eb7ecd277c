/**
 * The shape of the seeded subscription catalogue (services/seed/subscription.json), checked with zod when it is
 * loaded (catalogue.ts). Texts carry the three languages; amounts are integer minor units per ISO 4217 currency
 * (domain/subscription/money.ts). Cross-references (ids, prices per country) are checked in catalogueChecks.ts.
 */
import { z } from "zod";
import { flowTypes, showingTypes } from "@/domain/subscription/flows";
import { packageCodes } from "@/domain/subscription/packages";
import { paymentMethodNames } from "@/domain/subscription/paymentMethods";
import { localizedTextSchema } from "../db/localizedText";

const text = localizedTextSchema;
const id = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/);
export const iso2Schema = z.string().regex(/^[A-Z]{2}$/);
const currency = z.string().regex(/^[A-Z]{3}$/);
/** Integer minor units (fils, halalas, cents), never a float. */
const minor = z.number().int().min(0);
const prices = z.record(currency, minor);

/** Spec 3 payment method names: the domain's list (domain/subscription/paymentMethods.ts), which the app also reads. */
export { paymentMethodNames, type PaymentMethodName } from "@/domain/subscription/paymentMethods";

export const platforms = ["WEB", "ANDROID_APP", "ANDROID_APP2", "IOS_APP", "IOS_APP2", "SMART_TV", "HMS_APP"] as const;
export type PlatformName = (typeof platforms)[number];

export const planDurations = ["P1M", "P3M", "P1Y"] as const;

const featureValue = z.object({ included: z.boolean(), specialText: text.optional() });

const product = z.object({
  id,
  code: z.enum(packageCodes),
  /** The package list's order; also what "higher" means for upgrades. */
  order: z.number().int().min(0),
  /** The product's sku on the video platform, and the entitlement value it grants there. */
  ovpSku: z.string().min(1),
  ovpValue: z.string().min(1),
  isDefault: z.boolean(),
  mobileOnly: z.boolean(),
  /** Shown only in the HIDDEN flow (an offer reached by link), never among upgrade or downgrade plans. */
  hidden: z.boolean(),
  /** Streams at once: what "higher concurrency" compares. */
  screens: z.number().int().positive(),
  name: text,
  description: text,
  promotionalTagId: id.optional(),
  /** Per flow type, how the package is shown there; absent: not shown in that flow. */
  flows: z.partialRecord(z.enum(flowTypes), z.enum(showingTypes)),
  features: z.record(id, featureValue),
  pricingPlanDuration: z.enum(planDurations),
  prices,
  /** Only these countries; absent: every country but `notSoldIn`. */
  soldIn: z.array(iso2Schema).optional(),
  notSoldIn: z.array(iso2Schema),
});
export type CatalogueProduct = z.output<typeof product>;

const offer = z.object({
  id,
  title: text,
  primary: z.boolean(),
  orderPlacement: z.number().int().min(0),
  productId: id,
  /** acquisition: accounts without a subscription; upgrade: subscribed accounts below the package; all: both. */
  audience: z.enum(["acquisition", "upgrade", "all"]),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  /** The discounted price of the first period, per currency; a currency it lacks: not offered there. */
  prices,
});
export type CatalogueOffer = z.output<typeof offer>;

const processor = z.object({
  paymentMethodName: z.enum(paymentMethodNames),
  paymentMethodType: z.enum(["CARD", "CARRIER", "CASH", "IN_APP"]),
  provider: z.string().min(1),
  /** Only in these countries; absent: everywhere. */
  countries: z.array(iso2Schema).optional(),
  /** Only inside these native apps' web views; absent: every platform. */
  platforms: z.array(z.enum(platforms)).optional(),
});
export type CatalogueProcessor = z.output<typeof processor>;

export const catalogueSchema = z.object({
  version: z.literal(1),
  defaultCountry: iso2Schema,
  currencies: z.record(iso2Schema, currency),
  fallbackCurrency: currency,
  /** Old skus still on accounts, and the catalogue product each one is. */
  productAliases: z.record(z.string().min(1), id),
  /** Payment methods a plan cannot be changed with (PAYMENT_UPGRADE_NOT_SUPPORTED). */
  planChangeUnsupported: z.array(z.enum(paymentMethodNames)),
  promotionalTags: z.array(z.object({ id, text })),
  featureTable: z.array(z.object({ id, label: text })).min(1),
  products: z.array(product).min(1),
  freeProduct: z.object({ id, ovpValue: z.string().min(1), name: text, description: text, features: z.record(id, featureValue) }),
  catalogs: z.array(z.object({ name: z.string().min(1), tag_url: z.string().min(1), live_tag_url: z.string().min(1), isDefault: z.boolean() })),
  specialOffers: z.array(offer),
  benefits: z.array(z.object({ id, icon: z.string().min(1), title: text, description: text })),
  sponsors: z.array(z.object({ id, name: z.string().min(1), logo: z.string().min(1) })),
  addOns: z.array(z.object({ id, name: text, description: text, pricingPlanDuration: z.enum(planDurations), prices })),
  addOnProductMappings: z.array(z.object({ addOnId: id, productIds: z.array(id).min(1) })),
  homeSubscribedCTA: z.object({ title: text, cta: text, url: z.string().startsWith("/"), productIds: z.array(id) }),
  visualElements: z.record(z.string().min(1), z.string()),
  showPageUpsellToFreeForYou: z.boolean(),
  terminationReasons: z.array(z.object({ id, label: text })).min(1),
  processors: z.array(processor).min(1),
});
export type Catalogue = z.output<typeof catalogueSchema>;
