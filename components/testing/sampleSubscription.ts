/**
 * The account's own subscription for stories and tests, as the resolver would give it (components/subscription): an
 * Ultimate package paid by Visa, renewing on 1 January 2027 for JOD 9.500, the reasons to leave in each language, and
 * the changes a subscriber may pick.
 */
import type { CarrierContracts } from "@/domain/subscription/carrierBilling";
import type { CashReference } from "@/domain/subscription/cashPayment";
import type { DealLanding, ReservedPrice } from "@/domain/subscription/codes";
import type { OwnCard, OwnPayment, SubscriptionStanding, UpgradeQuote } from "@/domain/subscription/ownSubscription";
import type { Locale } from "@/domain/types";
import type { SubscriptionView, TerminationChoice } from "../subscription/subscriptionChoice";
import { samplePackageChoice } from "./samplePackages";

const reasonTexts: { id: string; label: Record<Locale, string> }[] = [
  { id: "too-expensive", label: { ar: "السعر مرتفع", en: "It costs too much", fr: "C'est trop cher" } },
  { id: "not-enough-content", label: { ar: "لا أجد ما أشاهده", en: "I can't find enough to watch", fr: "Je ne trouve pas assez de contenu" } },
  { id: "other", label: { ar: "سبب آخر", en: "Another reason", fr: "Une autre raison" } },
];

export function sampleReasons(locale: Locale): TerminationChoice[] {
  return reasonTexts.map((reason) => ({ id: reason.id, label: reason.label[locale] }));
}

export function sampleStanding(status: "ACTIVE" | "ACTIVE_CANCELED" | "ACTIVE_FREEZE" = "ACTIVE"): SubscriptionStanding {
  return {
    kind: "active",
    status,
    current: { id: "shasha-ultimate", name: "Ultimate", price: { minor: 9500, currency: "JOD" } },
    next: undefined,
    endDate: "2027-01-01T00:00:00.000Z",
    paymentMethod: "creditCard",
    card: { issuer: "visa", last4: "1111", expiry: { month: 3, year: 2030 } },
    country: "JO",
  };
}

/** Moving up for the 17 days left of the period. */
export const sampleQuote: UpgradeQuote = { amountDue: { minor: 3117, currency: "JOD" }, remainingDays: 17, renewsAt: "2027-01-01T00:00:00.000Z" };

/** A subscription paid in December, an upgrade in November, and a declined first try. */
export const samplePayments: OwnPayment[] = [
  { orderId: "o3", productId: "shasha-ultimate", amount: { minor: 5317, currency: "JOD" }, status: "PAID", at: "2026-11-27T09:30:00.000Z", card: { issuer: "visa", last4: "1111" } },
  { orderId: "o2", productId: "shasha-vip", amount: { minor: 4000, currency: "JOD" }, status: "PAID", at: "2026-11-01T10:00:00.000Z", card: { issuer: "visa", last4: "1111" } },
  { orderId: "o1", productId: "shasha-vip", amount: { minor: 4000, currency: "JOD" }, status: "REFUSED", at: "2026-11-01T09:58:00.000Z", card: undefined },
];

/** The saved card: the sample standing's Visa. */
export const sampleCards: OwnCard[] = [{ issuer: "visa", last4: "1111", expiry: { month: 3, year: 2030 } }];

export function sampleSubscription(step: "summary" | "reasons" | "confirm" | "change" | "history" | "card", locale: Locale): SubscriptionView {
  const standing = sampleStanding();
  if (step === "card") return { standing, cards: sampleCards.map((card) => ({ ...card, validity: "valid" as const })) };
  if (step === "reasons") return { standing, reasons: sampleReasons(locale) };
  if (step === "history") {
    const names = Object.fromEntries(samplePackageChoice(locale).packages.map((item) => [item.id, item.name]));
    return { standing, payments: { entries: samplePayments, names } };
  }
  if (step !== "change") return { standing };
  // The Sport package, below the account's Ultimate: a downgrade at the renewal.
  const choice = samplePackageChoice(locale);
  const target = choice.packages[1];
  return { standing, change: target ? { kind: "downgrade", target, country: choice.country, startsAt: "2027-01-01T00:00:00.000Z" } : { kind: "none" } };
}

/** Jordan's carrier operators and the packages they bill (stories, tests). */
export const sampleCarrierContracts: CarrierContracts = {
  country: "JO",
  operators: [
    { code: "JO-ZAIN", name: "Zain", prefixes: ["+96279"], frictionless: true },
    { code: "JO-ORANGE", name: "Orange", prefixes: ["+96277"], frictionless: false },
    { code: "JO-UMNIAH", name: "Umniah", prefixes: ["+96278"], frictionless: true },
  ],
  prices: new Map([
    ["shasha-mobile", { minor: 2500, currency: "JOD" }],
    ["shasha-vip", { minor: 4000, currency: "JOD" }],
  ]),
};

/** An Egyptian account's unpaid cash reference (stories, tests). */
export const sampleCashReference: CashReference = {
  orderId: "order-cash-1",
  referenceNumber: "934712058",
  productId: "shasha-vip",
  amount: { minor: 9900, currency: "EGP" },
  expiresAt: "2026-11-29T12:00:00.000Z",
  status: "UNPAID",
  encoded: "77009347120586",
};

/** Half off the first month of VIP in Jordan (stories, tests). */
export const sampleReservedCoupon: ReservedPrice = { reservation: { kind: "coupon", id: "coupon-1" }, productId: "shasha-vip", price: { minor: 2000, currency: "JOD" }, regularPrice: { minor: 4000, currency: "JOD" }, periods: 1 };

/** A retailer's 3-months-for-2 deal on VIP in Jordan (stories, tests). */
export const sampleDeal: DealLanding = {
  dealParam: "souq-plus-3-for-2",
  dealType: "deal_with_pricing_plan",
  partnerName: "Souq Plus",
  title: "Three months for the price of two",
  description: "Souq Plus members get three months of VIP for the price of two.",
  offers: [{ productId: "shasha-vip", productName: "VIP", price: { minor: 8000, currency: "JOD" }, regularPrice: { minor: 12000, currency: "JOD" }, periods: 3 }],
  requires: { kind: "none" },
  active: true,
};
