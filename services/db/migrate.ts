// oxlint-disable max-lines -- over 250 lines because the migrations below are one ordered list, each one's place in
// it being its schema version: they stay together, in order, in this one file.
import type Database from "better-sqlite3";
import { z } from "zod";
import { carrierBillingTables } from "../subscription/carrierSchema";
import { cashPaymentTables } from "../subscription/cashSchema";
import { inAppPaymentTables } from "../subscription/inAppSchema";
import { codeTables } from "../subscription/codeSchema";
import { orderReservationColumns } from "../subscription/reservationSchema";
import { partnerLoginTables } from "../subscription/partnerSchema";
import { cardChangeOrderKind } from "../subscription/cardChangeSchema";
import { sessionSubscriptionPinColumn } from "../user/subscriptionPinSchema";
import { epgProgrammesTable } from "../content/epgMigration";
import { liveEventsTable } from "../content/liveEventMigration";
import { channelReplayTable } from "../content/channelReplayMigration";
import { searchIndexTables } from "../content/searchMigration";
import { favouritesTable } from "../personalization/favouritesSchema";
import { profileTastesTable } from "../personalization/onboardingSchema";
import { deviceTables } from "../user/deviceSchema";
import { setTopBoxTable } from "../user/setTopBoxStore";
import { sportsTables } from "../sports/sportsSchema";

/**
 * Schema migrations, applied in order. Each runs once; the applied version is kept in `meta.schemaVersion`.
 * Append new migrations, never edit an applied one.
 */
