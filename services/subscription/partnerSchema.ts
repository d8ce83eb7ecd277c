/**
 * The tables of the partner TV providers' sign-in (Dish and Sling; services/partnerProvider, services/subscription/
 * partner*.ts, docs/partner-login.md), one migration of services/db/migrate.ts; a migration's text never changes once
 * it has shipped.
 *
 * The providers' stand-in (`partner_provider_*`), both providers in the same tables, told apart by `partner`:
 * - customers: each seeded customer's state as the provider holds it (status, packages, the paid-through date),
 *   written at the customer's first read, so the paid-through date is kept from then on;
 * - codes: the authorization codes (hashed), single use, with the client, redirect URI and PKCE challenge they were
 *   issued for;
 * - tokens: the access tokens (hashed) and the code each was issued from (a replayed code revokes them);
 * - notifications: the outbox of the signed notifications to Shasha, with its retries.
 *
 * The subscription service's (`subscription_partner_*`): the sign-in flows under way (the state hashed, the PKCE
 * verifier, the redirect URI), single use; the links between a provider's customer and a Shasha account (one
 * customer, one account; one customer per partner and account) with the `user_subscriptions` row they pay; and the
 * notifications already handled, by event id. No foreign key on user_id: the account deletion removes them.
 */
export const partnerLoginTables = `
  CREATE TABLE partner_provider_customers (
    partner TEXT NOT NULL, customer_id TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('ACTIVE', 'SUSPENDED', 'CANCELED')), packages TEXT NOT NULL,
    paid_through INTEGER NOT NULL, updated_at INTEGER NOT NULL,
    PRIMARY KEY (partner, customer_id)
  ) WITHOUT ROWID;
  CREATE TABLE partner_provider_codes (
    code_hash TEXT PRIMARY KEY, partner TEXT NOT NULL, client_id TEXT NOT NULL, customer_id TEXT NOT NULL,
    redirect_uri TEXT NOT NULL, code_challenge TEXT NOT NULL, expires_at INTEGER NOT NULL, used_at INTEGER
  ) WITHOUT ROWID;
  CREATE TABLE partner_provider_tokens (
    token_hash TEXT PRIMARY KEY, partner TEXT NOT NULL, customer_id TEXT NOT NULL, code_hash TEXT NOT NULL,
    expires_at INTEGER NOT NULL
  ) WITHOUT ROWID;
  CREATE INDEX partner_provider_tokens_by_code ON partner_provider_tokens(code_hash);
  CREATE TABLE partner_provider_notifications (
    id INTEGER PRIMARY KEY AUTOINCREMENT, partner TEXT NOT NULL, customer_id TEXT NOT NULL, body TEXT NOT NULL,
    created_at INTEGER NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, next_at INTEGER, delivered_at INTEGER, last_error TEXT
  );
  CREATE INDEX partner_provider_notifications_due ON partner_provider_notifications(next_at) WHERE next_at IS NOT NULL;
  CREATE TABLE subscription_partner_flows (
    state_hash TEXT PRIMARY KEY, user_id TEXT NOT NULL, partner TEXT NOT NULL, verifier TEXT NOT NULL,
    redirect_uri TEXT NOT NULL, created_at INTEGER NOT NULL, used_at INTEGER
  ) WITHOUT ROWID;
  CREATE INDEX subscription_partner_flows_by_age ON subscription_partner_flows(created_at);
  CREATE TABLE subscription_partner_links (
    partner TEXT NOT NULL, customer_id TEXT NOT NULL, user_id TEXT NOT NULL, position INTEGER NOT NULL,
    last_event_at INTEGER NOT NULL DEFAULT 0, linked_at INTEGER NOT NULL,
    PRIMARY KEY (partner, customer_id),
    UNIQUE (user_id, partner)
  ) WITHOUT ROWID;
  CREATE TABLE subscription_partner_events (
    partner TEXT NOT NULL, event_id TEXT NOT NULL, received_at INTEGER NOT NULL,
    PRIMARY KEY (partner, event_id)
  ) WITHOUT ROWID;
`;
