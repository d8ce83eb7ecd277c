import { randomUUID } from "node:crypto";
import type Database from "better-sqlite3";
import { z } from "zod";

const flag = z.number().transform((value) => value !== 0);

export const loginProviders = ["site", "facebook", "googleplus", "apple", "sso1", "sso2", "phone"] as const;
export type LoginProvider = (typeof loginProviders)[number];

/** Where an account was registered (spec 2 web-, android- and ios-registration). */
export const registrationPlatforms = ["web", "android", "ios"] as const;
export type RegistrationPlatform = (typeof registrationPlatforms)[number];

const userRowSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  password_hash: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  country: z.string(),
  login_provider: z.enum(loginProviders),
  email_verified: flag,
  subscribe_promotion: flag,
  subscribe_newsletter: flag,
  registration_platform: z.enum(registrationPlatforms).nullable(),
});
export type UserRow = z.output<typeof userRowSchema>;

const subscriptionRowSchema = z.object({
  sku: z.string(),
  purchase_type: z.string(),
  status: z.string(),
  next_sku: z.string().nullable(),
  start_date: z.string(),
  end_date: z.string(),
  payment_method_type: z.string(),
  payment_method_name: z.string(),
});
export type SubscriptionRow = z.output<typeof subscriptionRowSchema>;

export interface NewUser {
  email: string | null;
  phone: string | null;
  passwordHash: string | null;
  firstName: string;
  lastName: string;
  country: string;
  loginProvider: LoginProvider;
  emailVerified: boolean;
  subscribeToPromotion: boolean;
  subscribeToNewsLetter: boolean;
  /** Said by a sign-up form (createAccount); other accounts have none. */
  registrationPlatform?: RegistrationPlatform;
  /** The seed passes fixed ids; the services generate them. */
  id?: string;
}

export interface UserChanges {
  firstName?: string;
  lastName?: string;
  country?: string;
  subscribeToPromotion?: boolean;
  subscribeToNewsLetter?: boolean;
}

const columns =
  "id, email, phone, password_hash, first_name, last_name, country, login_provider, email_verified, subscribe_promotion, subscribe_newsletter, registration_platform";

export type UserStore = ReturnType<typeof createUserStore>;