export const migrations: readonly string[] = [
  `
  CREATE TABLE genres (id TEXT PRIMARY KEY, title TEXT NOT NULL, position INTEGER NOT NULL);
  CREATE TABLE products (
    id TEXT PRIMARY KEY,
    product_type TEXT NOT NULL,
    show_type TEXT,
    title TEXT NOT NULL,
    description TEXT NOT NULL,
    release_date TEXT NOT NULL,
    duration INTEGER,
    genres TEXT NOT NULL,
    persons TEXT NOT NULL,
    plus INTEGER NOT NULL,
    stream_state TEXT NOT NULL,
    popularity_month INTEGER NOT NULL,
    trending_week INTEGER NOT NULL,
    season_id TEXT,
    show_id TEXT,
    episode_number INTEGER,
    event_type TEXT,
    image_name TEXT NOT NULL,
    sort_ar INTEGER NOT NULL DEFAULT 0,
    sort_en INTEGER NOT NULL DEFAULT 0,
    sort_fr INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX products_type_date ON products(product_type, release_date);
  CREATE INDEX products_type_popular ON products(product_type, popularity_month);
  CREATE INDEX products_type_trending ON products(product_type, trending_week);
  CREATE INDEX products_type_sort_ar ON products(product_type, sort_ar);
  CREATE INDEX products_type_sort_en ON products(product_type, sort_en);
  CREATE INDEX products_type_sort_fr ON products(product_type, sort_fr);
  CREATE INDEX products_date ON products(release_date);
  CREATE INDEX products_show ON products(show_id);
  CREATE TABLE product_genres (
    product_id TEXT NOT NULL, genre_id TEXT NOT NULL, position INTEGER NOT NULL,
    PRIMARY KEY (product_id, genre_id)
  ) WITHOUT ROWID;
  CREATE INDEX product_genres_by_genre ON product_genres(genre_id, product_id);
  CREATE TABLE seasons (id TEXT PRIMARY KEY, show_id TEXT NOT NULL, season_number INTEGER NOT NULL);
  CREATE TABLE carousels (id TEXT PRIMARY KEY, title TEXT NOT NULL);
  CREATE TABLE carousel_items (
    carousel_id TEXT NOT NULL, position INTEGER NOT NULL, product_id TEXT NOT NULL,
    PRIMARY KEY (carousel_id, position)
  ) WITHOUT ROWID;
  CREATE TABLE editorial_pages (id TEXT PRIMARY KEY, title TEXT NOT NULL);
  CREATE TABLE editorial_page_carousels (
    page_id TEXT NOT NULL, position INTEGER NOT NULL, carousel_id TEXT NOT NULL,
    PRIMARY KEY (page_id, position)
  ) WITHOUT ROWID;
  CREATE TABLE metadata (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  CREATE TABLE sessions (
    session_key TEXT PRIMARY KEY, app_key TEXT NOT NULL, uuid TEXT NOT NULL,
    created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL
  );
  CREATE INDEX sessions_by_expiry ON sessions(expires_at);
  CREATE TABLE entries (
    id TEXT PRIMARY KEY, type_id TEXT NOT NULL, type_alias TEXT NOT NULL, entry_alias TEXT NOT NULL,
    created_at TEXT NOT NULL, updated_at TEXT NOT NULL, fields TEXT NOT NULL DEFAULT '{}',
    UNIQUE (type_alias, entry_alias)
  );
  CREATE INDEX entries_by_alias ON entries(entry_alias);
  CREATE TABLE screen_versions (
    screen_id TEXT NOT NULL, version INTEGER NOT NULL, document TEXT NOT NULL,
    created_at TEXT NOT NULL, summary TEXT NOT NULL,
    PRIMARY KEY (screen_id, version)
  );
  `,
  // The management API records who published each version; older rows came from the seed.
  `ALTER TABLE screen_versions ADD COLUMN author TEXT NOT NULL DEFAULT 'seed';`,
  // The user and profile services (docs/user-service.md). Secrets (passwords, tokens, codes, PINs) are stored hashed.
  `
  CREATE TABLE users (
    id TEXT PRIMARY KEY, email TEXT UNIQUE, phone TEXT UNIQUE, password_hash TEXT,
    first_name TEXT NOT NULL DEFAULT '', last_name TEXT NOT NULL DEFAULT '', country TEXT NOT NULL DEFAULT 'JO',
    login_provider TEXT NOT NULL, email_verified INTEGER NOT NULL DEFAULT 0,
    subscribe_promotion INTEGER NOT NULL DEFAULT 0, subscribe_newsletter INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL
  );
  CREATE TABLE user_identities (
    provider TEXT NOT NULL, subject TEXT NOT NULL, user_id TEXT NOT NULL REFERENCES users(id),
    PRIMARY KEY (provider, subject)
  );
  CREATE TABLE user_subscriptions (
    user_id TEXT NOT NULL REFERENCES users(id), position INTEGER NOT NULL, sku TEXT NOT NULL,
    purchase_type TEXT NOT NULL, status TEXT NOT NULL, next_sku TEXT, start_date TEXT NOT NULL, end_date TEXT NOT NULL,
    payment_method_type TEXT NOT NULL, payment_method_name TEXT NOT NULL,
    PRIMARY KEY (user_id, position)
  );
  CREATE TABLE user_sessions (
    token_hash TEXT PRIMARY KEY, session_id TEXT NOT NULL, user_id TEXT NOT NULL REFERENCES users(id),
    created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL
  );
  CREATE INDEX user_sessions_by_user ON user_sessions(user_id);
  CREATE TABLE user_codes (
    id INTEGER PRIMARY KEY AUTOINCREMENT, kind TEXT NOT NULL, code_hash TEXT NOT NULL, target TEXT NOT NULL,
    detail TEXT NOT NULL DEFAULT '', expires_at INTEGER NOT NULL, used INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX user_codes_by_hash ON user_codes(kind, code_hash);
  CREATE INDEX user_codes_by_target ON user_codes(kind, target);
  CREATE TABLE outbox (
    id INTEGER PRIMARY KEY AUTOINCREMENT, recipient TEXT NOT NULL, kind TEXT NOT NULL, subject TEXT NOT NULL,
    text TEXT NOT NULL, link TEXT, code TEXT, sent_at TEXT NOT NULL
  );
  CREATE INDEX outbox_by_recipient ON outbox(recipient, id);
  CREATE TABLE profiles (
    id TEXT PRIMARY KEY, user_id TEXT NOT NULL REFERENCES users(id), position INTEGER NOT NULL, name TEXT NOT NULL,
    avatar_alias TEXT NOT NULL, type TEXT NOT NULL, birthdate TEXT, age_restriction INTEGER,
    is_default INTEGER NOT NULL DEFAULT 0, lang TEXT NOT NULL, pin_hash TEXT,
    requires_onboarding INTEGER NOT NULL DEFAULT 1
  );
  CREATE INDEX profiles_by_user ON profiles(user_id, position);
  CREATE TABLE profile_settings (
    user_id TEXT PRIMARY KEY REFERENCES users(id), pin_hash TEXT, max_age_restriction INTEGER
  );
  `,
  // Age ratings (domain/ageLimit.ts). Nullable: rows stored before this are rated at start-up (seed/ageRatings.ts).
  `
  ALTER TABLE products ADD COLUMN age_rating INTEGER;
  `,
  // The profile a session has selected (POST /userprofile/profiles/{id}/select): the profiles service checks
  // master-only operations against it, never against what a caller claims. NULL: none selected yet.
  `
  ALTER TABLE user_sessions ADD COLUMN profile_id TEXT;
  `,
  // The user services' throttle (services/user/throttle.ts): attempts are reserved here before a secret is checked,
  // so concurrent guesses, restarts and junk keys cannot reset the count; addresses that signed in to an account are
  // trusted for it. The expiry indexes serve the scheduled purge (services/user/purge.ts).
  `
  CREATE TABLE throttle_attempts (
    id INTEGER PRIMARY KEY AUTOINCREMENT, bucket TEXT NOT NULL, attempt TEXT NOT NULL, at INTEGER NOT NULL
  );
  CREATE INDEX throttle_attempts_by_bucket ON throttle_attempts(bucket, at);
  CREATE INDEX throttle_attempts_by_attempt ON throttle_attempts(attempt);
  CREATE INDEX throttle_attempts_by_time ON throttle_attempts(at);
  CREATE TABLE throttle_trust (
    account TEXT NOT NULL, address TEXT NOT NULL, at INTEGER NOT NULL,
    PRIMARY KEY (account, address)
  ) WITHOUT ROWID;
  CREATE INDEX throttle_trust_by_time ON throttle_trust(at);
  CREATE INDEX user_sessions_by_expiry ON user_sessions(expires_at);
  CREATE INDEX outbox_by_time ON outbox(sent_at);
  `,
  // Each season's stream state (spec 4: for shows and clips the season's state decides "coming soon"); filled by
  // services/seed/seedExtras.ts, with the clips and trailers it adds.
  `
  ALTER TABLE seasons ADD COLUMN stream_state TEXT NOT NULL DEFAULT 'VOD';
  CREATE INDEX products_season ON products(season_id, episode_number);
  `,
  // Playback (services/playback): the accounts' live streams (concurrency limit) and each profile's watch progress.
  `
  CREATE TABLE playback_streams (
    id TEXT PRIMARY KEY, user_id TEXT, content_id TEXT NOT NULL, started_at INTEGER NOT NULL, last_seen INTEGER NOT NULL
  );
  CREATE INDEX playback_streams_by_user ON playback_streams(user_id, last_seen);
  CREATE TABLE watch_progress (
    profile_id TEXT NOT NULL, content_id TEXT NOT NULL, position REAL NOT NULL, duration REAL NOT NULL,
    finished INTEGER NOT NULL, updated_at INTEGER NOT NULL,
    PRIMARY KEY (profile_id, content_id)
  ) WITHOUT ROWID;
  CREATE INDEX watch_progress_by_time ON watch_progress(profile_id, updated_at);
  CREATE TABLE parental_unlocks (
    token_hash TEXT NOT NULL, content_id TEXT NOT NULL, expires_at INTEGER NOT NULL,
    PRIMARY KEY (token_hash, content_id)
  ) WITHOUT ROWID;
  `,
  // The studio (services/manage, issue 17): staff accounts and sessions, API tokens (hashed, with a role), drafts (one
  // per editor per screen, with the version they started from), scheduled changes and the audit log of every write.
  `
  CREATE TABLE staff (
    id TEXT PRIMARY KEY, email TEXT NOT NULL UNIQUE, name TEXT NOT NULL, role TEXT NOT NULL,
    password_hash TEXT NOT NULL, created_at TEXT NOT NULL, disabled INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE staff_sessions (
    token_hash TEXT PRIMARY KEY, staff_id TEXT NOT NULL REFERENCES staff(id), created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  );
  CREATE INDEX staff_sessions_by_staff ON staff_sessions(staff_id);
  CREATE TABLE api_tokens (
    id TEXT PRIMARY KEY, name TEXT NOT NULL, role TEXT NOT NULL, token_hash TEXT NOT NULL UNIQUE,
    created_by TEXT NOT NULL, created_at TEXT NOT NULL, last_used_at TEXT, revoked_at TEXT
  );
  CREATE TABLE drafts (
    id INTEGER PRIMARY KEY AUTOINCREMENT, screen_id TEXT NOT NULL, owner_id TEXT NOT NULL, owner_name TEXT NOT NULL,
    base_version INTEGER NOT NULL, document TEXT NOT NULL, created_at TEXT NOT NULL, updated_at TEXT NOT NULL,
    UNIQUE (screen_id, owner_id)
  );
  CREATE TABLE schedules (
    id INTEGER PRIMARY KEY AUTOINCREMENT, screen_id TEXT NOT NULL, run_at TEXT NOT NULL, document TEXT,
    restores INTEGER REFERENCES schedules(id), note TEXT NOT NULL, created_by TEXT NOT NULL, created_at TEXT NOT NULL,
    state TEXT NOT NULL DEFAULT 'pending', replaced_version INTEGER, fired_version INTEGER, fired_at TEXT
  );
  CREATE INDEX schedules_due ON schedules(state, run_at);
  CREATE TABLE audit_log (
    id INTEGER PRIMARY KEY AUTOINCREMENT, at TEXT NOT NULL, actor TEXT NOT NULL, action TEXT NOT NULL,
    screen_id TEXT, version INTEGER, summary TEXT NOT NULL
  );
  CREATE INDEX audit_log_by_screen ON audit_log(screen_id, id);
  `,
  // The publish signal's outbox (services/manage/revalidationOutbox.ts, issue 18): written in the same transaction as
  // the version it announces, sent to the app until it is taken.
  `
  CREATE TABLE revalidation_outbox (
    id INTEGER PRIMARY KEY AUTOINCREMENT, screen_id TEXT NOT NULL, version INTEGER NOT NULL, reason TEXT NOT NULL,
    created_at INTEGER NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, next_at INTEGER NOT NULL, delivered_at INTEGER,
    last_error TEXT
  );
  CREATE INDEX revalidation_outbox_pending ON revalidation_outbox(delivered_at, next_at);
  `,
  // A draft's revision (services/manage/draftStore.ts, issue 27): counted up by every save, so a save based on an
  // older one (another tab, another window) is refused instead of overwriting the newer draft. A draft stored before
  // this was saved once as far as anyone knows.
  `ALTER TABLE drafts ADD COLUMN revision INTEGER NOT NULL DEFAULT 1;`,
  // Playout limits (services/playback, issue 27). A guest has no account to count streams on, so a guest's stream
  // keeps the client address (NULL for an account's: nothing needs it) and guests are capped per address, through the
  // partial index; old streams are dropped by the scheduled purge (services/user/purge.ts) through the time index,
  // instead of a scan of the whole table on every playout. The accounts' count keeps playback_streams_by_user.
  `
  ALTER TABLE playback_streams ADD COLUMN client_address TEXT;
  CREATE INDEX playback_streams_by_time ON playback_streams(last_seen);
  CREATE INDEX playback_streams_by_guest ON playback_streams(client_address, last_seen) WHERE client_address IS NOT NULL;
  `,
  // Why subscribers leave (services/subscription, POST /subscription/addTerminationReasons): the reason's id from the
  // catalogue, an optional comment and the package held then. No foreign key on user_id, so deleting an account is
  // never refused over these rows.
  `
  CREATE TABLE subscription_termination_reasons (
    id INTEGER PRIMARY KEY AUTOINCREMENT, user_id TEXT NOT NULL, reason_id TEXT NOT NULL, comment TEXT,
    product_id TEXT, created_at INTEGER NOT NULL
  );
  CREATE INDEX subscription_termination_reasons_by_user ON subscription_termination_reasons(user_id, created_at);
  `,
  // The card payment provider stand-in (services/cardProvider): card tokens (never the number nor the security code:
  // brand, last4, bin, expiry, issuer country and the test outcome the number stood for), payments by idempotency key
  // (with the 3-D Secure challenge and the redirect result), and the notifications' outbox to the subscription service.
  `
  CREATE TABLE card_provider_tokens (
    token TEXT PRIMARY KEY, brand TEXT NOT NULL, last4 TEXT NOT NULL, bin TEXT NOT NULL, expiry_month INTEGER NOT NULL,
    expiry_year INTEGER NOT NULL, issuer_country TEXT NOT NULL, test_outcome TEXT NOT NULL, shopper_reference TEXT,
    created_at INTEGER NOT NULL, expires_at INTEGER, stored_at INTEGER
  );
  CREATE INDEX card_provider_tokens_expiry ON card_provider_tokens(expires_at) WHERE expires_at IS NOT NULL;
  CREATE TABLE card_provider_payments (
    psp_reference TEXT PRIMARY KEY, idempotency_key TEXT NOT NULL UNIQUE, request_hash TEXT NOT NULL,
    merchant_account TEXT NOT NULL, merchant_reference TEXT NOT NULL, amount_value INTEGER NOT NULL, currency TEXT NOT NULL,
    token TEXT NOT NULL, shopper_reference TEXT NOT NULL, return_url TEXT NOT NULL, result_code TEXT NOT NULL,
    refusal_reason TEXT, refusal_reason_code TEXT, reply TEXT NOT NULL, challenge_ref TEXT UNIQUE,
    challenge_attempts INTEGER NOT NULL DEFAULT 0, redirect_result TEXT UNIQUE, created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE TABLE card_provider_notifications (
    id INTEGER PRIMARY KEY AUTOINCREMENT, psp_reference TEXT NOT NULL, body TEXT NOT NULL, created_at INTEGER NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0, next_at INTEGER, delivered_at INTEGER, last_error TEXT
  );
  CREATE INDEX card_provider_notifications_due ON card_provider_notifications(next_at) WHERE next_at IS NOT NULL;
  CREATE INDEX card_provider_notifications_by_payment ON card_provider_notifications(psp_reference, id);
  `,
  // Subscribing by card (services/subscription/csg*.ts, docs/subscription-service.md "Card payments (csg)"): the orders
  // (one per account and idempotency key, the catalogue's price, PAID only on the provider's signed notification; the
  // card's brand and last digits once a notification names them), the notifications already handled (by pspReference
  // and event code, so a repeated one changes nothing) and the accounts' saved cards (never the number: brand, last4,
  // bin, expiry, the provider's stored-card reference). No foreign key on user_id: the account deletion removes them.
  `
  CREATE TABLE subscription_orders (
    id TEXT PRIMARY KEY, user_id TEXT NOT NULL, idempotency_key TEXT NOT NULL, product_id TEXT NOT NULL,
    amount INTEGER NOT NULL, currency TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('PENDING', 'CHALLENGE', 'PAID', 'REFUSED')),
    refusal_reason TEXT, psp_reference TEXT, redirect_url TEXT, billing_address TEXT, card_issuer TEXT, card_last4 TEXT,
    created_at INTEGER NOT NULL, paid_at INTEGER,
    UNIQUE (user_id, idempotency_key)
  );
  CREATE INDEX subscription_orders_by_user ON subscription_orders(user_id, created_at);
  CREATE TABLE subscription_notifications (
    psp_reference TEXT NOT NULL, event_code TEXT NOT NULL, received_at INTEGER NOT NULL,
    PRIMARY KEY (psp_reference, event_code)
  ) WITHOUT ROWID;
  CREATE TABLE user_payment_instruments (
    user_id TEXT NOT NULL, position INTEGER NOT NULL, type TEXT NOT NULL CHECK (type = 'CARD'), issuer TEXT NOT NULL,
    last4 TEXT NOT NULL, expiration_month INTEGER, expiration_year INTEGER, bin TEXT, issuer_country TEXT,
    stored_token TEXT, billing_address TEXT, created_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, position)
  );
  `,
  // Upgrading a card subscription at once (services/subscription/csgUpgrade.ts, POST /subscription/csg/upgrade): an
  // order is a purchase (SUBSCRIBE) or an upgrade (UPGRADE) of the active card subscription from `from_product_id` to
  // `product_id`, prorated and charged to the saved card. An order stored before this was a purchase.
  `
  ALTER TABLE subscription_orders ADD COLUMN kind TEXT NOT NULL DEFAULT 'SUBSCRIBE' CHECK (kind IN ('SUBSCRIBE', 'UPGRADE'));
  ALTER TABLE subscription_orders ADD COLUMN from_product_id TEXT;
  `,
  // Orders paid by other methods than a card (mobile carrier billing, cash): the method's name (spec 3 "Other").
  `ALTER TABLE subscription_orders ADD COLUMN payment_method TEXT NOT NULL DEFAULT 'creditCard';`,
  carrierBillingTables,
  cashPaymentTables,
  inAppPaymentTables,
  codeTables,
  orderReservationColumns,
  partnerLoginTables,
  cardChangeOrderKind,
  sessionSubscriptionPinColumn,
  epgProgrammesTable,
  sportsTables,
  liveEventsTable,
  channelReplayTable,
  searchIndexTables,
  favouritesTable,
  deviceTables,
  profileTastesTable,
  // Issue 31 §5: the platform an account was registered on (web-, android-, ios-registration); null when not said.
  `ALTER TABLE users ADD COLUMN registration_platform TEXT;`,
  // Issue 31 §3: the set-top-box registry and the account each box is linked to (services/user/setTopBoxStore.ts).
  setTopBoxTable,
];

const metaRowSchema = z.object({ value: z.string() });

export function readMeta(db: Database.Database, key: string): string | undefined {
  const row: unknown = db.prepare("SELECT value FROM meta WHERE key = ?").get(key);
  return row === undefined ? undefined : metaRowSchema.parse(row).value;
}

export function writeMeta(db: Database.Database, key: string, value: string): void {
  db.prepare("INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value").run(
    key,
    value,
  );
}

/** Applies pending migrations. Call inside the start-up transaction. Returns how many ran. */
export function migrate(db: Database.Database): number {
  db.exec("CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)");
  const applied = Number(readMeta(db, "schemaVersion") ?? "0");
  const pending = migrations.slice(applied);
  for (const sql of pending) db.exec(sql);
  writeMeta(db, "schemaVersion", String(migrations.length));
  return pending.length;
}
