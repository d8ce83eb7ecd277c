/**
 * Changing the saved card (csgCardChange.ts, docs/subscription-service.md "Changing the saved card"): an order of
 * kind CARD_CHANGE is the provider's zero-amount check of a new card, which its signed notification turns into the
 * account's default card. SQLite cannot widen a CHECK constraint in place, so the orders table is rebuilt with the
 * same columns and rows and a `kind` that also allows CARD_CHANGE. One migration of services/db/migrate.ts; a
 * migration's text never changes once it has shipped.
 */
export const cardChangeOrderKind = `
  CREATE TABLE subscription_orders_next (
    id TEXT PRIMARY KEY, user_id TEXT NOT NULL, idempotency_key TEXT NOT NULL, product_id TEXT NOT NULL,
    amount INTEGER NOT NULL, currency TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('PENDING', 'CHALLENGE', 'PAID', 'REFUSED')),
    refusal_reason TEXT, psp_reference TEXT, redirect_url TEXT, billing_address TEXT, card_issuer TEXT, card_last4 TEXT,
    created_at INTEGER NOT NULL, paid_at INTEGER,
    kind TEXT NOT NULL DEFAULT 'SUBSCRIBE' CHECK (kind IN ('SUBSCRIBE', 'UPGRADE', 'CARD_CHANGE')),
    from_product_id TEXT,
    payment_method TEXT NOT NULL DEFAULT 'creditCard',
    reservation_id TEXT,
    reservation_kind TEXT CHECK (reservation_kind IN ('COUPON', 'DEAL')),
    reservation_periods INTEGER CHECK (reservation_periods >= 1),
    UNIQUE (user_id, idempotency_key)
  );
  INSERT INTO subscription_orders_next (id, user_id, idempotency_key, product_id, amount, currency, status, refusal_reason, psp_reference,
    redirect_url, billing_address, card_issuer, card_last4, created_at, paid_at, kind, from_product_id, payment_method, reservation_id,
    reservation_kind, reservation_periods)
  SELECT id, user_id, idempotency_key, product_id, amount, currency, status, refusal_reason, psp_reference, redirect_url, billing_address,
    card_issuer, card_last4, created_at, paid_at, kind, from_product_id, payment_method, reservation_id, reservation_kind, reservation_periods
  FROM subscription_orders;
  DROP TABLE subscription_orders;
  ALTER TABLE subscription_orders_next RENAME TO subscription_orders;
  CREATE INDEX subscription_orders_by_user ON subscription_orders(user_id, created_at);
`;
