/**
 * The subscription and pricing adapter (spec 7 "Subscription and pricing", docs/subscription-service.md): the package
 * catalogue of a flow, a subscriber's upgrade plans and proration, the account's subscriptions, product contexts,
 * payment processors, offer eligibility, termination reasons and card payments (a purchase, its 3-D Secure result, the
 * orders, the saved cards, and the renewal: cancel, resubscribe, downgrade at renewal). Calls carry the spec 7 headers and `country`
 * parameter (adapters/http), the viewer's country also as the `country` header and the session in `token`. Replies
 * are checked with zod (wire.ts); amounts stay integers in minor units. Spec 8: a failed upgrade-plan or
 * product-context fetch gives nothing, silently (a log line, nothing the viewer sees).
 */
import { isPaymentMethodName, type PaymentMethodOffer } from "@/domain/subscription/paymentMethods";
import type { FlowType } from "@/domain/subscription/flows";
import type { Money } from "@/domain/subscription/money";
import type { PackageCatalogue, PackageCode } from "@/domain/subscription/packages";
import type { Platform } from "@/domain/types";
import { errorText, log } from "@/ops/log";
import { createHttpClient, requestBudgetMs, type CallContext, type HttpClient } from "../http/httpClient";
import { toCardOrder, toOrderHistory, toPaymentInstruments, type BillingAddress, type CardOrder, type CardOrderHistoryEntry, type CardOrderReply, type CardSubscribeInput, type PaymentInstrument } from "./cardPayments";
import { toAccountSubscription, toCatalogue, toSubscriptionSummary, toUpgradePlans, type AccountSubscription, type ProrationQuote, type SubscriptionSummary, type UpgradePlans } from "./toDomain";
import {
  cardOrderReply,
  cardOrderStateReply,
  eligibilityReply,
  okReply,
  orderHistoryReply,
  packageConfigurationReply,
  processorReply,
  productContextReply,
  prorationReply,
  renewalReply,
  subscriptionDataReply,
  terminationReasonsReply,
  upgradablePlansReply,
  walletReply,
} from "./wire";

export type { AccountSubscription, PlanRef, ProrationQuote, SubscriptionSummary, UpgradePlans } from "./toDomain";
export { cardPaymentRefusal } from "./cardPayments";
export type { BillingAddress, CardOrder, CardOrderHistoryEntry, CardOrderReply, CardOrderStatus, CardPaymentRefusal, CardSubscribeInput, PaymentInstrument } from "./cardPayments";

export interface ProductContext {
  productId: string;
  name: string;
  code: PackageCode;
  order: number;
  mobileOnly: boolean;
  /** The caller's account holds it (its active subscription). */
  owned: boolean;
  /** Its price in the call's country; absent where it is not sold. */
  price: Money | undefined;
}

export interface UpgradePlanOptions {
  /** The country the subscription was bought in, when it is not the viewer's. */
  subscriptionCountry?: string;
  /** The app platform asking (native apps change card payments on the web only). */
  platform?: Platform;
}

export class SubscriptionClient {
  private readonly http: HttpClient;

  constructor(options: { baseURL: string; fetchImpl?: typeof fetch; timeoutMs?: number }) {
    this.http = createHttpClient({ service: "subscription", baseURL: options.baseURL, fetchImpl: options.fetchImpl, defaultTimeoutMs: options.timeoutMs ?? 3000 });
  }

  private headers(ctx: CallContext, token?: string): Record<string, string> {
    return { country: ctx.country, ...(token ? { token } : {}) };
  }

  /** The packages `flow` shows in the call's country and language, priced there, sorted by order. */
  async catalogue(flow: FlowType, ctx: CallContext, options: { token?: string; filterPackageIds?: readonly string[] } = {}): Promise<PackageCatalogue> {
    const filter = options.filterPackageIds && options.filterPackageIds.length > 0 ? { filterPackageIds: options.filterPackageIds.join(",") } : {};
    const reply = await this.http.get("/subscription-config/packageConfiguration", ctx, {
      query: { language: ctx.locale, flow, ...filter },
      headers: this.headers(ctx, options.token),
      schema: packageConfigurationReply,
    });
    return toCatalogue(reply);
  }

  /** What a subscriber can move to from `productId` (their own); undefined when the call fails (spec 8, silently). */
  async upgradePlans(productId: string, paymentMethod: string, token: string, ctx: CallContext, options: UpgradePlanOptions = {}): Promise<UpgradePlans | undefined> {
    try {
      const reply = await this.http.get("/upgradable-plans", ctx, {
        query: { productId, paymentMethod, language: ctx.locale },
        headers: {
          ...this.headers(ctx, token),
          ...(options.subscriptionCountry ? { subscriptionCountry: options.subscriptionCountry } : {}),
          ...(options.platform ? { platform: options.platform } : {}),
        },
        schema: upgradablePlansReply,
      });
      return toUpgradePlans(reply);
    } catch (error) {
      log({ level: "warn", code: "subscription-upgrade-plans-failed", error: errorText(error) });
      return undefined;
    }
  }

