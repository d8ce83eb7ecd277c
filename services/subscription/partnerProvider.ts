/**
 * The subscription service's clients of the partner TV providers (services/partnerProvider is the local stand-in of
 * both; docs/partner-login.md): each provider's configuration (where browsers sign in, where the server calls, Shasha's
 * client id and secret there, the notifications' key) and the two server-to-server calls of the link: the code
 * exchange at `{apiUrl}/oauth/token` (HTTP Basic client authentication, the PKCE verifier) and
 * `{apiUrl}/v1/entitlement` with the access token. Every call has a deadline and its reply is checked with zod. The
 * provider refusing the code (400/401) is a 400 PARTNER_SIGN_IN_FAILED; anything else that goes wrong (the network, a
 * timeout, another status, a reply not understood) a 503 PROVIDER_UNAVAILABLE. Log lines name the partner and the
 * operation, never a code, verifier or token.
 */
import type Database from "better-sqlite3";
import { z } from "zod";
import { errorText, log } from "@/ops/log";
import { HttpError } from "../http/HttpError";
import { createPartnerStore, type PartnerStore } from "./partnerStore";

/** How the suite reaches one provider. */
export interface PartnerClientConfig {
  /** Server to server: `{apiUrl}/oauth/token`, `{apiUrl}/v1/entitlement`. */
  apiUrl: string;
  /** As browsers reach it: `{publicUrl}/oauth/authorize`. */
  publicUrl: string;
  clientId: string;
  clientSecret: string;
  /** The notifications' HMAC key, hex. */
  hmacKey: string;
  timeoutMs?: number;
}

/** By partner id (the seed's: `dish`, `sling`); a partner left out answers 503 PROVIDER_UNAVAILABLE. */
export type PartnerProviderConfig = Readonly<Record<string, PartnerClientConfig>>;

export type PartnerApiClient = ReturnType<typeof createPartnerApiClient>;

export interface PartnerProviderDeps {
  clients: ReadonlyMap<string, { config: PartnerClientConfig; api: PartnerApiClient }>;
  store: PartnerStore;
}

export function partnerProviderDeps(db: Database.Database, config: PartnerProviderConfig, fetcher: typeof fetch = fetch): PartnerProviderDeps {
  const clients = new Map(Object.entries(config).map(([partner, client]) => [partner, { config: client, api: createPartnerApiClient(partner, client, fetcher) }]));
  return { clients, store: createPartnerStore(db) };
}

export const partnerUnavailable = (message = "The TV provider cannot be reached now; try again later.") => new HttpError(503, "PROVIDER_UNAVAILABLE", message);
export const partnerSignInFailed = () => new HttpError(400, "PARTNER_SIGN_IN_FAILED", "The TV provider did not confirm the sign-in; sign in again.");

const tokenReply = z.object({ access_token: z.string().min(16).max(512), token_type: z.string().regex(/^bearer$/i), expires_in: z.number().int().positive().optional() });

export const entitlementSchema = z.object({
  customerId: z.string().regex(/^[A-Z0-9-]{1,32}$/),
  status: z.enum(["ACTIVE", "SUSPENDED", "CANCELED"]),
  packages: z.array(z.string().max(64)).max(32),
  validUntil: z.iso.datetime(),
});
export type Entitlement = z.output<typeof entitlementSchema>;

export interface CodeExchange {
  code: string;
  redirectUri: string;
  verifier: string;
}

export function createPartnerApiClient(partner: string, config: PartnerClientConfig, fetcher: typeof fetch = fetch) {
  const base = config.apiUrl.replace(/\/+$/, "");
  const timeoutMs = config.timeoutMs ?? 10_000;

  function failed(operation: string, reason: string, details: Record<string, string | number> = {}): never {
    log({ level: "warn", code: "subscription-partner-provider-failed", partner, operation, reason, ...details });
    throw partnerUnavailable();
  }

  async function send(operation: string, path: string, init: RequestInit): Promise<{ status: number; json: unknown }> {
    let response: Response;
    let text: string;
    try {
      response = await fetcher(`${base}${path}`, { ...init, redirect: "manual", signal: AbortSignal.timeout(timeoutMs) });
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === "TimeoutError";
      return failed(operation, timedOut ? "timeout" : "network", { error: errorText(error) });
    }
    try {
      return { status: response.status, json: JSON.parse(text) };
    } catch {
      return { status: response.status, json: undefined };
    }
  }

  return {
    /** The access token for the code; PARTNER_SIGN_IN_FAILED when the provider refuses it. */
    async exchangeCode(exchange: CodeExchange): Promise<string> {
      // RFC 6749 §2.3.1: each part form-url-encoded before the Basic encoding.
      const basic = Buffer.from(`${encodeURIComponent(config.clientId)}:${encodeURIComponent(config.clientSecret)}`).toString("base64");
      const body = new URLSearchParams({ grant_type: "authorization_code", code: exchange.code, redirect_uri: exchange.redirectUri, code_verifier: exchange.verifier });
      const reply = await send("token", "/oauth/token", { method: "POST", headers: { Authorization: `Basic ${basic}`, "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" }, body: body.toString() });
      if (reply.status === 400 || reply.status === 401) {
        const error = z.object({ error: z.string().max(64) }).safeParse(reply.json).data?.error ?? "unknown";
        // A refused client is this service's misconfiguration, not the viewer's doing: an error for the operators.
        log({ level: error === "invalid_client" ? "error" : "info", code: "subscription-partner-code-refused", partner, error });
        throw partnerSignInFailed();
      }
      if (reply.status !== 200) return failed("token", "status", { status: reply.status });
      const parsed = tokenReply.safeParse(reply.json);
      return parsed.success ? parsed.data.access_token : failed("token", "invalid-reply");
    },
    /** What the customer pays for, as the provider says now. */
    async entitlement(accessToken: string): Promise<Entitlement> {
      const reply = await send("entitlement", "/v1/entitlement", { method: "GET", headers: { Authorization: `Bearer ${accessToken}`, Accept: "application/json" } });
      if (reply.status !== 200) return failed("entitlement", "status", { status: reply.status });
      const parsed = entitlementSchema.safeParse(reply.json);
      return parsed.success ? parsed.data : failed("entitlement", "invalid-reply");
    },
  };
}
