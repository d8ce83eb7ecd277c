import type Database from "better-sqlite3";
import { readMeta, writeMeta } from "../db/migrate";
import { createProfileStore, type NewProfile } from "../profiles/profileStore";
import { hashSecretWithFixedSalt } from "../user/secrets";
import { createUserStore, type NewUser } from "../user/userStore";
import { seedBaseTime } from "./seedDates";

/** docs/user-service.md "Seeded users": one password for all, for development only. */
export const seedPassword = "Shasha-2026!";

interface SeedUser {
  id: string;
  email: string | null;
  phone: string | null;
  firstName: string;
  status: string | null;
}

const seedUsers: readonly SeedUser[] = [
  { id: "900001", email: "registered@shasha.test", phone: null, firstName: "Rami", status: null },
  { id: "900002", email: "subscribed@shasha.test", phone: null, firstName: "Layla", status: "ACTIVE" },
  { id: "900003", email: "canceled@shasha.test", phone: null, firstName: "Karim", status: "ACTIVE_CANCELED" },
  { id: "900004", email: "suspended@shasha.test", phone: null, firstName: "Huda", status: "REMOVED" },
  { id: "900005", email: null, phone: "+962790000001", firstName: "", status: null },
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

function insertSubscription(db: Database.Database, userId: string, status: string): void {
  db.prepare(
    `INSERT INTO user_subscriptions (user_id, position, sku, purchase_type, status, next_sku, start_date, end_date,
       payment_method_type, payment_method_name) VALUES (?, 1, 'shasha-plus-monthly', 'SVOD', ?, NULL, ?, ?, 'CARD', 'creditCard')`,
  ).run(userId, status, seedBaseTime, "2027-01-01T00:00:00.000Z");
}

/** Users and profiles, once per database (also for a database seeded before users existed). Deterministic ids and hashes. */
export function seedUsersAndProfiles(db: Database.Database): void {
  if (readMeta(db, "usersSeedVersion") !== undefined) return;
  const users = createUserStore(db);
  const profiles = createProfileStore(db);
  for (const seed of seedUsers) {
    const user: NewUser = {
      id: seed.id,
      email: seed.email,
      phone: seed.phone,
      // The phone user signs in with a one-time code only.
      passwordHash: seed.email === null ? null : hashSecretWithFixedSalt(seedPassword, seed.id),
      firstName: seed.firstName,
      lastName: seed.email === null ? "" : "Test",
      country: "JO",
      loginProvider: seed.email === null ? "phone" : "site",
      emailVerified: seed.email !== null,
      subscribeToPromotion: false,
      subscribeToNewsLetter: false,
    };
    users.insert(user, new Date(seedBaseTime));
    if (seed.status !== null) insertSubscription(db, seed.id, seed.status);
    profiles.insert(seed.id, profile(`${seed.id}-1`, seed.firstName || "Me", { isDefault: true }));
  }
  profiles.insert("900002", profile("900002-2", "Kids", { type: "KID", ageRestriction: 7, avatarAlias: "star" }));
  profiles.insert("900002", profile("900002-3", "Sara", { avatarAlias: "rose", lang: "en" }));
  writeMeta(db, "usersSeedVersion", "1");
}
