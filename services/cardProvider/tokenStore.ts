/**
 * `card_provider_tokens`: what the provider keeps of a tokenized card. Never the number nor the security code: the
 * brand, last4, bin (first 6), expiry, issuer country and the test outcome the number stood for. A token is good for a
 * first payment for 30 minutes; once a payment with it is authorised it is a stored payment method of that shopper,
 * without expiry.
 */
import { randomBytes } from "node:crypto";
import type Database from "better-sqlite3";
import { z } from "zod";

export const tokenLifetimeMs = 30 * 60 * 1000;

const tokenRowSchema = z.object({
  token: z.string(),
  brand: z.string(),
  last4: z.string(),
  bin: z.string(),
  expiry_month: z.number().int(),
  expiry_year: z.number().int(),
  issuer_country: z.string(),
  test_outcome: z.enum(["authorised", "refused", "not-enough-balance", "expired-card", "challenge"]),
  shopper_reference: z.string().nullable(),
  created_at: z.number(),
  expires_at: z.number().nullable(),
  stored_at: z.number().nullable(),
});
export type TokenRow = z.output<typeof tokenRowSchema>;

export interface NewToken {
  brand: string;
  last4: string;
  bin: string;
  expiryMonth: number;
  expiryYear: number;
  issuerCountry: string;
  testOutcome: TokenRow["test_outcome"];
}

export type TokenStore = ReturnType<typeof createTokenStore>;

export function createTokenStore(db: Database.Database) {
  return {
    /** A new random token (192 bits) for the card, good for a first payment until 30 minutes from `now`. */
    issue(card: NewToken, now: Date): string {
      const token = randomBytes(24).toString("base64url");
      db.prepare(
        `INSERT INTO card_provider_tokens (token, brand, last4, bin, expiry_month, expiry_year, issuer_country, test_outcome, created_at, expires_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(token, card.brand, card.last4, card.bin, card.expiryMonth, card.expiryYear, card.issuerCountry, card.testOutcome, now.getTime(), now.getTime() + tokenLifetimeMs);
      return token;
    },
    /**
     * The token's card when it may pay for the shopper now: a stored one only for the shopper it was stored for, a
     * new one until it expires.
     */
    usable(token: string, shopperReference: string, now: Date): TokenRow | undefined {
      const raw: unknown = db.prepare("SELECT * FROM card_provider_tokens WHERE token = ?").get(token);
      if (raw === undefined) return undefined;
      const row = tokenRowSchema.parse(raw);
      if (row.stored_at !== null) return row.shopper_reference === shopperReference ? row : undefined;
      return row.expires_at !== null && row.expires_at > now.getTime() ? row : undefined;
    },
    /** After an authorised payment: a stored payment method of the shopper, without expiry. */
    store(token: string, shopperReference: string, now: Date): void {
      db.prepare("UPDATE card_provider_tokens SET stored_at = ?, expires_at = NULL, shopper_reference = ? WHERE token = ? AND stored_at IS NULL").run(
        now.getTime(),
        shopperReference,
        token,
      );
    },
    find(token: string): TokenRow | undefined {
      const raw: unknown = db.prepare("SELECT * FROM card_provider_tokens WHERE token = ?").get(token);
      return raw === undefined ? undefined : tokenRowSchema.parse(raw);
    },
    /** Drops the tokens that expired unused more than a day before `now`; returns how many. */
    purge(now: Date): number {
      return db.prepare("DELETE FROM card_provider_tokens WHERE stored_at IS NULL AND expires_at < ?").run(now.getTime() - 24 * 60 * 60 * 1000).changes;
    },
  };
}
