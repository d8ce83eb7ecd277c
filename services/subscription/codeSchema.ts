/**
 * The tables of coupon and voucher codes and of partner deals (services/subscription/code*.ts, deal*.ts,
 * docs/codes-and-deals.md), one migration of services/db/migrate.ts once it is listed there; a migration's text never
 * changes once it has shipped.
 *
 * - `subscription_codes`: every code the service knows, normalised (codeSeed.ts `normaliseCode`), and its campaign;
 *   the seed's codes are written at start (codeStore.ts), the campaign terms stay in the seed.
 * - `subscription_code_redemptions`: each use of a code or a deal by an account: a coupon's or a deal's reserved price
 *   (RESERVED, then USED by the card order that paid it) or a voucher's activation (ACTIVATED, with its order). The
 *   unique indexes are the rules themselves, so no race can break them: one redemption per account and idempotency
 *   key, a code once per account, a unique code once ever, a partner's customer identifier once per deal (stored as a
 *   hash, never as typed), one open reservation per account and deal.
 * - `subscription_code_guesses`: the failed guesses at codes and identifiers, per bucket (an account, an address),
 *   for the throttle (codeThrottle.ts); rows past the window are dropped as new ones come.
 * No foreign key on user_id: the rows outlive an account, so a used unique code stays used after its owner left.
 */
export const codeTables = `
  CREATE TABLE subscription_codes (
    code TEXT PRIMARY KEY, campaign_id TEXT NOT NULL, created_at INTEGER NOT NULL
  ) WITHOUT ROWID;
  CREATE TABLE subscription_code_redemptions (
    id TEXT PRIMARY KEY, user_id TEXT NOT NULL, idempotency_key TEXT NOT NULL,
    source TEXT NOT NULL CHECK (source IN ('CODE', 'DEAL')),
    kind TEXT NOT NULL CHECK (kind IN ('COUPON', 'VOUCHER', 'PRICED')),
    code TEXT, unique_code INTEGER NOT NULL DEFAULT 0, deal_param TEXT, identifier_hash TEXT,
    product_id TEXT NOT NULL, country TEXT NOT NULL, currency TEXT NOT NULL, amount INTEGER NOT NULL,
    regular_amount INTEGER NOT NULL, periods INTEGER NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('RESERVED', 'USED', 'ACTIVATED')),
    order_id TEXT, end_date TEXT, created_at INTEGER NOT NULL, used_at INTEGER,
    UNIQUE (user_id, idempotency_key)
  );
  CREATE UNIQUE INDEX subscription_code_redemptions_once_per_account ON subscription_code_redemptions(user_id, code) WHERE code IS NOT NULL;
  CREATE UNIQUE INDEX subscription_code_redemptions_unique_once ON subscription_code_redemptions(code) WHERE unique_code = 1;
  CREATE UNIQUE INDEX subscription_code_redemptions_identifier_once ON subscription_code_redemptions(deal_param, identifier_hash)
    WHERE identifier_hash IS NOT NULL;
  CREATE UNIQUE INDEX subscription_code_redemptions_open_deal ON subscription_code_redemptions(user_id, deal_param)
    WHERE status = 'RESERVED' AND deal_param IS NOT NULL;
  CREATE TABLE subscription_code_guesses (bucket TEXT NOT NULL, attempt TEXT NOT NULL, at INTEGER NOT NULL);
  CREATE INDEX subscription_code_guesses_by_bucket ON subscription_code_guesses(bucket, at);
`;
