/**
 * The rows of codes and deals (codeSchema.ts): the codes the service knows (the seed's, written at start), the
 * redemptions (a reserved price, a voucher's activation) and the guess throttle (codeThrottle.ts). Rows are checked
 * with zod as they are read. A partner's customer identifier is stored only as a hash (`identifierHash`).
 */
import { createHash } from "node:crypto";
import type Database from "better-sqlite3";
import { z } from "zod";
import { loadCodeSeed, type CodeSeed } from "./codeSeed";
import type { CodeCampaign } from "./codeSeedSchema";
import { createCodeThrottle } from "./codeThrottle";

const redemptionSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  idempotency_key: z.string(),
  source: z.enum(["CODE", "DEAL"]),
  kind: z.enum(["COUPON", "VOUCHER", "PRICED"]),
  code: z.string().nullable(),
  unique_code: z.number().int(),
  deal_param: z.string().nullable(),
  identifier_hash: z.string().nullable(),
  product_id: z.string(),
  country: z.string(),
  currency: z.string(),
  amount: z.number().int(),
  regular_amount: z.number().int(),
  periods: z.number().int(),
  status: z.enum(["RESERVED", "USED", "ACTIVATED"]),
  order_id: z.string().nullable(),
  end_date: z.string().nullable(),
  created_at: z.number().int(),
  used_at: z.number().int().nullable(),
});
export type Redemption = z.output<typeof redemptionSchema>;

/** What a price reserved for the card payment, or a voucher's activation, records. */
export interface NewRedemption {
  id: string;
  userId: string;
  idempotencyKey: string;
  source: Redemption["source"];
  kind: Redemption["kind"];
  code?: string;
  /** A code of a unique batch: once ever. */
  unique?: boolean;
  dealParam?: string;
  identifierHash?: string;
  productId: string;
  country: string;
  currency: string;
  amount: number;
  regularAmount: number;
  periods: number;
  status: "RESERVED" | "ACTIVATED";
  orderId?: string;
  endDate?: string;
  at: Date;
}

/** The price part of a reservation, when it is priced again (another package of the same deal, another country). */
export interface Repricing {
  productId: string;
  country: string;
  currency: string;
  amount: number;
  regularAmount: number;
  periods: number;
  identifierHash?: string;
}

/** A partner identifier as stored: a hash bound to the deal, so the table never holds the number itself. */
export function identifierHash(dealParam: string, identifier: string): string {
  return createHash("sha256").update(`${dealParam}\n${identifier}`).digest("hex");
}

export type CodeStore = ReturnType<typeof createCodeStore>;

export function createCodeStore(db: Database.Database, seed: CodeSeed = loadCodeSeed()) {
  const write = db.prepare("INSERT INTO subscription_codes (code, campaign_id, created_at) VALUES (?, ?, ?) ON CONFLICT (code) DO UPDATE SET campaign_id = excluded.campaign_id");
  db.transaction(() => {
    for (const [code, campaignId] of seed.codes) write.run(code, campaignId, Date.now());
  })();
  const campaignIdOf = db.prepare("SELECT campaign_id FROM subscription_codes WHERE code = ?").pluck();
  const one = (sql: string, ...values: (string | number)[]): Redemption | undefined => {
    const row: unknown = db.prepare(`SELECT * FROM subscription_code_redemptions WHERE ${sql}`).get(...values);
    return row === undefined ? undefined : redemptionSchema.parse(row);
  };
  return {
    seed,
    throttle: createCodeThrottle(db),
    /** The campaign of a known code (normalised); undefined for any other. */
    campaignOf(code: string): CodeCampaign | undefined {
      const campaignId: unknown = campaignIdOf.get(code);
      return typeof campaignId === "string" ? seed.campaigns.get(campaignId) : undefined;
    },
    /** Every redemption of the code (normalised), by any account. */
    redemptionsOf: (code: string): Redemption[] =>
      db
        .prepare("SELECT * FROM subscription_code_redemptions WHERE code = ? ORDER BY created_at, rowid")
        .all(code)
        .map((row) => redemptionSchema.parse(row)),
    byKey: (userId: string, idempotencyKey: string) => one("user_id = ? AND idempotency_key = ?", userId, idempotencyKey),
    /** The account's own redemption, never another's. */
    ofUser: (userId: string, id: string) => one("user_id = ? AND id = ?", userId, id),
    /** The account's reservation of the deal that no payment used yet. */
    openDealOf: (userId: string, dealParam: string) => one("user_id = ? AND deal_param = ? AND status = 'RESERVED'", userId, dealParam),
    byIdentifier: (dealParam: string, hash: string) => one("deal_param = ? AND identifier_hash = ?", dealParam, hash),
    insert(row: NewRedemption): Redemption {
      db.prepare(
        `INSERT INTO subscription_code_redemptions (id, user_id, idempotency_key, source, kind, code, unique_code, deal_param, identifier_hash, product_id,
           country, currency, amount, regular_amount, periods, status, order_id, end_date, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        row.id,
        row.userId,
        row.idempotencyKey,
        row.source,
        row.kind,
        row.code ?? null,
        row.unique === true ? 1 : 0,
        row.dealParam ?? null,
        row.identifierHash ?? null,
        row.productId,
        row.country,
        row.currency,
        row.amount,
        row.regularAmount,
        row.periods,
        row.status,
        row.orderId ?? null,
        row.endDate ?? null,
        row.at.getTime(),
      );
      const stored = one("id = ?", row.id);
      if (stored === undefined) throw new Error(`The redemption ${row.id} was not stored.`);
      return stored;
    },
    /** An open reservation priced again (another package of the deal, another country, another identifier). */
    reprice(id: string, price: Repricing): void {
      db.prepare(
        `UPDATE subscription_code_redemptions SET product_id = ?, country = ?, currency = ?, amount = ?, regular_amount = ?, periods = ?,
           identifier_hash = coalesce(?, identifier_hash) WHERE id = ? AND status = 'RESERVED'`,
      ).run(price.productId, price.country, price.currency, price.amount, price.regularAmount, price.periods, price.identifierHash ?? null, id);
    },
    /** The reservation used by the card order that paid it; false when it was not open (used already, or unknown). */
    markUsed: (id: string, orderId: string, at: Date): boolean =>
      db.prepare("UPDATE subscription_code_redemptions SET status = 'USED', order_id = ?, used_at = ? WHERE id = ? AND status = 'RESERVED'").run(orderId, at.getTime(), id).changes === 1,
  };
}
