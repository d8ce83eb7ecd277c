/**
 * The subscription service's replies (docs/subscription-service.md), checked with zod at the boundary. Amounts are
 * integers in the currency's minor units; a float, a negative amount or a malformed currency is refused.
 */
import { z } from "zod";
import { showingTypes, upgradeBlockReasons, type UpgradeBlockReason } from "@/domain/subscription/flows";
import { currencyPattern } from "@/domain/subscription/money";
import { packageCodes } from "@/domain/subscription/packages";

export const pricingResponse = z.object({
  pricingPlanDuration: z.enum(["P1M", "P3M", "P1Y"]),
  productType: z.string(),
  currency: z.string().regex(currencyPattern),
  /** Minor units of the currency: an integer, never a float. */
  amount: z.number().int().nonnegative(),
  free: z.boolean(),
});

const feature = z.object({ id: z.string().min(1), included: z.boolean(), specialText: z.string().nullable() });

export const configurationProduct = z.object({
  id: z.string().min(1),
  ovpSku: z.string(),
  ovpValue: z.string(),
  default: z.boolean(),
  order: z.number().int(),
  packageCode: z.enum(packageCodes),
  name: z.string(),
  description: z.string(),
  mobileOnly: z.boolean(),
  screens: z.number().int().positive(),
  showingType: z.enum(showingTypes),
  promotionalTag: z.string().nullable(),
  promotionalTagId: z.string().nullable(),
  features: z.array(feature),
  pricing: pricingResponse,
  current: z.boolean(),
});

const offer = z.object({
  id: z.string(),
  title: z.string(),
  primary: z.boolean(),
  orderPlacement: z.number().int(),
  productId: z.string(),
  audience: z.enum(["acquisition", "upgrade", "all"]),
  startsAt: z.string(),
  endsAt: z.string(),
  pricing: pricingResponse,
  regularAmount: z.number().int().nonnegative(),
});

export const packageConfigurationReply = z.object({
  country: z.string().regex(/^[A-Z]{2}$/),
  currency: z.string().regex(currencyPattern),
  language: z.enum(["ar", "en", "fr"]),
  products: z.array(configurationProduct),
  freeProduct: z.object({ id: z.string(), ovpValue: z.string(), name: z.string(), description: z.string(), features: z.array(feature), pricing: pricingResponse }),
  subscriptionPackages: z.array(z.object({ id: z.string(), name: z.string(), isDefault: z.boolean(), mobileOnly: z.boolean() })),
  featureTable: z.array(z.object({ id: z.string().min(1), title: z.string() })),
  specialOffers: z.array(offer),
  benefits: z.array(z.object({ id: z.string(), icon: z.string(), title: z.string(), description: z.string() })),
  sponsors: z.array(z.object({ id: z.string(), name: z.string(), logo: z.string() })),
  addOns: z.array(z.object({ id: z.string(), name: z.string(), description: z.string(), pricing: pricingResponse })),
  addOnProductMappings: z.array(z.object({ addOnId: z.string(), productIds: z.array(z.string()) })),
  homeSubscribedCTA: z.object({ title: z.string(), cta: z.string(), url: z.string(), productIds: z.array(z.string()) }),
  promotionalTags: z.array(z.object({ id: z.string(), text: z.string() })),
  visualElements: z.record(z.string(), z.string()),
  catalogs: z.array(z.object({ name: z.string(), tag_url: z.string(), live_tag_url: z.string(), isDefault: z.boolean() })),
  showPageUpsellToFreeForYou: z.boolean(),
});
export type PackageConfigurationReply = z.output<typeof packageConfigurationReply>;

function isReason(value: string): value is UpgradeBlockReason {
  return (upgradeBlockReasons as readonly string[]).includes(value);
}

/** Reasons this app does not know are left out rather than failing the whole reply. */
const reasons = z.array(z.string()).transform((values) => values.filter(isReason));
const plan = z.object({ productId: z.string().min(1), ovpSku: z.string(), order: z.number().int(), ovpValue: z.string(), screens: z.number().int() });

export const upgradablePlansReply = z.object({
  upgradablePlansDetail: z.array(plan),
  downgradablePlansDetail: z.array(plan),
  higherConcurrencyPlans: z.array(plan),
  higherConcurrencyPlansReasons: reasons,
  reasons,
});

export const prorationReply = z.object({
  fromProductId: z.string(),
  toProductId: z.string(),
  currency: z.string().regex(currencyPattern),
  amountDue: z.number().int().nonnegative(),
  remainingDays: z.number().int().nonnegative(),
  daysInPeriod: z.number().int().positive(),
  startsAt: z.iso.datetime(),
  nextRenewalDate: z.iso.datetime(),
});

