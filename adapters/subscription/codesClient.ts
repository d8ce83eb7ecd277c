/**
 * Coupon and voucher codes as the app sees them (docs/codes-and-deals.md): what a code gives, and redeeming it. The
 * code travels in a body, never a URL (a voucher is money). Refusals are read with `cardPaymentRefusal`.
 */
import { z } from "zod";
import type { CodeDetails, CodeRedemption, DealLanding, DealRedemption, Reservation, ReservedPrice } from "@/domain/subscription/codes";
import { createHttpClient, requestBudgetMs, type CallContext, type HttpClient } from "../http/httpClient";

const amount = z.object({ amount: z.number().int().nonnegative(), currency: z.string().regex(/^[A-Z]{3}$/) });
const reason = z.enum(["ALREADY_REDEEMED", "EXPIRED", "USED_UP", "NOT_IN_COUNTRY", "NOT_ELIGIBLE"]);

const detailsReply = z.object({
  code: z.string(),
  kind: z.enum(["COUPON", "VOUCHER"]),
  productId: z.string(),
  productName: z.string(),
  periods: z.number().int().positive(),
  price: amount.nullable(),
  regularPrice: amount.nullable(),
  redeemable: z.boolean(),
  reason: reason.optional(),
});

const redeemReply = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("VOUCHER"), orderId: z.string(), productId: z.string(), periods: z.number().int().positive(), endDate: z.string() }),
  z.object({ kind: z.literal("COUPON"), couponId: z.string(), productId: z.string(), price: amount, regularPrice: amount, periods: z.number().int().positive() }),
]);

const reservedReply = z.object({ productId: z.string(), price: amount, regularPrice: amount, periods: z.number().int().positive() });

const dealReply = z.object({
  dealParam: z.string(),
  dealType: z.enum(["Standard", "Discount Deal", "deal_with_pricing_plan", "Voucher Deal", "Unique Identifier deal"]),
  partner: z.object({ name: z.string() }),
  title: z.string(),
  description: z.string(),
  products: z.array(z.object({ productId: z.string(), productName: z.string(), price: amount, regularPrice: amount, periods: z.number().int().positive() })),
  requires: z.enum(["VOUCHER_CODE", "UNIQUE_IDENTIFIER"]).nullable(),
  identifier: z.object({ label: z.string(), length: z.number().int().positive() }).optional(),
  active: z.boolean(),
});

const dealRedeemReply = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("VOUCHER"), orderId: z.string() }),
  z.object({ kind: z.literal("PRICED"), dealRedemptionId: z.string(), productId: z.string() }),
]);

export interface DealInput {
  productId: string;
  idempotencyKey: string;
  voucherCode?: string;
  uniqueIdentifier?: string;
}

const reservationPaths: Record<Reservation["kind"], string> = { coupon: "/codes/coupons/", deal: "/deals/redemptions/", offer: "/offers/" };

const money = (value: z.output<typeof amount>) => ({ minor: value.amount, currency: value.currency });

export class CodesClient {
  private readonly http: HttpClient;

  constructor(options: { baseURL: string; fetchImpl?: typeof fetch; timeoutMs?: number }) {
    this.http = createHttpClient({ service: "subscription", baseURL: options.baseURL, fetchImpl: options.fetchImpl, defaultTimeoutMs: options.timeoutMs ?? 3000 });
  }

  private headers(ctx: CallContext, token: string | undefined): Record<string, string> {
    return { country: ctx.country, language: ctx.locale, ...(token ? { token } : {}) };
  }

  /** What `code` gives this viewer, without using it; rejects (404 CODE_UNKNOWN, 429 TOO_MANY_ATTEMPTS). */
  async details(code: string, token: string | undefined, ctx: CallContext): Promise<CodeDetails> {
    const reply = await this.http.send("/codes/details", ctx, { method: "POST", body: { code }, headers: this.headers(ctx, token), schema: detailsReply });
    return {
      code: reply.code,
      kind: reply.kind,
      productId: reply.productId,
      productName: reply.productName,
      periods: reply.periods,
      price: reply.price === null ? undefined : money(reply.price),
      regularPrice: reply.regularPrice === null ? undefined : money(reply.regularPrice),
      redeemable: reply.redeemable,
      reason: reply.reason,
    };
  }

  /**
   * The account's reserved coupon or deal price, or an offer's price for it, for `productId` in the call's country;
   * rejects when it is not (any more) usable (an offer: OFFER_UNKNOWN, OFFER_NOT_FOR_PRODUCT, OFFER_NOT_ELIGIBLE).
   */
  async reserved(reservation: Reservation, productId: string, token: string, ctx: CallContext): Promise<ReservedPrice> {
    const path = reservationPaths[reservation.kind];
    const reply = await this.http.get(`${path}${encodeURIComponent(reservation.id)}`, ctx, { query: { productId }, headers: this.headers(ctx, token), schema: reservedReply });
    return { reservation, productId: reply.productId, price: money(reply.price), regularPrice: money(reply.regularPrice), periods: reply.periods };
  }

  /** A partner's deal for its landing page; rejects (404 DEAL_UNKNOWN, 410 DEAL_ENDED). */
  async deal(dealParam: string, token: string | undefined, ctx: CallContext): Promise<DealLanding> {
    const reply = await this.http.get(`/deals/${encodeURIComponent(dealParam)}`, ctx, { query: { language: ctx.locale }, headers: this.headers(ctx, token), schema: dealReply });
    const requires: DealLanding["requires"] =
      reply.requires === "VOUCHER_CODE" ? { kind: "voucher" } : reply.requires === "UNIQUE_IDENTIFIER" && reply.identifier ? { kind: "identifier", ...reply.identifier } : { kind: "none" };
    return {
      dealParam: reply.dealParam,
      dealType: reply.dealType,
      partnerName: reply.partner.name,
      title: reply.title,
      description: reply.description,
      offers: reply.products.map((offer) => ({ ...offer, price: money(offer.price), regularPrice: money(offer.regularPrice) })),
      requires,
      active: reply.active,
    };
  }

  /** Takes the deal for a package: a voucher deal activates it, the others reserve their price for the card payment. */
  async redeemDeal(dealParam: string, input: DealInput, token: string, ctx: CallContext): Promise<DealRedemption> {
    const reply = await this.http.send(`/deals/${encodeURIComponent(dealParam)}/redeem`, ctx, { method: "POST", body: input, headers: this.headers(ctx, token), schema: dealRedeemReply, timeoutMs: requestBudgetMs });
    return reply.kind === "VOUCHER" ? { kind: "VOUCHER", orderId: reply.orderId } : { kind: "PRICED", dealRedemptionId: reply.dealRedemptionId, productId: reply.productId };
  }

  /** A voucher activates the package now; a coupon reserves its price for the card payment. */
  async redeem(code: string, idempotencyKey: string, token: string, ctx: CallContext): Promise<CodeRedemption> {
    const reply = await this.http.send("/codes/redeem", ctx, { method: "POST", body: { code, idempotencyKey }, headers: this.headers(ctx, token), schema: redeemReply, timeoutMs: requestBudgetMs });
    if (reply.kind === "VOUCHER") return reply;
    return { kind: "COUPON", couponId: reply.couponId, productId: reply.productId, price: money(reply.price), regularPrice: money(reply.regularPrice), periods: reply.periods };
  }
}