export function createUserStore(db: Database.Database) {
  const one = (sql: string, ...values: string[]): UserRow | undefined => {
    const row: unknown = db.prepare(`SELECT ${columns} FROM users WHERE ${sql}`).get(...values);
    return row === undefined ? undefined : userRowSchema.parse(row);
  };
  return {
    byId: (id: string) => one("id = ?", id),
    byEmail: (email: string) => one("email = ?", email.toLowerCase()),
    byPhone: (phone: string) => one("phone = ?", phone),
    /** A proved email for an account that has none; false when another account took it meanwhile (unique). */
    addVerifiedEmail: (id: string, email: string): boolean =>
      unlessTaken(() => db.prepare("UPDATE users SET email = ?, email_verified = 1 WHERE id = ? AND email IS NULL").run(email, id).changes === 1),
    /** The account's sign-in number; false when another account took it meanwhile (the column is unique). */
    setPhone: (id: string, phone: string): boolean => unlessTaken(() => (db.prepare("UPDATE users SET phone = ? WHERE id = ?").run(phone, id), true)),
    byIdentity: (provider: string, subject: string) =>
      one("id = (SELECT user_id FROM user_identities WHERE provider = ? AND subject = ?)", provider, subject),
    linkIdentity: (provider: string, subject: string, userId: string): void => {
      db.prepare("INSERT OR IGNORE INTO user_identities (provider, subject, user_id) VALUES (?, ?, ?)").run(provider, subject, userId);
    },
    insert: (user: NewUser, now: Date): UserRow => insertUser(db, user, now),
    update: (id: string, changes: UserChanges): void => updateUser(db, id, changes),
    setPassword: (id: string, passwordHash: string): void => {
      db.prepare("UPDATE users SET password_hash = ? WHERE id = ?").run(passwordHash, id);
    },
    /**
     * A stronger hash of the same password, only while `oldHash` is still the stored one: a password changed while
     * the new hash was computed is not overwritten. False when it changed.
     */
    replacePasswordHash: (id: string, oldHash: string, newHash: string): boolean =>
      db.prepare("UPDATE users SET password_hash = ? WHERE id = ? AND password_hash = ?").run(newHash, id, oldHash).changes === 1,
    /** Only while the account has none, so two racing first passwords cannot overwrite each other; false if one was set. */
    setFirstPassword: (id: string, passwordHash: string): boolean =>
      db.prepare("UPDATE users SET password_hash = ? WHERE id = ? AND password_hash IS NULL").run(passwordHash, id).changes === 1,
    /**
     * The user row and what only it owns: identities, subscriptions and why it ended them, its card orders and saved
     * cards, its email codes and its phone's OTPs; its set-top boxes are unlinked.
     * Sessions and profiles belong to their own stores; call inside the deletion's transaction, after those.
     * False when the row was already gone.
     */
    remove(row: UserRow): boolean {
      db.prepare("DELETE FROM user_identities WHERE user_id = ?").run(row.id);
      db.prepare("DELETE FROM user_subscriptions WHERE user_id = ?").run(row.id);
      db.prepare("DELETE FROM subscription_termination_reasons WHERE user_id = ?").run(row.id);
      db.prepare("DELETE FROM subscription_orders WHERE user_id = ?").run(row.id);
      db.prepare("DELETE FROM user_payment_instruments WHERE user_id = ?").run(row.id);
      // Its set-top boxes are free to link again, with no name of the deleted owner's (setTopBoxStore.ts).
      db.prepare("UPDATE set_top_boxes SET user_id = NULL, label = NULL, linked_at = NULL WHERE user_id = ?").run(row.id);
      for (const table of ["subscription_cash_references", "subscription_cash_keys", "subscription_carrier_contracts", "subscription_in_app_purchases", "subscription_partner_links", "subscription_partner_flows"]) db.prepare(`DELETE FROM ${table} WHERE user_id = ?`).run(row.id);
      db.prepare("DELETE FROM user_codes WHERE kind IN ('verify-email', 'reset-password') AND target = ?").run(row.id);
      if (row.phone !== null) db.prepare("DELETE FROM user_codes WHERE kind = 'otp' AND target = ?").run(row.phone);
      return db.prepare("DELETE FROM users WHERE id = ?").run(row.id).changes === 1;
    },
    /**
     * The password nobody proved goes: a mailbox proof on an account whose password predates it (emailRoutes.ts
     * proveMailbox). Until a reset sets a new one, no password signs in.
     */
    clearPassword: (id: string): void => {
      db.prepare("UPDATE users SET password_hash = NULL WHERE id = ?").run(id);
    },
    /** The social identities linked to the account; a mailbox proof unlinks those nobody proved (emailRoutes.ts). */
    identityCount: (id: string): number => z.number().parse(db.prepare("SELECT count(*) FROM user_identities WHERE user_id = ?").pluck().get(id)),
    unlinkIdentities: (id: string): void => {
      db.prepare("DELETE FROM user_identities WHERE user_id = ?").run(id);
    },
    markEmailVerified: (id: string): void => {
      db.prepare("UPDATE users SET email_verified = 1 WHERE id = ?").run(id);
    },
    subscriptions: (id: string): SubscriptionRow[] =>
      db
        .prepare("SELECT * FROM user_subscriptions WHERE user_id = ? ORDER BY position")
        .all(id)
        .map((row) => subscriptionRowSchema.parse(row)),
  };
}

/** An update of a unique column (email, phone): false when another account holds the value and the database refused it. */
function unlessTaken(update: () => boolean): boolean {
  try {
    return update();
  } catch (error) {
    if (error instanceof Error && "code" in error && error.code === "SQLITE_CONSTRAINT_UNIQUE") return false;
    throw error;
  }
}

function insertUser(db: Database.Database, user: NewUser, now: Date): UserRow {
  const id = user.id ?? randomUUID();
  db.prepare(
    `INSERT INTO users (${columns}, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    user.email?.toLowerCase() ?? null,
    user.phone,
    user.passwordHash,
    user.firstName,
    user.lastName,
    user.country,
    user.loginProvider,
    user.emailVerified ? 1 : 0,
    user.subscribeToPromotion ? 1 : 0,
    user.subscribeToNewsLetter ? 1 : 0,
    user.registrationPlatform ?? null,
    now.toISOString(),
  );
  const row: unknown = db.prepare(`SELECT ${columns} FROM users WHERE id = ?`).get(id);
  return userRowSchema.parse(row);
}

function updateUser(db: Database.Database, id: string, changes: UserChanges): void {
  const bool = (value: boolean | undefined): number | null => (value === undefined ? null : value ? 1 : 0);
  db.prepare(
    `UPDATE users SET first_name = coalesce(?, first_name), last_name = coalesce(?, last_name),
       country = coalesce(?, country), subscribe_promotion = coalesce(?, subscribe_promotion),
       subscribe_newsletter = coalesce(?, subscribe_newsletter) WHERE id = ?`,
  ).run(
    changes.firstName ?? null,
    changes.lastName ?? null,
    changes.country ?? null,
    bool(changes.subscribeToPromotion),
    bool(changes.subscribeToNewsLetter),
    id,
  );
}