const subscriptionStatus = z.enum(["ACTIVE", "ACTIVE_CANCELED", "REMOVED", "Active-Temporary", "ACTIVE_FREEZE", "Revoked-Churned Involuntary", "PENDINGACTIVATION"]);

export const wireSubscription = z.object({
  sku: z.string(),
  productId: z.string(),
  ovpSku: z.string(),
  purchaseType: z.string(),
  subscriptionStatus,
  nextSku: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  frequencyType: z.enum(["MONTHLY", "QUARTERLY", "YEARLY"]).nullable(),
  coupon: z.boolean(),
  paymentMethod: z.object({ paymentMethodType: z.string(), paymentMethodName: z.string() }),
});
export type WireSubscription = z.output<typeof wireSubscription>;

/** csg/cancel and csg/updateSubscription: the subscription as it is after the change. */
export const renewalReply = z.object({ subscription: wireSubscription });

export const subscriptionDataReply = z.object({
  userCalculatedStatus: z.enum(["SUBSCRIBED", "SUSPENDED", "PENDINGACTIVATION", "REGISTERED"]),
  subscriptions: z.array(wireSubscription),
  activeSubscription: wireSubscription.nullable(),
  latestSubscription: wireSubscription.nullable(),
  renewalFrequency: z.enum(["MONTHLY", "QUARTERLY", "YEARLY"]).nullable(),
});

export const productContextReply = z.object({
  productId: z.string(),
  name: z.string(),
  description: z.string(),
  code: z.enum(packageCodes),
  order: z.number().int(),
  mobileOnly: z.boolean(),
  screens: z.number().int(),
  owned: z.boolean(),
  soldInCountry: z.boolean(),
  pricing: pricingResponse.nullable(),
});

export const processorReply = z.object({
  country: z.string(),
  currency: z.string().regex(currencyPattern),
  processors: z.array(
    z.object({
      paymentMethodName: z.string(),
      paymentMethodType: z.string(),
      provider: z.string(),
      nativeOnly: z.boolean(),
      platforms: z.array(z.string()).optional(),
      planChangeSupported: z.boolean(),
    }),
  ),
});

export const eligibilityReply = z.object({ offerId: z.string(), productId: z.string(), eligible: z.boolean(), reason: z.string() });

export const terminationReasonsReply = z.object({ reasons: z.array(z.object({ id: z.string(), label: z.string() })) });
export const okReply = z.object({ ok: z.literal(true) }).loose();

/** Card payments (docs/subscription-service.md "Card payments (csg)"): amounts are `{ value, currency }` in minor units. */
export const wireMoney = z.object({ value: z.number().int().nonnegative(), currency: z.string().regex(currencyPattern) });
export const cardOrderStatus = z.enum(["PENDING", "CHALLENGE", "PAID", "REFUSED"]);

export const cardOrderReply = z.object({
  orderId: z.string().min(1),
  status: cardOrderStatus,
  refusalReason: z.string().optional(),
  redirectUrl: z.url({ protocol: /^https?$/ }).optional(),
});

export const cardOrderStateReply = z.object({
  orderId: z.string().min(1),
  status: cardOrderStatus,
  productId: z.string(),
  amount: wireMoney,
  refusalReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
  paidAt: z.iso.datetime().nullable(),
});

export const orderHistoryReply = z.object({
  orders: z.array(
    cardOrderStateReply.omit({ refusalReason: true }).extend({
      paymentMethod: z.object({ paymentMethodType: z.string(), paymentMethodName: z.string(), issuer: z.string().nullable(), last4: z.string().nullable() }),
    }),
  ),
});

export const wireBillingAddress = z.object({ addressLine1: z.string(), city: z.string(), zip: z.string(), state: z.string().optional(), country: z.string() });

export const walletReply = z.object({
  paymentInstruments: z.array(
    z.object({
      type: z.literal("CARD"),
      issuer: z.string(),
      last4: z.string(),
      expirationMonth: z.number().int().nullable(),
      expirationYear: z.number().int().nullable(),
      bin: z.string().nullable(),
      issuerCountry: z.string().nullable(),
      billingAddress: wireBillingAddress.nullable(),
    }),
  ),
});

/** A refusal of the card calls: its code, and for some the current price or the pending order. */
export const cardPaymentFault = z.object({
  error: z.object({
    status: z.number().int(),
    code: z.string(),
    currentPrice: wireMoney.optional(),
    orderId: z.string().optional(),
    /** A carrier PIN's tries left (WRONG_PIN). */
    attemptsLeft: z.number().int().nonnegative().optional(),
    /** Seconds until a PIN may be sent again (RESEND_TOO_SOON). */
    retryIn: z.number().int().nonnegative().optional(),
  }),
});
