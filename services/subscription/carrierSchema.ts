/**
 * The tables of mobile carrier billing (services/carrierProvider, services/subscription/tpay*.ts), one migration of
 * services/db/migrate.ts. Filled in by the carrier billing work; a migration's text never changes once it has shipped.
 *
 * The provider stand-in's (`carrier_provider_*`, docs/carrier-billing.md "The provider stand-in"):
 * - contracts: one per merchant idempotency key, with the number, the operator, the price per period (and the tier
 *   the next renewal bills), the state, the paid period and the per-contract event sequence its notifications carry;
 * - pins: the contract's current PIN, hashed (never in clear), its expiry, wrong tries and resends;
 * - charges: every charge tried (first, renewal, reactivation), paid or failed, by transaction id;
 * - notifications: the signed notifications' outbox (unsigned bodies, signed as they are sent), with its retries.
 *
 * The subscription service's (`subscription_carrier_*`): which provider contract an order made (the number, the
 * operator, the country, the SMS language, the flow), which `user_subscriptions` row it pays once charged
 * (`position`) and the last contract event applied (`last_sequence`, so a late notification never undoes a newer
 * one); and the notifications already handled, by transaction id and event, so a repeated one changes nothing. No
 * foreign key on user_id: the account deletion removes them.
 */
export const carrierBillingTables = `
  CREATE TABLE carrier_provider_contracts (
    contract_id TEXT PRIMARY KEY, idempotency_key TEXT NOT NULL UNIQUE, request_hash TEXT NOT NULL,
    merchant_reference TEXT NOT NULL, customer_reference TEXT NOT NULL, product_id TEXT NOT NULL, next_product_id TEXT,
    msisdn TEXT NOT NULL, operator_code TEXT NOT NULL, language TEXT NOT NULL,
    flow TEXT NOT NULL CHECK (flow IN ('PIN', 'HEADER_ENRICHMENT')),
    amount_value INTEGER NOT NULL, next_amount_value INTEGER, currency TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('PENDING_PIN', 'ACTIVE', 'CANCELED', 'SUSPENDED', 'FAILED', 'EXPIRED')),
    period_start INTEGER, period_end INTEGER, sequence INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL
  );
  CREATE INDEX carrier_provider_contracts_by_reference ON carrier_provider_contracts(merchant_reference);
  CREATE INDEX carrier_provider_contracts_by_msisdn ON carrier_provider_contracts(msisdn, created_at);
  CREATE INDEX carrier_provider_contracts_due ON carrier_provider_contracts(status, period_end);
  CREATE TABLE carrier_provider_pins (
    contract_id TEXT PRIMARY KEY REFERENCES carrier_provider_contracts(contract_id), pin_hash TEXT NOT NULL,
    expires_at INTEGER NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, resends INTEGER NOT NULL DEFAULT 0,
    sent_at INTEGER NOT NULL
  );
  CREATE TABLE carrier_provider_charges (
    transaction_id TEXT PRIMARY KEY, contract_id TEXT NOT NULL REFERENCES carrier_provider_contracts(contract_id),
    charge_type TEXT NOT NULL CHECK (charge_type IN ('FIRST', 'RENEWAL', 'REACTIVATION')), product_id TEXT NOT NULL,
    amount_value INTEGER NOT NULL, currency TEXT NOT NULL, status TEXT NOT NULL CHECK (status IN ('CHARGED', 'FAILED')),
    reason TEXT, created_at INTEGER NOT NULL
  );
  CREATE INDEX carrier_provider_charges_by_contract ON carrier_provider_charges(contract_id, created_at);
  CREATE TABLE carrier_provider_notifications (
    id INTEGER PRIMARY KEY AUTOINCREMENT, contract_id TEXT NOT NULL, body TEXT NOT NULL, created_at INTEGER NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0, next_at INTEGER, delivered_at INTEGER, last_error TEXT
  );
  CREATE INDEX carrier_provider_notifications_due ON carrier_provider_notifications(next_at) WHERE next_at IS NOT NULL;
  CREATE INDEX carrier_provider_notifications_by_contract ON carrier_provider_notifications(contract_id, id);
  CREATE TABLE subscription_carrier_contracts (
    order_id TEXT PRIMARY KEY, user_id TEXT NOT NULL, contract_id TEXT UNIQUE, operator_code TEXT NOT NULL,
    msisdn TEXT NOT NULL, country TEXT NOT NULL, language TEXT NOT NULL,
    flow TEXT NOT NULL CHECK (flow IN ('PIN', 'HEADER_ENRICHMENT')), position INTEGER, last_sequence INTEGER NOT NULL DEFAULT 0, created_at INTEGER NOT NULL
  );
  CREATE INDEX subscription_carrier_contracts_by_user ON subscription_carrier_contracts(user_id, position);
  CREATE TABLE subscription_carrier_notifications (
    transaction_id TEXT NOT NULL, event TEXT NOT NULL, received_at INTEGER NOT NULL,
    PRIMARY KEY (transaction_id, event)
  ) WITHOUT ROWID;
`;
