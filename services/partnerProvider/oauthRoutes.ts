/**
 * Each provider's OAuth 2.0 endpoints (RFC 6749 authorization code with PKCE S256, RFC 7636) and its entitlement API,
 * under its path prefix (`/dish/…`, `/sling/…`; docs/partner-login.md "The providers"):
 * - `GET /{p}/oauth/authorize?response_type=code&client_id&redirect_uri&state&code_challenge&code_challenge_method=S256
 *   &lang`: the sign-in page; an unknown client, a redirect URI not registered or no S256 challenge is a 400 page, never
 *   a redirect;
 * - `POST /{p}/oauth/authorize` (the page's form, the request checked again): Cancel → 303 to the redirect URI with
 *   `error=access_denied&state`; a wrong login or password → the page again (401), the login kept; else 303 with
 *   `code&state`;
 * - `POST /{p}/oauth/token` (HTTP Basic client authentication; form `grant_type=authorization_code&code&redirect_uri&
 *   code_verifier`) → `{ access_token, token_type: "Bearer", expires_in }`; a wrong client → 401 `invalid_client`, a bad
 *   code, redirect URI or verifier → 400 `invalid_grant`;
 * - `GET /{p}/v1/entitlement` (Bearer) → `{ customerId, status, packages, validUntil }`; a bad token → 401.
 */
import type { IncomingHttpHeaders } from "node:http";
import { isServiceLocale, type ServiceLocale } from "../db/localizedText";
import { HttpError } from "../http/HttpError";
import { pickLanguage } from "../http/pickLanguage";
import { jsonReply, type Reply } from "../http/reply";
import type { Route, RouteRequest } from "../http/router";
import { sameSecret } from "../storeProvider/storeServer";
import { entitlementOf, type CustomerStore } from "./partnerCustomers";
import { tokenLifetimeS, type GrantStore } from "./partnerGrants";
import { authorizeErrorPage, signInPage, type AuthorizeProblem, type AuthorizeRequest } from "./partnerPages";
import { isPartnerProviderId, isRegisteredRedirect, type PartnerClient, type PartnerProviderId } from "./partnerProviderSettings";

export interface OAuthContext {
  clients: Readonly<Record<PartnerProviderId, PartnerClient>>;
  customers: CustomerStore;
  grants: GrantStore;
  /** Origins registered beside this machine's (`PARTNER_PROVIDER_REDIRECT_ORIGINS`). */
  redirectOrigins: readonly string[];
}

/** OAuth's error shape: `{ error, error_description }`. */
export const oauthError = (status: number, error: string, description: string, headers: Record<string, string> = {}) => new HttpError(status, error, description, headers);

export function partnerOf(request: RouteRequest): PartnerProviderId {
  const partner = request.params.partner ?? "";
  if (!isPartnerProviderId(partner)) throw new HttpError(404, "not_found", "No such provider.");
  return partner;
}

function langOf(request: RouteRequest, asked: string | null): ServiceLocale {
  const lang = asked?.trim().toLowerCase();
  return isServiceLocale(lang) ? lang : pickLanguage(request.headers);
}

/** The authorize request's parameters, or what is wrong with them (the client first, then the redirect URI). */
function checkAuthorize(context: OAuthContext, partner: PartnerProviderId, params: URLSearchParams): AuthorizeRequest | AuthorizeProblem {
  const value = (name: string) => params.get(name) ?? "";
  if (!sameSecret(value("client_id"), context.clients[partner].clientId)) return "client";
  if (!isRegisteredRedirect(value("redirect_uri"), context.redirectOrigins)) return "redirect";
  if (value("code_challenge_method") !== "S256" || !/^[A-Za-z0-9_-]{43}$/.test(value("code_challenge"))) return "pkce";
  const state = value("state");
  if (value("response_type") !== "code" || state === "" || state.length > 512) return "request";
  return { clientId: value("client_id"), redirectUri: value("redirect_uri"), state, codeChallenge: value("code_challenge") };
}

function redirect(target: URL): Reply {
  return { status: 303, headers: { Location: target.toString(), "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" }, body: "" };
}

