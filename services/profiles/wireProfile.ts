import { avatarUrl } from "./avatars";
import type { ProfileRow } from "./profileStore";

/** Spec 5: a kid profile without an age is treated as age 12. */
export const kidDefaultAgeRestriction = 12;

/** Whole years from `YYYY-MM-DD` to `now` (UTC). */
export function ageOn(birthdate: string, now: Date): number {
  const [year = 0, month = 1, day = 1] = birthdate.split("-").map(Number);
  const had = now.getUTCMonth() + 1 > month || (now.getUTCMonth() + 1 === month && now.getUTCDate() >= day);
  return now.getUTCFullYear() - year - (had ? 0 : 1);
}

/** The Profile of docs/user-service.md. `preference.language` is the upper-case code spec 7 sends in headers. */
export function toWireProfile(row: ProfileRow, publicUrl: string, now: Date) {
  return {
    id: row.id,
    name: row.name,
    avatar: { url: avatarUrl(publicUrl, row.avatar_alias), alias: row.avatar_alias },
    type: row.type,
    ...(row.birthdate === null ? {} : { birthdate: row.birthdate, age: ageOn(row.birthdate, now) }),
    ...(row.age_restriction === null ? {} : { ageRestriction: row.age_restriction }),
    default: row.is_default,
    isAnonymous: false,
    preference: { language: row.lang.toUpperCase(), lang: row.lang },
    requiresOnboarding: row.requires_onboarding,
    hasPin: row.pin_hash !== null,
  };
}
