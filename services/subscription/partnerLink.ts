/**
 * Signing in with a partner TV provider (docs/partner-login.md "The service's calls"), rights from the server's own
 * rows, the account always the token's:
 * - `POST partners/{partner}/authorize` `{ redirectUri, language? }` → `{ authorizeUrl, state }`: a flow kept here (the
 *   state, 32 random bytes, stored hashed; a PKCE S256 verifier; the redirect URI), ten minutes, single use;
 * - `POST partners/{partner}/link` `{ code, state }`: the flow used up (whatever follows), the code exchanged at the
 *   provider with the verifier, the entitlement read, and, when the customer pays for a package that includes Shasha,
 *   the account's subscription ACTIVE at once until the provider's paid-through date (PARTNER / the partner), the
 *   customer linked to the account (one customer, one account).
 */
import { randomBytes } from "node:crypto";
import { z } from "zod";
import { HttpError } from "../http/HttpError";
import type { RouteRequest } from "../http/router";
import { isServiceLocale } from "../db/localizedText";
import type { CatalogueProduct } from "./catalogue";
import type { CodeSeed } from "./codeSeed";
import { DetailedHttpError, readJson } from "./csgOrders";
import { s256Challenge } from "../partnerProvider/partnerGrants";
import { partnerCallbackPath } from "../partnerProvider/partnerProviderSettings";
import { entitledProduct, signInPartner } from "./partnerCatalogue";
import { partnerUnavailable, type PartnerProviderDeps } from "./partnerProvider";
import { languageOf } from "./requestContext";
import { activeRow, requireAdultAccount, type Account } from "./subscriber";
import type { SubscriptionDeps } from "./subscriptionDeps";
import type { SubscriptionRow } from "../user/userStore";

export const partnerMethodType = "PARTNER";

const authorizeBody = z.object({ redirectUri: z.string().max(2048), language: z.string().max(8).optional() });
const linkBody = z.object({ code: z.string().min(1).max(512), state: z.string().min(1).max(512) });

/** The provider of a partner, when the suite has one. */
export function requirePartnerProvider(deps: SubscriptionDeps, partnerId: string) {
  const provider = deps.partnerProvider;
  const client = provider?.clients.get(partnerId);
  if (provider === undefined || client === undefined) throw partnerUnavailable("Signing in with this TV provider is not available: the suite runs without it.");
  return { store: provider.store, client };
}

/** Whether the row is a subscription this partner pays. */
export const paidByPartner = (row: Pick<SubscriptionRow, "payment_method_type" | "payment_method_name">, partnerId: string): boolean =>
  row.payment_method_type === partnerMethodType && row.payment_method_name === partnerId;

const alreadySubscribed = () => new HttpError(409, "ALREADY_SUBSCRIBED", "This account has an active subscription paid another way.");

/** An http(s) URL without credentials nor fragment, whose path is the app's partner callback. */
function isCallbackUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === "http:" || url.protocol === "https:") && url.username === "" && url.password === "" && url.hash === "" && url.pathname.endsWith(partnerCallbackPath);
}

export async function authorizePartner(deps: SubscriptionDeps, seed: CodeSeed, request: RouteRequest) {
  const account = requireAdultAccount(deps, request.headers);
  const partner = signInPartner(seed, request.params.partner);
  const { store, client } = requirePartnerProvider(deps, partner.id);
  const body = await readJson(request, authorizeBody, 4 * 1024);
  if (!isCallbackUrl(body.redirectUri)) {
    throw new DetailedHttpError(400, "INVALID_INPUT", `redirectUri must be an http(s) URL ending with ${partnerCallbackPath}, without credentials.`, { field: "redirectUri" });
  }
  const active = activeRow(account.subscriptions);
  if (active !== undefined && !paidByPartner(active, partner.id)) throw alreadySubscribed();
  const language = body.language !== undefined && isServiceLocale(body.language) ? body.language : languageOf(request);
  const state = randomBytes(32).toString("base64url");
  const verifier = randomBytes(32).toString("base64url");
  store.addFlow({ state, userId: account.user.id, partner: partner.id, verifier, redirectUri: body.redirectUri, at: deps.now() });
  const url = new URL(`${client.config.publicUrl.replace(/\/+$/, "")}/oauth/authorize`);
  const params = { response_type: "code", client_id: client.config.clientId, redirect_uri: body.redirectUri, state, code_challenge: s256Challenge(verifier), code_challenge_method: "S256", lang: language };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return { authorizeUrl: url.toString(), state };
}

interface Grant {
  account: Account;
  partnerId: string;
  customerId: string;
  product: CatalogueProduct;
  end: Date;
}

/** In one transaction: the customer linked to the account and its partner subscription ACTIVE until `end`. */
function grant(deps: SubscriptionDeps, store: PartnerProviderDeps["store"], { account, partnerId, customerId, product, end }: Grant): void {
  const userId = account.user.id;
  const now = deps.now();
  const linked = store.linkOfCustomer(partnerId, customerId);
  if (linked !== undefined && linked.user_id !== userId) throw new HttpError(409, "PARTNER_ACCOUNT_IN_USE", "This TV provider account is already linked to another Shasha account.");
  // Read again: the account may have subscribed another way while the provider was asked.
  const active = activeRow(deps.users.subscriptions(userId));
  if (active !== undefined && !paidByPartner(active, partnerId)) throw alreadySubscribed();
  let position = deps.cardSubscriptions.activePosition(userId);
  if (active !== undefined && position !== undefined) {
    store.setRow(userId, position, { sku: product.id, endDate: end, status: "ACTIVE" });
  } else {
    deps.cardSubscriptions.add({ userId, sku: product.id, start: now, end, method: { type: partnerMethodType, name: partnerId } });
    position = deps.cardSubscriptions.activePosition(userId);
  }
  if (position === undefined) throw new Error("The partner subscription was not written.");
  store.link(partnerId, customerId, userId, position, now);
}

export async function linkPartner(deps: SubscriptionDeps, seed: CodeSeed, request: RouteRequest) {
  const account = requireAdultAccount(deps, request.headers);
  const partner = signInPartner(seed, request.params.partner);
  const { store, client } = requirePartnerProvider(deps, partner.id);
  const body = await readJson(request, linkBody, 4 * 1024);
  const flow = store.takeFlow(body.state, account.user.id, partner.id, deps.now());
  if (flow === undefined) throw new HttpError(400, "PARTNER_FLOW_UNKNOWN", "This sign-in is unknown, used or expired; start again.");
  const accessToken = await client.api.exchangeCode({ code: body.code, redirectUri: flow.redirect_uri, verifier: flow.verifier });
  const entitlement = await client.api.entitlement(accessToken);
  const end = new Date(entitlement.validUntil);
  const product = entitlement.status === "ACTIVE" ? entitledProduct(deps.catalogue, seed, partner.id, entitlement.packages) : undefined;
  if (product === undefined || end.getTime() <= deps.now().getTime()) {
    throw new HttpError(403, "PARTNER_NOT_ENTITLED", "This TV provider account does not include Shasha now.");
  }
  deps.inTransaction(() => grant(deps, store, { account, partnerId: partner.id, customerId: entitlement.customerId, product, end }));
  return { partner: partner.id, productId: product.id, endDate: end.toISOString(), paymentMethodName: partner.id };
}
