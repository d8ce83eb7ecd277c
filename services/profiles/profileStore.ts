import { randomUUID } from "node:crypto";
import type Database from "better-sqlite3";
import { z } from "zod";

export const profileLangs = ["ar", "en", "fr"] as const;
export type ProfileLang = (typeof profileLangs)[number];

const profileRowSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  position: z.number(),
  name: z.string(),
  avatar_alias: z.string(),
  type: z.enum(["ADULT", "KID"]),
  birthdate: z.string().nullable(),
  age_restriction: z.number().nullable(),
  is_default: z.number().transform((value) => value !== 0),
  lang: z.enum(profileLangs),
  pin_hash: z.string().nullable(),
  requires_onboarding: z.number().transform((value) => value !== 0),
});
export type ProfileRow = z.output<typeof profileRowSchema>;

export interface NewProfile {
  name: string;
  avatarAlias: string;
  type: "ADULT" | "KID";
  birthdate: string | null;
  ageRestriction: number | null;
  isDefault: boolean;
  lang: ProfileLang;
  requiresOnboarding: boolean;
  /** The seed passes fixed ids. */
  id?: string;
}

export interface ProfileChanges {
  name?: string;
  avatarAlias?: string;
  lang?: ProfileLang;
  ageRestriction?: number;
  /** null removes the PIN. */
  pinHash?: string | null;
}

const settingsRowSchema = z.object({ pin_hash: z.string().nullable(), max_age_restriction: z.number().nullable() });

export type ProfileStore = ReturnType<typeof createProfileStore>;

export function createProfileStore(db: Database.Database) {
  const parse = (row: unknown): ProfileRow | undefined => (row === undefined ? undefined : profileRowSchema.parse(row));
  return {
    list: (userId: string): ProfileRow[] =>
      db
        .prepare("SELECT * FROM profiles WHERE user_id = ? ORDER BY is_default DESC, position")
        .all(userId)
        .map((row) => profileRowSchema.parse(row)),
    find: (userId: string, id: string): ProfileRow | undefined =>
      parse(db.prepare("SELECT * FROM profiles WHERE user_id = ? AND id = ?").get(userId, id)),
    insert(userId: string, profile: NewProfile): ProfileRow {
      const id = profile.id ?? randomUUID();
      const position = z.number().parse(
        db.prepare("SELECT coalesce(max(position), 0) + 1 AS next FROM profiles WHERE user_id = ?").pluck().get(userId),
      );
      db.prepare(
        `INSERT INTO profiles (id, user_id, position, name, avatar_alias, type, birthdate, age_restriction, is_default, lang,
           requires_onboarding) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(id, userId, position, profile.name, profile.avatarAlias, profile.type, profile.birthdate, profile.ageRestriction,
        profile.isDefault ? 1 : 0, profile.lang, profile.requiresOnboarding ? 1 : 0);
      return profileRowSchema.parse(db.prepare("SELECT * FROM profiles WHERE id = ?").get(id));
    },
    update(id: string, changes: ProfileChanges): void {
      db.prepare(
        `UPDATE profiles SET name = coalesce(?, name), avatar_alias = coalesce(?, avatar_alias), lang = coalesce(?, lang),
           age_restriction = coalesce(?, age_restriction), requires_onboarding = 0 WHERE id = ?`,
      ).run(changes.name ?? null, changes.avatarAlias ?? null, changes.lang ?? null, changes.ageRestriction ?? null, id);
      if (changes.pinHash !== undefined) db.prepare("UPDATE profiles SET pin_hash = ? WHERE id = ?").run(changes.pinHash, id);
    },
    /** The profile, with what it kept of its own: My List and the genres it picked at onboarding. */
    remove(id: string): void {
      db.prepare("DELETE FROM favourites WHERE profile_id = ?").run(id);
      db.prepare("DELETE FROM profile_tastes WHERE profile_id = ?").run(id);
      db.prepare("DELETE FROM profiles WHERE id = ?").run(id);
    },
    /** All of an account's profiles (as `remove` does each) and its settings (account deletion). */
    removeAll(userId: string): void {
      db.prepare("DELETE FROM favourites WHERE profile_id IN (SELECT id FROM profiles WHERE user_id = ?)").run(userId);
      db.prepare("DELETE FROM profile_tastes WHERE profile_id IN (SELECT id FROM profiles WHERE user_id = ?)").run(userId);
      db.prepare("DELETE FROM profiles WHERE user_id = ?").run(userId);
      db.prepare("DELETE FROM profile_settings WHERE user_id = ?").run(userId);
    },
    settings(userId: string) {
      const row: unknown = db.prepare("SELECT pin_hash, max_age_restriction FROM profile_settings WHERE user_id = ?").get(userId);
      return row === undefined ? { pin_hash: null, max_age_restriction: null } : settingsRowSchema.parse(row);
    },
    saveSettings(userId: string, pinHash: string | null, maxAgeRestriction: number | null): void {
      db.prepare(
        `INSERT INTO profile_settings (user_id, pin_hash, max_age_restriction) VALUES (?, ?, ?)
         ON CONFLICT(user_id) DO UPDATE SET pin_hash = excluded.pin_hash, max_age_restriction = excluded.max_age_restriction`,
      ).run(userId, pinHash, maxAgeRestriction);
    },
  };
}