  /** What moving the active subscription to `toProductId` costs now; rejects (409) when it is not an upgrade. */
  async proration(toProductId: string, token: string, ctx: CallContext): Promise<ProrationQuote> {
    const reply = await this.http.get("/getProrationinfo", ctx, { query: { toProductId }, headers: this.headers(ctx, token), schema: prorationReply });
    return { amountDue: { minor: reply.amountDue, currency: reply.currency }, remainingDays: reply.remainingDays, renewsAt: reply.nextRenewalDate };
  }

  /** The account's subscriptions, the active and the latest one. */
  async subscriptionData(token: string, ctx: CallContext): Promise<SubscriptionSummary> {
    return toSubscriptionSummary(await this.http.get("/subscriptionData", ctx, { headers: this.headers(ctx, token), schema: subscriptionDataReply }));
  }

  /** The product of the account's active subscription, if any. */
  async currentPackageId(token: string, ctx: CallContext): Promise<string | undefined> {
    return (await this.subscriptionData(token, ctx)).active?.productId;
  }

  /** A product's context for the viewer; undefined when the call fails (spec 8, silently). */
  async productContext(productId: string, ctx: CallContext, token?: string): Promise<ProductContext | undefined> {
    try {
      const reply = await this.http.get("/infoservice/productContext", ctx, { query: { productId, language: ctx.locale }, headers: this.headers(ctx, token), schema: productContextReply });
      const price = reply.pricing === null ? undefined : { minor: reply.pricing.amount, currency: reply.pricing.currency };
      return { productId: reply.productId, name: reply.name, code: reply.code, order: reply.order, mobileOnly: reply.mobileOnly, owned: reply.owned, price };
    } catch (error) {
      log({ level: "warn", code: "subscription-product-context-failed", error: errorText(error) });
      return undefined;
    }
  }

  /** The payment methods offered in the call's country. */
  async processors(ctx: CallContext) {
    return (await this.http.get("/subscription-config/configuration/processor", ctx, { headers: this.headers(ctx), schema: processorReply })).processors;
  }

  /** The payment methods of the call's country as the app knows them; a name outside spec 3's list is left out. */
  async paymentMethods(ctx: CallContext): Promise<PaymentMethodOffer[]> {
    return (await this.processors(ctx)).flatMap((processor) =>
      isPaymentMethodName(processor.paymentMethodName)
        ? [{ name: processor.paymentMethodName, type: processor.paymentMethodType, nativeOnly: processor.nativeOnly, ...(processor.platforms ? { platforms: processor.platforms } : {}) }]
        : [],
    );
  }

  async offerEligibility(offerId: string, ctx: CallContext, token?: string): Promise<{ eligible: boolean; reason: string }> {
    const reply = await this.http.get("/offer/eligibility", ctx, { query: { offerId }, headers: this.headers(ctx, token), schema: eligibilityReply });
    return { eligible: reply.eligible, reason: reply.reason };
  }

  async terminationReasons(ctx: CallContext): Promise<{ id: string; label: string }[]> {
    return (await this.http.get("/addTerminationReasons", ctx, { query: { language: ctx.locale }, schema: terminationReasonsReply })).reasons;
  }

  async addTerminationReason(reasonId: string, comment: string | undefined, token: string, ctx: CallContext): Promise<void> {
    const body = comment === undefined ? { reasonId } : { reasonId, comment };
    await this.http.send("/addTerminationReasons", ctx, { method: "POST", body, headers: this.headers(ctx, token), schema: okReply });
  }

  /**
   * Buys a package by card at the price the page showed. PENDING until the provider's signed notification (then PAID:
   * follow it with `order`), CHALLENGE with the 3-D Secure page, or REFUSED with the reason. The service also calls the
   * provider, so the call may take the request's whole budget. Rejects with the service's refusal (`cardPaymentRefusal`).
   */
  async subscribeByCard(input: CardSubscribeInput, token: string, ctx: CallContext): Promise<CardOrderReply> {
    const body = {
      productId: input.productId,
      amount: { value: input.amount.value, currency: input.amount.currency },
      paymentToken: input.paymentToken,
      idempotencyKey: input.idempotencyKey,
      returnUrl: input.returnUrl,
      ...(input.billingAddress === undefined ? {} : { billingAddress: input.billingAddress }),
      ...(input.couponId === undefined ? {} : { couponId: input.couponId }),
      ...(input.dealRedemptionId === undefined ? {} : { dealRedemptionId: input.dealRedemptionId }),
      ...(input.offerId === undefined ? {} : { offerId: input.offerId }),
    };
    return this.http.send("/csg/subscribe", ctx, { method: "POST", body, headers: this.headers(ctx, token), schema: cardOrderReply, timeoutMs: requestBudgetMs });
  }

