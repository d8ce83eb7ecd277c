/**
 * The tables of in-app payments (services/storeProvider, services/subscription/inApp*.ts), one migration for
 * services/db/migrate.ts (until it is listed there, the tests apply it on top of `migrate`). A migration's text never
 * changes once it has shipped.
 *
 * The store stand-ins' (`store_provider_*`, docs/in-app-payments.md "The store stand-ins"), both stores in the same
 * tables, told apart by `store`:
 * - keys: the App Store's ES256 signing key (kept, so a restart signs with the key the service already holds);
 * - subscriptions: one per store subscription (Apple: its originalTransactionId; Google: its purchase token), its
 *   product, the product it renews into (a downgrade), the app's account token, the state, auto-renew, the paid
 *   period's end, the token it replaced (Google's linkedPurchaseToken) and whether it was acknowledged;
 * - transactions: every period paid (purchase, renewal, upgrade), by transaction id;
 * - notifications: the outbox of the notifications (bodies as sent), with its retries.
 *
 * The subscription service's (`subscription_in_app_*`): one purchase row per in-app order (the store, the app account
 * token bound to it, the store product, and once activated the store subscription it holds and the
 * `user_subscriptions` row it pays, `position`); the proofs already used (a transaction or a purchase token makes one
 * order PAID, never two); and the notifications already handled. No foreign key on user_id: the account deletion
 * removes them.
 */
export const inAppPaymentTables = `
  CREATE TABLE store_provider_keys (
    kid TEXT PRIMARY KEY, private_key_pem TEXT NOT NULL, public_jwk TEXT NOT NULL, created_at INTEGER NOT NULL
  );
  CREATE TABLE store_provider_subscriptions (
    id TEXT PRIMARY KEY, store TEXT NOT NULL CHECK (store IN ('apple', 'google')), product_id TEXT NOT NULL,
    next_product_id TEXT, app_account_token TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('ACTIVE', 'EXPIRED', 'REPLACED')), auto_renew INTEGER NOT NULL,
    acknowledged INTEGER NOT NULL DEFAULT 0, linked_id TEXT, latest_transaction_id TEXT NOT NULL,
    purchased_at INTEGER NOT NULL, expires_at INTEGER NOT NULL, updated_at INTEGER NOT NULL
  );
  CREATE TABLE store_provider_transactions (
    transaction_id TEXT PRIMARY KEY, subscription_id TEXT NOT NULL REFERENCES store_provider_subscriptions(id),
    product_id TEXT NOT NULL, reason TEXT NOT NULL CHECK (reason IN ('PURCHASE', 'RENEWAL', 'UPGRADE')),
    purchased_at INTEGER NOT NULL, expires_at INTEGER NOT NULL
  );
  CREATE INDEX store_provider_transactions_by_subscription ON store_provider_transactions(subscription_id, purchased_at);
  CREATE TABLE store_provider_notifications (
    id INTEGER PRIMARY KEY AUTOINCREMENT, store TEXT NOT NULL, subscription_id TEXT NOT NULL, body TEXT NOT NULL,
    created_at INTEGER NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, next_at INTEGER, delivered_at INTEGER, last_error TEXT
  );
  CREATE INDEX store_provider_notifications_due ON store_provider_notifications(store, next_at) WHERE next_at IS NOT NULL;
  CREATE TABLE subscription_in_app_purchases (
    order_id TEXT PRIMARY KEY, user_id TEXT NOT NULL, store TEXT NOT NULL CHECK (store IN ('apple', 'google')),
    app_account_token TEXT NOT NULL UNIQUE, store_product_id TEXT NOT NULL, store_subscription_id TEXT UNIQUE,
    position INTEGER, last_event_at INTEGER NOT NULL DEFAULT 0, created_at INTEGER NOT NULL
  );
  CREATE INDEX subscription_in_app_purchases_by_user ON subscription_in_app_purchases(user_id, position);
  CREATE TABLE subscription_in_app_proofs (
    store TEXT NOT NULL, proof_id TEXT NOT NULL, order_id TEXT NOT NULL, used_at INTEGER NOT NULL,
    PRIMARY KEY (store, proof_id)
  ) WITHOUT ROWID;
  CREATE TABLE subscription_in_app_notifications (
    store TEXT NOT NULL, notification_id TEXT NOT NULL, received_at INTEGER NOT NULL,
    PRIMARY KEY (store, notification_id)
  ) WITHOUT ROWID;
`;
