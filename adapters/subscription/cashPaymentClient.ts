/**
 * Cash payments as the app sees them (docs/cash-payments.md, spec 7 "Payment providers": cash/…): a payment reference
 * for a package, to pay at an outlet before it expires, its encoded form for the outlet's scanner, and the account's
 * references. The order is PENDING until the provider's signed notification says the reference was paid.
 */
import { z } from "zod";
import type { CashReference } from "@/domain/subscription/cashPayment";
import { createHttpClient, requestBudgetMs, type CallContext, type HttpClient } from "../http/httpClient";

export type { CashReference } from "@/domain/subscription/cashPayment";

const referenceStatus = z.enum(["UNPAID", "PAID", "EXPIRED", "CANCELED"]);
const referenceNumber = z.string().regex(/^\d{6,20}$/);

const referenceFields = {
  orderId: z.string(),
  referenceNumber,
  productId: z.string(),
  amount: z.number().int().nonnegative(),
  currency: z.string().regex(/^[A-Z]{3}$/),
  expiresAt: z.string(),
  status: referenceStatus,
};

const generatedReply = z.object({ ...referenceFields, encodedReference: z.string().regex(/^(?:\d\d)+$/).optional() });
const detailsReply = generatedReply.extend({ paidAt: z.string().nullable().optional() });
const referencesReply = z.object({ references: z.array(detailsReply) });

function toReference(reply: z.output<typeof detailsReply>): CashReference {
  return {
    orderId: reply.orderId,
    referenceNumber: reply.referenceNumber,
    productId: reply.productId,
    amount: { minor: reply.amount, currency: reply.currency },
    expiresAt: reply.expiresAt,
    status: reply.status,
    ...(reply.encodedReference ? { encoded: reply.encodedReference } : {}),
    ...(reply.paidAt ? { paidAt: reply.paidAt } : {}),
  };
}

export class CashPaymentClient {
  private readonly http: HttpClient;

  constructor(options: { baseURL: string; fetchImpl?: typeof fetch; timeoutMs?: number }) {
    this.http = createHttpClient({ service: "subscription", baseURL: options.baseURL, fetchImpl: options.fetchImpl, defaultTimeoutMs: options.timeoutMs ?? 3000 });
  }

  private headers(ctx: CallContext, token: string): Record<string, string> {
    return { country: ctx.country, token };
  }

  /**
   * A reference to pay `productId` in cash, with its encoded form; the same key (or an unpaid reference of the same
   * package) gives the same reference again. The amount is the catalogue's, in the country's currency.
   */
  async generateReference(productId: string, idempotencyKey: string, token: string, ctx: CallContext): Promise<CashReference> {
    const reply = await this.http.send("/cash/generate-encoded-reference-number", ctx, {
      method: "POST",
      body: { productId, idempotencyKey },
      headers: this.headers(ctx, token),
      schema: generatedReply,
      timeoutMs: requestBudgetMs,
    });
    return toReference(reply);
  }

  /** One of the account's references; rejects (404 REFERENCE_UNKNOWN) for any other. */
  async referenceDetails(reference: string, token: string, ctx: CallContext): Promise<CashReference> {
    return toReference(await this.http.get("/cash/reference-code-details", ctx, { query: { referenceNumber: reference }, headers: this.headers(ctx, token), schema: detailsReply }));
  }

  /** The account's references, newest first. */
  async references(token: string, ctx: CallContext): Promise<CashReference[]> {
    return (await this.http.get("/cash/references", ctx, { headers: this.headers(ctx, token), schema: referencesReply })).references.map(toReference);
  }
}