  /**
   * Makes another card the saved one: the provider checks it for nothing (PENDING until its signed notification saves
   * it, CHALLENGE with the 3-D Secure page, REFUSED with the reason); the old card stays until then.
   */
  async changeCard(input: { paymentToken: string; idempotencyKey: string; returnUrl: string; billingAddress?: BillingAddress }, token: string, ctx: CallContext): Promise<CardOrderReply> {
    const body = { paymentToken: input.paymentToken, idempotencyKey: input.idempotencyKey, returnUrl: input.returnUrl, ...(input.billingAddress === undefined ? {} : { billingAddress: input.billingAddress }) };
    return this.http.send("/csg/changeCard", ctx, { method: "POST", body, headers: this.headers(ctx, token), schema: cardOrderReply, timeoutMs: requestBudgetMs });
  }

  /** The 3-D Secure challenge's result (`redirectResult` from the return URL) for the account's own order. */
  async cardPaymentDetails(orderId: string, redirectResult: string, token: string, ctx: CallContext): Promise<CardOrderReply> {
    const body = { orderId, redirectResult };
    return this.http.send("/csg/paymentDetails", ctx, { method: "POST", body, headers: this.headers(ctx, token), schema: cardOrderReply, timeoutMs: requestBudgetMs });
  }

  /** One of the account's orders; rejects (404 ORDER_UNKNOWN) for an order that is not its own. */
  async order(orderId: string, token: string, ctx: CallContext): Promise<CardOrder> {
    return toCardOrder(await this.http.get(`/csg/order/${encodeURIComponent(orderId)}`, ctx, { headers: this.headers(ctx, token), schema: cardOrderStateReply }));
  }

  /** The account's card orders, newest first. */
  async orderHistory(token: string, ctx: CallContext): Promise<CardOrderHistoryEntry[]> {
    return toOrderHistory(await this.http.get("/csg/orderHistory", ctx, { headers: this.headers(ctx, token), schema: orderHistoryReply }));
  }

  /** The account's saved cards (brand, last digits, expiry; never the provider's stored reference). */
  async wallet(token: string, ctx: CallContext): Promise<PaymentInstrument[]> {
    const reply = await this.http.send("/pricing/retrieveWallet", ctx, { method: "POST", body: { isDefault: false }, headers: this.headers(ctx, token), schema: walletReply });
    return toPaymentInstruments(reply);
  }

  /** Stops the card subscription's renewal (ACTIVE_CANCELED until its end date); rejects with the service's refusal. */
  async cancelCardSubscription(token: string, ctx: CallContext): Promise<AccountSubscription> {
    const reply = await this.http.send("/csg/cancel", ctx, { method: "POST", body: {}, headers: this.headers(ctx, token), schema: renewalReply });
    return toAccountSubscription(reply.subscription);
  }

  /**
   * The package the card subscription renews into: a lower one (a downgrade at renewal), or its own (which drops a
   * scheduled change and renews a canceled subscription again). Rejects with the service's refusal.
   */
  async renewCardSubscriptionInto(productId: string, token: string, ctx: CallContext): Promise<AccountSubscription> {
    const reply = await this.http.send("/csg/updateSubscription", ctx, { method: "POST", body: { productId }, headers: this.headers(ctx, token), schema: renewalReply });
    return toAccountSubscription(reply.subscription);
  }

  /**
   * Moves the card subscription up now: the saved card is charged the prorated amount the page showed (the service
   * refuses another, PRICE_CHANGED) under the page's idempotency key. Answers like `subscribeByCard`: PAID (nothing to
   * charge, or already settled), PENDING until the provider's notification, or REFUSED with the reason.
   */
  async upgradeByCard(input: { productId: string; amount: { value: number; currency: string }; idempotencyKey: string }, token: string, ctx: CallContext): Promise<CardOrderReply> {
    const body = { productId: input.productId, amount: { value: input.amount.value, currency: input.amount.currency }, idempotencyKey: input.idempotencyKey };
    return this.http.send("/csg/upgrade", ctx, { method: "POST", body, headers: this.headers(ctx, token), schema: cardOrderReply, timeoutMs: requestBudgetMs });
  }
}
