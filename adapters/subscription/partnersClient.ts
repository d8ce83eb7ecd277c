/**
 * The service's partners as the app sees them (docs/partner-login.md): the partner list (a partner's page is one of it), and
 * the partner TV providers' sign-in: `authorize` starts the provider's round trip for the signed-in account, `link`
 * hands back what the provider returned and subscribes the account on the service's word. Refusals are read with
 * `cardPaymentRefusal` (PARTNER_UNKNOWN, PARTNER_FLOW_UNKNOWN, PARTNER_NOT_ENTITLED, PARTNER_ACCOUNT_IN_USE…).
 */
import { z } from "zod";
import { partnerKinds, type Partner } from "@/domain/subscription/partners";
import { createHttpClient, requestBudgetMs, type CallContext, type HttpClient } from "../http/httpClient";

const partnerReply = z.object({
  id: z.string(),
  kind: z.enum(partnerKinds),
  name: z.string(),
  description: z.string(),
  logo: z.string(),
  signIn: z.boolean(),
  deals: z.array(z.object({ dealParam: z.string(), title: z.string() })),
});
const listReply = z.object({ partners: z.array(partnerReply) });
const authorizeReply = z.object({ authorizeUrl: z.string().url(), state: z.string().min(16) });
const linkReply = z.object({ partner: z.string(), productId: z.string(), endDate: z.string(), paymentMethodName: z.string() });

export type PartnerLink = z.output<typeof linkReply>;

const toPartner = (reply: z.output<typeof partnerReply>): Partner => ({
  id: reply.id,
  kind: reply.kind,
  name: reply.name,
  description: reply.description,
  logo: reply.logo,
  signIn: reply.signIn,
  deals: reply.deals.map(({ dealParam, title }) => ({ dealParam, title })),
});

export class PartnersClient {
  private readonly http: HttpClient;

  constructor(options: { baseURL: string; fetchImpl?: typeof fetch; timeoutMs?: number }) {
    this.http = createHttpClient({ service: "subscription", baseURL: options.baseURL, fetchImpl: options.fetchImpl, defaultTimeoutMs: options.timeoutMs ?? 3000 });
  }

  private headers(ctx: CallContext, token?: string): Record<string, string> {
    return { country: ctx.country, language: ctx.locale, ...(token ? { token } : {}) };
  }

  /** Every partner, in the service's order, with its deals running now in the call's country. */
  async partners(ctx: CallContext): Promise<Partner[]> {
    const reply = await this.http.get("/partners", ctx, { query: { language: ctx.locale }, headers: this.headers(ctx), schema: listReply });
    return reply.partners.map(toPartner);
  }

  /** Where to send the browser to sign in at the provider, and the state its return must carry. */
  async authorize(partnerId: string, redirectUri: string, token: string, ctx: CallContext): Promise<z.output<typeof authorizeReply>> {
    return this.http.send(`/partners/${encodeURIComponent(partnerId)}/authorize`, ctx, { method: "POST", body: { redirectUri, language: ctx.locale }, headers: this.headers(ctx, token), schema: authorizeReply });
  }

  /** What the provider returned, for the account of `token`: subscribed on the provider's entitlement, or refused. */
  async link(partnerId: string, code: string, state: string, token: string, ctx: CallContext): Promise<PartnerLink> {
    return this.http.send(`/partners/${encodeURIComponent(partnerId)}/link`, ctx, { method: "POST", body: { code, state }, headers: this.headers(ctx, token), schema: linkReply, timeoutMs: requestBudgetMs });
  }
}
