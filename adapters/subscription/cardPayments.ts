/**
 * Card payments as the app sees them (docs/subscription-service.md "Card payments (csg)"): what a purchase sends, the
 * order's state, the order history and the saved cards, mapped from the wire shapes (wire.ts); amounts stay integers
 * in minor units (Money). `cardPaymentRefusal` reads the service's refusal (its code, the current price of a
 * PRICE_CHANGED, the order of a PAYMENT_PENDING) from a failed call.
 */
import type { z } from "zod";
import type { Money } from "@/domain/subscription/money";
import { ServiceError } from "../http/ServiceError";
import { cardPaymentFault, type cardOrderStateReply, type cardOrderStatus, type orderHistoryReply, type walletReply } from "./wire";

export type CardOrderStatus = z.output<typeof cardOrderStatus>;

export interface BillingAddress {
  addressLine1: string;
  city: string;
  zip: string;
  state?: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

export interface CardSubscribeInput {
  productId: string;
  /** The price the page showed, in minor units: the service refuses it (PRICE_CHANGED) when it is not the catalogue's. */
  amount: { value: number; currency: string };
  /** The provider's token of the card (never the card's number). */
  paymentToken: string;
  /** The same key again returns the same order and never charges twice. */
  idempotencyKey: string;
  /** Where the 3-D Secure challenge sends the viewer back. */
  returnUrl: string;
  /** Needed for accounts in CA, AU, GB, NZ and US. */
  billingAddress?: BillingAddress;
  /** A coupon the account reserved: the service charges its price instead of the catalogue's. */
  couponId?: string;
  /** A partner deal's price the account reserved, likewise. */
  dealRedemptionId?: string;
  /** A special offer the account takes: the service checks it may and charges the offer's price. */
  offerId?: string;
}

/** The reply of a purchase or a challenge's result: PENDING until the provider's signed notification makes it PAID. */
export interface CardOrderReply {
  orderId: string;
  status: CardOrderStatus;
  refusalReason?: string;
  /** The challenge page (CHALLENGE). */
  redirectUrl?: string;
}

export interface CardOrder {
  orderId: string;
  status: CardOrderStatus;
  productId: string;
  amount: Money;
  refusalReason: string | undefined;
  createdAt: string;
  paidAt: string | undefined;
}

export interface CardOrderHistoryEntry {
  orderId: string;
  productId: string;
  amount: Money;
  status: CardOrderStatus;
  createdAt: string;
  paidAt: string | undefined;
  paymentMethod: { type: string; name: string; issuer: string | undefined; last4: string | undefined };
}

export interface PaymentInstrument {
  type: "CARD";
  /** The card's brand (visa, mastercard, amex). */
  issuer: string;
  last4: string;
  expiry: { month: number; year: number } | undefined;
  bin: string | undefined;
  issuerCountry: string | undefined;
  billingAddress: BillingAddress | undefined;
}

export interface CardPaymentRefusal {
  status: number;
  code: string;
  /** PRICE_CHANGED: the catalogue's price now. */
  currentPrice?: Money;
  /** PAYMENT_PENDING: the authorised order awaiting its confirmation. */
  orderId?: string;
  /** WRONG_PIN: the carrier PIN's tries left. */
  attemptsLeft?: number;
  /** RESEND_TOO_SOON: seconds until a PIN may be sent again. */
  retryIn?: number;
}

const money = (amount: { value: number; currency: string }): Money => ({ minor: amount.value, currency: amount.currency });

export function toCardOrder(reply: z.output<typeof cardOrderStateReply>): CardOrder {
  return {
    orderId: reply.orderId,
    status: reply.status,
    productId: reply.productId,
    amount: money(reply.amount),
    refusalReason: reply.refusalReason ?? undefined,
    createdAt: reply.createdAt,
    paidAt: reply.paidAt ?? undefined,
  };
}

export function toOrderHistory(reply: z.output<typeof orderHistoryReply>): CardOrderHistoryEntry[] {
  return reply.orders.map((order) => ({
    orderId: order.orderId,
    productId: order.productId,
    amount: money(order.amount),
    status: order.status,
    createdAt: order.createdAt,
    paidAt: order.paidAt ?? undefined,
    paymentMethod: {
      type: order.paymentMethod.paymentMethodType,
      name: order.paymentMethod.paymentMethodName,
      issuer: order.paymentMethod.issuer ?? undefined,
      last4: order.paymentMethod.last4 ?? undefined,
    },
  }));
}

export function toPaymentInstruments(reply: z.output<typeof walletReply>): PaymentInstrument[] {
  return reply.paymentInstruments.map((card) => ({
    type: card.type,
    issuer: card.issuer,
    last4: card.last4,
    expiry: card.expirationMonth === null || card.expirationYear === null ? undefined : { month: card.expirationMonth, year: card.expirationYear },
    bin: card.bin ?? undefined,
    issuerCountry: card.issuerCountry ?? undefined,
    billingAddress: card.billingAddress ?? undefined,
  }));
}

/** The service's refusal behind a failed card call; undefined for anything else (the network, a 5xx without one). */
export function cardPaymentRefusal(error: unknown): CardPaymentRefusal | undefined {
  if (!(error instanceof ServiceError)) return undefined;
  const fault = cardPaymentFault.safeParse(error.body);
  if (!fault.success) return undefined;
  const { status, code, currentPrice, orderId, attemptsLeft, retryIn } = fault.data.error;
  return {
    status,
    code,
    ...(currentPrice === undefined ? {} : { currentPrice: money(currentPrice) }),
    ...(orderId === undefined ? {} : { orderId }),
    ...(attemptsLeft === undefined ? {} : { attemptsLeft }),
    ...(retryIn === undefined ? {} : { retryIn }),
  };
}
