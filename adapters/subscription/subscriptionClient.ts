/**
 * The subscription and pricing adapter (spec 7 "Subscription and pricing", docs/subscription-service.md): the package
 * catalogue of a flow, a subscriber's upgrade plans and proration, the account's subscriptions, product contexts,
 * payment processors, offer eligibility and termination reasons. Calls carry the spec 7 headers and `country`
 * parameter (adapters/http), the viewer's country also as the `country` header and the session in `token`. Replies
 * are checked with zod (wire.ts); amounts stay integers in minor units. Spec 8: a failed upgrade-plan or
 * product-context fetch gives nothing, silently (a log line, nothing the viewer sees).
 */
import type { FlowType } from "@/domain/subscription/flows";
import type { Money } from "@/domain/subscription/money";
import type { PackageCatalogue, PackageCode } from "@/domain/subscription/packages";
import type { Platform } from "@/domain/types";
import { errorText, log } from "@/ops/log";
import { createHttpClient, type CallContext, type HttpClient } from "../http/httpClient";
import { toCatalogue, toSubscriptionSummary, toUpgradePlans, type ProrationQuote, type SubscriptionSummary, type UpgradePlans } from "./toDomain";
import {
  eligibilityReply,
  okReply,
  packageConfigurationReply,
  processorReply,
  productContextReply,
  prorationReply,
  subscriptionDataReply,
  terminationReasonsReply,
  upgradablePlansReply,
} from "./wire";

export type { AccountSubscription, PlanRef, ProrationQuote, SubscriptionSummary, UpgradePlans } from "./toDomain";

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
}
