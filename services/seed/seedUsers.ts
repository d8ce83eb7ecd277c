import type Database from "better-sqlite3";
import { readMeta, writeMeta } from "../db/migrate";
import { createProfileStore, type NewProfile } from "../profiles/profileStore";
import { hashSecretWithFixedSalt } from "../user/secrets";
import { createUserStore, type NewUser } from "../user/userStore";
import { addDays, seedBaseDate, seedBaseTime } from "./seedDates";

/** docs/user-service.md "Seeded users": one password for all, for development only. */
export const seedPassword = "Shasha-2026!";

interface SeedUser {
  id: string;
  email: string | null;
  phone: string | null;
  firstName: string;
  status: string | null;
  /** Paid by a saved card (a Visa ending 1111 in the wallet). */
  card?: boolean;
  /** Paid in cash (fawry) for the month, rather than by card. */
  cash?: boolean;
  /** The account's country; default JO. */
  country?: string;
  /** Ended (REMOVED) long before the seed's dates, past its parking period: it reads revoked (subscriptionStatus.ts). */
  revoked?: boolean;
}

const seedUsers: readonly SeedUser[] = [
  { id: "900001", email: "registered@shasha.test", phone: null, firstName: "Rami", status: null },
  { id: "900002", email: "subscribed@shasha.test", phone: null, firstName: "Layla", status: "ACTIVE" },
  { id: "900003", email: "canceled@shasha.test", phone: null, firstName: "Karim", status: "ACTIVE_CANCELED" },
  { id: "900004", email: "suspended@shasha.test", phone: null, firstName: "Huda", status: "REMOVED" },
  { id: "900005", email: null, phone: "+962790000001", firstName: "", status: null },
  { id: "900006", email: "pending@shasha.test", phone: null, firstName: "Omar", status: "PENDINGACTIVATION" },
  // Subscribed by card with a saved Visa: the account to try cancelling and renewing on (the e2e journey uses it).
  { id: "900007", email: "card@shasha.test", phone: null, firstName: "Nour", status: "ACTIVE", card: true },
  // Paused (ACTIVE_FREEZE): still the active subscription (spec 3), nothing to renew or cancel until it resumes.
  { id: "900008", email: "frozen@shasha.test", phone: null, firstName: "Salma", status: "ACTIVE_FREEZE" },
  // An Egyptian account that paid the month in cash at a Fawry outlet: nothing renews by itself.
  { id: "900009", email: "cash@shasha.test", phone: null, firstName: "Youssef", status: "ACTIVE", cash: true, country: "EG" },
  // Its renewal failed in 2025 and the 30-day parking period is long over: registered, shown the revoked popup.
  { id: "900010", email: "revoked@shasha.test", phone: null, firstName: "Zaid", status: "REMOVED", revoked: true },
];

/** The seeded test accounts' ids: their password is public (README), so they are for development only. */
export const seedUserIds: readonly string[] = seedUsers.map((seed) => seed.id);

export function isSeedUser(id: string): boolean {
  return seedUserIds.includes(id);
}

const profile = (id: string, name: string, extra: Partial<NewProfile> = {}): NewProfile => ({
  id,
  name,
  avatarAlias: "falcon",
  type: "ADULT",
  birthdate: null,
  ageRestriction: null,
  isDefault: false,
  lang: "ar",
  requiresOnboarding: false,
  ...extra,
});

/** A month that ended 92 days before the seed's base date, far past any parking period the seed's clock could meet. */
const revokedPeriod = { start: `${addDays(seedBaseDate, -122)}T00:00:00.000Z`, end: `${addDays(seedBaseDate, -92)}T00:00:00.000Z` };

function insertSubscription(db: Database.Database, userId: string, status: string, cash: boolean, revoked: boolean): void {
  // A suspended (REMOVED) subscription is parked for 30 days after its end date, then reads revoked: the seeded
  // suspended account's end is kept far ahead so it reads suspended whatever day the seed runs on.
  const end = status === "REMOVED" ? "2030-01-01T00:00:00.000Z" : "2027-01-01T00:00:00.000Z";
  const period = revoked ? revokedPeriod : { start: seedBaseTime, end };
  db.prepare(
    `INSERT INTO user_subscriptions (user_id, position, sku, purchase_type, status, next_sku, start_date, end_date,
       payment_method_type, payment_method_name) VALUES (?, 1, 'shasha-plus-monthly', 'SVOD', ?, NULL, ?, ?, ?, ?)`,
  ).run(userId, status, period.start, period.end, cash ? "CASH" : "CARD", cash ? "fawry" : "creditCard");
}

function insertCard(db: Database.Database, userId: string): void {
  db.prepare(
    `INSERT INTO user_payment_instruments (user_id, position, type, issuer, last4, expiration_month, expiration_year, bin, issuer_country, stored_token,
       billing_address, created_at) VALUES (?, 0, 'CARD', 'visa', '1111', 3, 2030, '411111', 'JO', NULL, NULL, ?)`,
  ).run(userId, Date.parse(seedBaseTime));
}

const usersSeedVersion = "4";

/**
 * Users and profiles, once per database (also for a database seeded before users existed, and the accounts added
 * since to one seeded before them). Deterministic ids and hashes.
 */
export function seedUsersAndProfiles(db: Database.Database): void {
  const seeded = readMeta(db, "usersSeedVersion");
  if (seeded === usersSeedVersion) return;
  const users = createUserStore(db);
  const profiles = createProfileStore(db);
  for (const seed of seedUsers) {
    if (users.byId(seed.id) !== undefined) continue;
    const user: NewUser = {
      id: seed.id,
      email: seed.email,
      phone: seed.phone,
      // The phone user signs in with a one-time code only.
      passwordHash: seed.email === null ? null : hashSecretWithFixedSalt(seedPassword, seed.id),
      firstName: seed.firstName,
      lastName: seed.email === null ? "" : "Test",
      country: seed.country ?? "JO",
      loginProvider: seed.email === null ? "phone" : "site",
      emailVerified: seed.email !== null,
      subscribeToPromotion: false,
      subscribeToNewsLetter: false,
    };
    users.insert(user, new Date(seedBaseTime));
    if (seed.status !== null) insertSubscription(db, seed.id, seed.status, seed.cash === true, seed.revoked === true);
    if (seed.card === true) insertCard(db, seed.id);
    profiles.insert(seed.id, profile(`${seed.id}-1`, seed.firstName || "Me", { isDefault: true }));
  }
  if (seeded === undefined) {
    profiles.insert("900002", profile("900002-2", "Kids", { type: "KID", ageRestriction: 7, avatarAlias: "star" }));
    profiles.insert("900002", profile("900002-3", "Sara", { avatarAlias: "rose", lang: "en" }));
  }
  writeMeta(db, "usersSeedVersion", usersSeedVersion);
}
