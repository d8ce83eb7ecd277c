/**
 * The tables of cash payments (services/cashProvider, services/subscription/cash*.ts, docs/cash-payments.md), one
 * migration of services/db/migrate.ts; a migration's text never changes once it has shipped.
 *
 * The provider stand-in's (`cash_provider_*`, like Fawry's side): the charge requests, keyed by the reference number
 * the customer pays at an outlet (unique, the merchant's reference unique too, so a repeated request is recognised by
 * its hash), and the notifications' outbox to the subscription service.
 *
 * The subscription service's (`subscription_cash_*`): the reference of each cash order (`subscription_orders` holds
 * the order, with `payment_method` 'fawry'), the idempotency keys that named an order (also those that were answered
 * with an open reference of the same package), and the provider's notifications already acted on, by reference and
 * status. No foreign key on user_id: the account deletion removes them.
 */
export const cashPaymentTables = `
  CREATE TABLE cash_provider_charges (
    reference_number TEXT PRIMARY KEY, merchant_ref_number TEXT NOT NULL UNIQUE, request_hash TEXT NOT NULL,
    customer_profile_id TEXT NOT NULL, amount_value INTEGER NOT NULL, currency TEXT NOT NULL, description TEXT NOT NULL,
    language TEXT NOT NULL, status TEXT NOT NULL CHECK (status IN ('UNPAID', 'PAID', 'EXPIRED', 'CANCELED')),
    payment_method TEXT, created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL, paid_at INTEGER, updated_at INTEGER NOT NULL
  );
  CREATE INDEX cash_provider_charges_unpaid ON cash_provider_charges(expires_at) WHERE status = 'UNPAID';
  CREATE TABLE cash_provider_notifications (
    id INTEGER PRIMARY KEY AUTOINCREMENT, reference_number TEXT NOT NULL, body TEXT NOT NULL, created_at INTEGER NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0, next_at INTEGER, delivered_at INTEGER, last_error TEXT
  );
  CREATE INDEX cash_provider_notifications_due ON cash_provider_notifications(next_at) WHERE next_at IS NOT NULL;
  CREATE INDEX cash_provider_notifications_by_reference ON cash_provider_notifications(reference_number, id);
  CREATE TABLE subscription_cash_references (
    order_id TEXT PRIMARY KEY, user_id TEXT NOT NULL, reference_number TEXT NOT NULL UNIQUE, product_id TEXT NOT NULL,
    amount INTEGER NOT NULL, currency TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('UNPAID', 'PAID', 'EXPIRED', 'CANCELED')),
    expires_at INTEGER NOT NULL, paid_at INTEGER, created_at INTEGER NOT NULL
  );
  CREATE INDEX subscription_cash_references_by_user ON subscription_cash_references(user_id, created_at);
  CREATE TABLE subscription_cash_keys (
    user_id TEXT NOT NULL, idempotency_key TEXT NOT NULL, product_id TEXT NOT NULL, order_id TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, idempotency_key)
  ) WITHOUT ROWID;
  CREATE TABLE subscription_cash_notifications (
    reference_number TEXT NOT NULL, order_status TEXT NOT NULL, received_at INTEGER NOT NULL,
    PRIMARY KEY (reference_number, order_status)
  ) WITHOUT ROWID;
`;
