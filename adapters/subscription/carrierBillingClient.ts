/**
 * Mobile carrier billing as the app sees it (docs/carrier-billing.md, spec 7 "Mobile billing": tpay/…): the country's
 * operators and the packages they bill, a purchase by PIN (subscribe, send the PIN again, activate), its frictionless
 * variants on the account's own number, and the carrier subscription's renewal (cancel, resubscribe, tier, seamless
 * reactivation). The order is PENDING until the provider's signed notification settles it: follow it with
 * `SubscriptionClient.order`. Refusals are read with `cardPaymentRefusal` (the service's code, `attemptsLeft`, `retryIn`).
 */
import { z } from "zod";
import type { CarrierContracts, PinSent } from "@/domain/subscription/carrierBilling";
import { createHttpClient, requestBudgetMs, type CallContext, type HttpClient } from "../http/httpClient";
import { toAccountSubscription, type AccountSubscription } from "./toDomain";
import { cardOrderStatus, renewalReply } from "./wire";

export type { CarrierContracts, CarrierOperator, PinSent } from "@/domain/subscription/carrierBilling";

const currency = z.string().regex(/^[A-Z]{3}$/);

const countryContractsReply = z.object({
  country: z.string(),
  currency,
  operators: z.array(z.object({ operatorCode: z.string().min(1).max(40), name: z.string(), msisdnPrefixes: z.array(z.string().regex(/^\+\d{3,8}$/)), frictionless: z.boolean() })),
  products: z.array(z.object({ productId: z.string(), amount: z.number().int().nonnegative(), currency, pricingPlanDuration: z.string() })),
});

const pinSentReply = z.object({
  orderId: z.string(),
  msisdn: z.string(),
  pinLength: z.number().int().min(3).max(8),
  expiresIn: z.number().int().nonnegative(),
  resendIn: z.number().int().nonnegative(),
});

const pendingReply = z.object({ orderId: z.string(), status: cardOrderStatus });
const statusReply = z.object({ status: cardOrderStatus }).passthrough();

export interface CarrierPurchase {
  productId: string;
  operatorCode: string;
  /** E.164. */
  msisdn: string;
  idempotencyKey: string;
}

const toPinSent = (reply: z.output<typeof pinSentReply>): PinSent => ({
  orderId: reply.orderId,
  maskedNumber: reply.msisdn,
  pinLength: reply.pinLength,
  expiresIn: reply.expiresIn,
  resendIn: reply.resendIn,
});

export class CarrierBillingClient {
  private readonly http: HttpClient;

  constructor(options: { baseURL: string; fetchImpl?: typeof fetch; timeoutMs?: number }) {
    this.http = createHttpClient({ service: "subscription", baseURL: options.baseURL, fetchImpl: options.fetchImpl, defaultTimeoutMs: options.timeoutMs ?? 3000 });
  }

  private headers(ctx: CallContext, token?: string): Record<string, string> {
    return { country: ctx.country, ...(token ? { token } : {}) };
  }

  private post<T>(path: string, body: unknown, token: string, ctx: CallContext, schema: z.ZodType<T>): Promise<T> {
    return this.http.send(path, ctx, { method: "POST", body, headers: this.headers(ctx, token), schema, timeoutMs: requestBudgetMs });
  }

  /** The operators of the call's country and the packages they bill; none where carrier billing is not offered. */
  async countryContracts(ctx: CallContext, token?: string): Promise<CarrierContracts> {
    const reply = await this.http.get("/tpay/countryContracts", ctx, { query: { language: ctx.locale }, headers: this.headers(ctx, token), schema: countryContractsReply });
    return {
      country: reply.country,
      operators: reply.operators.map((operator) => ({ code: operator.operatorCode, name: operator.name, prefixes: operator.msisdnPrefixes, frictionless: operator.frictionless })),
      prices: new Map(reply.products.map((product) => [product.productId, { minor: product.amount, currency: product.currency }])),
    };
  }

  /** Starts a purchase on the typed number: the provider texts it a PIN. The same key again is the same order. */
  async subscribe(purchase: CarrierPurchase, token: string, ctx: CallContext): Promise<PinSent> {
    return toPinSent(await this.post("/tpay/subscribe", purchase, token, ctx, pinSentReply));
  }

  /** The same, on the account's own number (no number typed). */
  async subscribeOwnNumber(productId: string, idempotencyKey: string, token: string, ctx: CallContext): Promise<PinSent> {
    return toPinSent(await this.post("/tpay/frictionless/sendPinCode", { productId, idempotencyKey }, token, ctx, pinSentReply));
  }

  /** A new PIN for the order (the last one stops working). */
  async resendPin(orderId: string, token: string, ctx: CallContext): Promise<PinSent> {
    return toPinSent(await this.post("/tpay/sendPinCode", { orderId }, token, ctx, pinSentReply));
  }

  /** The PIN typed: the operator charges, and the order waits for its notification. */
  async activate(orderId: string, pinCode: string, token: string, ctx: CallContext, frictionless = false): Promise<{ orderId: string; status: string }> {
    return this.post(frictionless ? "/tpay/frictionless/activate" : "/tpay/activate", { orderId, pinCode }, token, ctx, pendingReply);
  }

  /** The account's own number on a network with header enrichment: charged without a PIN. */
  async subscribeWithoutPin(productId: string, idempotencyKey: string, token: string, ctx: CallContext): Promise<{ orderId: string; status: string }> {
    return this.post("/tpay/frictionless/subscribe", { productId, idempotencyKey }, token, ctx, pendingReply);
  }

  async cancel(token: string, ctx: CallContext): Promise<AccountSubscription> {
    return toAccountSubscription((await this.post("/tpay/cancel", {}, token, ctx, renewalReply)).subscription);
  }

  async resubscribe(token: string, ctx: CallContext): Promise<AccountSubscription> {
    return toAccountSubscription((await this.post("/tpay/resubscribe", {}, token, ctx, renewalReply)).subscription);
  }

  /** The package the carrier subscription renews into. */
  async updateTier(productId: string, token: string, ctx: CallContext): Promise<AccountSubscription> {
    return toAccountSubscription((await this.post("/tpay/updateSubscriptionTier", { productId }, token, ctx, renewalReply)).subscription);
  }

  /** A suspended carrier subscription's failed renewal charged again; ACTIVE once the operator confirms. */
  async seamlessReactivate(token: string, ctx: CallContext): Promise<{ status: string }> {
    return this.post("/tpay/seamlessReactivate", {}, token, ctx, statusReply);
  }
}
