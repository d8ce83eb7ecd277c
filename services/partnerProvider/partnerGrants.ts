/**
 * What the providers' OAuth endpoints hand out (RFC 6749 with PKCE, RFC 7636): authorization codes (single use, 60 s,
 * bound to the client, the redirect URI and the S256 challenge they were issued for) and access tokens (an hour).
 * Both are 32 random bytes, base64url, stored only as their SHA-256, so the tables never hold a usable one. A code
 * presented a second time is refused and the tokens issued from it are revoked (RFC 6749 §4.1.2: it may have leaked).
 */
import { createHash } from "node:crypto";
import type Database from "better-sqlite3";
import { z } from "zod";
import { randomToken, sha256 } from "../user/secrets";
import type { PartnerProviderId } from "./partnerProviderSettings";

export const codeLifetimeMs = 60_000;
export const tokenLifetimeS = 3600;

/** base64url(SHA-256(verifier)): the S256 challenge of a PKCE verifier. */
export function s256Challenge(verifier: string): string {
  return createHash("sha256").update(verifier, "ascii").digest("base64url");
}

export interface CodeRequest {
  partner: PartnerProviderId;
  clientId: string;
  customerId: string;
  redirectUri: string;
  codeChallenge: string;
}

/** What a token request presents besides the client: the code, the redirect URI and the PKCE verifier. */
export interface CodeRedemption {
  partner: PartnerProviderId;
  clientId: string;
  code: string;
  redirectUri: string;
  codeVerifier: string;
}

const codeRowSchema = z.object({
  partner: z.string(),
  client_id: z.string(),
  customer_id: z.string(),
  redirect_uri: z.string(),
  code_challenge: z.string(),
  expires_at: z.number().int(),
  used_at: z.number().int().nullable(),
});

const tokenRowSchema = z.object({ partner: z.string(), customer_id: z.string(), expires_at: z.number().int() });

export type GrantStore = ReturnType<typeof createGrantStore>;

export function createGrantStore(db: Database.Database, now: () => Date) {
  return {
    /** A new authorization code for the signed-in customer. */
    issueCode(request: CodeRequest): string {
      const code = randomToken();
      const at = now().getTime();
      db.prepare("DELETE FROM partner_provider_codes WHERE expires_at < ?").run(at - 24 * 3600_000);
      db.prepare(
        "INSERT INTO partner_provider_codes (code_hash, partner, client_id, customer_id, redirect_uri, code_challenge, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
      ).run(sha256(code), request.partner, request.clientId, request.customerId, request.redirectUri, request.codeChallenge, at + codeLifetimeMs);
      return code;
    },
    /**
     * The customer the code was issued to, when it is this client's, unused, unexpired, for this redirect URI and the
     * verifier matches its challenge; the code is used up by the try either way. Undefined: invalid_grant.
     */
    redeemCode(redemption: CodeRedemption): { customerId: string; accessToken: string } | undefined {
      const codeHash = sha256(redemption.code);
      const at = now().getTime();
      return db.transaction(() => {
        const raw: unknown = db.prepare("SELECT * FROM partner_provider_codes WHERE code_hash = ?").get(codeHash);
        if (raw === undefined) return undefined;
        const row = codeRowSchema.parse(raw);
        if (row.used_at !== null) {
          db.prepare("DELETE FROM partner_provider_tokens WHERE code_hash = ?").run(codeHash);
          return undefined;
        }
        db.prepare("UPDATE partner_provider_codes SET used_at = ? WHERE code_hash = ?").run(at, codeHash);
        const valid =
          row.partner === redemption.partner &&
          row.client_id === redemption.clientId &&
          row.expires_at > at &&
          row.redirect_uri === redemption.redirectUri &&
          row.code_challenge === s256Challenge(redemption.codeVerifier);
        if (!valid) return undefined;
        const accessToken = randomToken();
        db.prepare("INSERT INTO partner_provider_tokens (token_hash, partner, customer_id, code_hash, expires_at) VALUES (?, ?, ?, ?, ?)").run(
          sha256(accessToken),
          row.partner,
          row.customer_id,
          codeHash,
          at + tokenLifetimeS * 1000,
        );
        return { customerId: row.customer_id, accessToken };
      })();
    },
    /** The customer a live access token of this provider stands for; undefined otherwise. */
    customerOf(partner: PartnerProviderId, accessToken: string): string | undefined {
      const raw: unknown = db.prepare("SELECT partner, customer_id, expires_at FROM partner_provider_tokens WHERE token_hash = ?").get(sha256(accessToken));
      if (raw === undefined) return undefined;
      const row = tokenRowSchema.parse(raw);
      return row.partner === partner && row.expires_at > now().getTime() ? row.customer_id : undefined;
    },
  };
}
