/** The genres a profile picked at onboarding (onboardingSchema.ts), and the end of its journey. */
import type Database from "better-sqlite3";
import { z } from "zod";

export interface OnboardingStore {
  /** The genre ids the profile picked, in the order picked; none before it picks. */
  genres(profileId: string): string[];
  saveGenres(profileId: string, genres: readonly string[]): void;
  /** The profile has been through onboarding (finished or skipped): it is not sent there again. */
  finish(profileId: string): void;
}

const genresRow = z.object({ genres: z.string() });
const genreList = z.array(z.string());

export function createOnboardingStore(db: Database.Database, now: () => Date): OnboardingStore {
  const read = db.prepare("SELECT genres FROM profile_tastes WHERE profile_id = ?");
  const save = db.prepare(`INSERT INTO profile_tastes (profile_id, genres, updated_at) VALUES (?, ?, ?)
    ON CONFLICT (profile_id) DO UPDATE SET genres = excluded.genres, updated_at = excluded.updated_at`);
  const finish = db.prepare("UPDATE profiles SET requires_onboarding = 0 WHERE id = ?");
  return {
    genres(profileId) {
      const row: unknown = read.get(profileId);
      if (row === undefined) return [];
      const parsed = genreList.safeParse(JSON.parse(genresRow.parse(row).genres));
      return parsed.success ? parsed.data : [];
    },
    saveGenres(profileId, genres) {
      save.run(profileId, JSON.stringify(genres), now().getTime());
    },
    finish(profileId) {
      finish.run(profileId);
    },
  };
}