async function submitSignIn(context: OAuthContext, request: RouteRequest): Promise<Reply> {
  const partner = partnerOf(request);
  const form = new URLSearchParams(await request.readBody(16 * 1024));
  const lang = langOf(request, form.get("lang"));
  const checked = checkAuthorize(context, partner, form);
  if (typeof checked === "string") return authorizeErrorPage(partner, lang, checked);
  const target = new URL(checked.redirectUri);
  if (form.get("action") === "cancel") {
    target.searchParams.set("error", "access_denied");
    target.searchParams.set("state", checked.state);
    return redirect(target);
  }
  const login = (form.get("login") ?? "").slice(0, 254);
  const customer = await context.customers.signIn(partner, login, (form.get("password") ?? "").slice(0, 128));
  if (customer === undefined) return signInPage({ partner, lang, request: checked, login, refused: true });
  const code = context.grants.issueCode({ partner, clientId: checked.clientId, customerId: customer.customerId, redirectUri: checked.redirectUri, codeChallenge: checked.codeChallenge });
  target.searchParams.set("code", code);
  target.searchParams.set("state", checked.state);
  return redirect(target);
}

/** The client of HTTP Basic authentication (RFC 6749 §2.3.1: each part form-url-encoded), if it is Shasha's. */
function requireClient(context: OAuthContext, partner: PartnerProviderId, headers: IncomingHttpHeaders): PartnerClient {
  const refused = () => oauthError(401, "invalid_client", "Client authentication failed.", { "WWW-Authenticate": `Basic realm="${partner}"` });
  const match = /^Basic ([A-Za-z0-9+/=]{4,1024})$/.exec(headers.authorization ?? "");
  if (match === null) throw refused();
  const decoded = Buffer.from(match[1] ?? "", "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon < 0) throw refused();
  const formDecode = (part: string) => {
    try {
      return decodeURIComponent(part.replace(/\+/g, " "));
    } catch {
      return "";
    }
  };
  const client = context.clients[partner];
  const idMatches = sameSecret(formDecode(decoded.slice(0, colon)), client.clientId);
  const secretMatches = sameSecret(formDecode(decoded.slice(colon + 1)), client.clientSecret);
  if (!idMatches || !secretMatches) throw refused();
  return client;
}

async function token(context: OAuthContext, request: RouteRequest): Promise<Reply> {
  const partner = partnerOf(request);
  const client = requireClient(context, partner, request.headers);
  const form = new URLSearchParams(await request.readBody(8 * 1024));
  if (form.get("grant_type") !== "authorization_code") throw oauthError(400, "unsupported_grant_type", "Only authorization_code is supported.");
  const code = form.get("code") ?? "";
  const redirectUri = form.get("redirect_uri") ?? "";
  const codeVerifier = form.get("code_verifier") ?? "";
  if (code === "" || redirectUri === "" || !/^[A-Za-z0-9._~-]{43,128}$/.test(codeVerifier)) throw oauthError(400, "invalid_request", "code, redirect_uri and a code_verifier of 43 to 128 characters are required.");
  const granted = context.grants.redeemCode({ partner, clientId: client.clientId, code: code.slice(0, 128), redirectUri, codeVerifier });
  if (granted === undefined) throw oauthError(400, "invalid_grant", "The code is unknown, used, expired, or not for this redirect_uri or code_verifier.");
  const reply = jsonReply({ access_token: granted.accessToken, token_type: "Bearer", expires_in: tokenLifetimeS });
  return { ...reply, headers: { ...reply.headers, Pragma: "no-cache" } };
}

function entitlement(context: OAuthContext, request: RouteRequest): Reply {
  const partner = partnerOf(request);
  const refused = () => oauthError(401, "invalid_token", "The access token is missing, unknown or expired.", { "WWW-Authenticate": `Bearer realm="${partner}", error="invalid_token"` });
  const match = /^Bearer ([A-Za-z0-9_-]{16,128})$/.exec(request.headers.authorization ?? "");
  const customerId = match === null ? undefined : context.grants.customerOf(partner, match[1] ?? "");
  const customer = customerId === undefined ? undefined : context.customers.state(partner, customerId);
  if (customer === undefined) throw refused();
  return jsonReply(entitlementOf(customer));
}

export function createOAuthRoutes(context: OAuthContext): Route[] {
  return [
    {
      method: "GET",
      pattern: "/:partner/oauth/authorize",
      handler: (request) => {
        const partner = partnerOf(request);
        const lang = langOf(request, request.query.get("lang"));
        const checked = checkAuthorize(context, partner, request.query);
        return typeof checked === "string" ? authorizeErrorPage(partner, lang, checked) : signInPage({ partner, lang, request: checked });
      },
    },
    { method: "POST", pattern: "/:partner/oauth/authorize", handler: (request) => submitSignIn(context, request) },
    { method: "POST", pattern: "/:partner/oauth/token", handler: (request) => token(context, request) },
    { method: "GET", pattern: "/:partner/v1/entitlement", handler: (request) => entitlement(context, request) },
  ];
}
