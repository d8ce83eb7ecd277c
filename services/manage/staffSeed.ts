import type Database from "better-sqlite3";
import type { StaffRole } from "@/domain/staffRoles";
import { readMeta, writeMeta } from "../db/migrate";
import { hashSecretWithFixedSalt } from "../user/secrets";
import { createStaffStore } from "./staffStore";

/** README "Studio accounts": one password for the seeded staff, for development only. */
export const seedStaffPassword = "Studio-2026!";

/** One per role, and a second editor (two editors of one screen make a conflict). Ids mark them as seeded. */
export const seedStaff: readonly { id: string; email: string; name: string; role: StaffRole }[] = [
  { id: "seed-staff-qa", email: "qa@studio.shasha.test", name: "Qamar", role: "qa" },
  { id: "seed-staff-editor", email: "editor@studio.shasha.test", name: "Essa", role: "editor" },
  { id: "seed-staff-editor-2", email: "editor2@studio.shasha.test", name: "Eman", role: "editor" },
  { id: "seed-staff-publisher", email: "publisher@studio.shasha.test", name: "Pierre", role: "publisher" },
  { id: "seed-staff-admin", email: "admin@studio.shasha.test", name: "Amal", role: "admin" },
];

export function isSeedStaff(id: string): boolean {
  return id.startsWith("seed-staff-");
}

/** Once per database; the hashes use a fixed salt so every machine's seed is identical (services/user/secrets.ts). */
export function seedStaffAccounts(db: Database.Database): void {
  if (readMeta(db, "staffSeedVersion") !== undefined) return;
  const store = createStaffStore(db, () => new Date("2026-01-01T00:00:00.000Z"));
  for (const seed of seedStaff) {
    if (store.findById(seed.id) !== undefined) continue;
    const passwordHash = hashSecretWithFixedSalt(seedStaffPassword, seed.email);
    store.create({ email: seed.email, name: seed.name, role: seed.role, passwordHash }, seed.id);
  }
  writeMeta(db, "staffSeedVersion", "1");
}

/** `created_by` of an API token the development bootstrap token (`shasha-dev-manage-token`, public) minted. */
export const developmentBootstrap = "bootstrap (development token)";

/**
 * On a start without the development defaults: the seeded staff's sessions end (their password is public) and the
 * API tokens minted with the public development token or by a seeded staff member are revoked, as the seeded viewers'
 * sessions are (services/user/userRoutes.ts). Returns how many of each.
 */
export function revokeDevelopmentCredentials(db: Database.Database, now: Date): { sessions: number; tokens: number } {
  const seeded = seedStaff.map((seed) => seed.id);
  const marks = seeded.map(() => "?").join(", ");
  return db.transaction(() => {
    const sessions = db.prepare(`DELETE FROM staff_sessions WHERE staff_id IN (${marks})`).run(...seeded).changes;
    const emails = seedStaff.map((seed) => seed.email);
    const tokens = db
      .prepare(`UPDATE api_tokens SET revoked_at = ? WHERE revoked_at IS NULL AND (created_by = ? OR created_by IN (${emails.map(() => "?").join(", ")}))`)
      .run(now.toISOString(), developmentBootstrap, ...emails).changes;
    return { sessions, tokens };
  })();
}
