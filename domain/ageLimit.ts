/**
 * Age ratings and what a profile may watch (spec 3 "Profile": a kid profile has an age restriction; spec 2
 * "parental control"). Titles carry a rating of 0 (all ages), 7, 12, 15 or 18. A profile's limit is the
 * highest rating it sees:
 * - the master profile (the account's default adult one) sees everything: it is the parent's own;
 * - a kid profile sees up to its age restriction (12 when it has none), and never above the account's
 *   parental-control ceiling;
 * - any other adult profile sees up to the account's parental-control ceiling, or everything without one.
 * Decided here once; the page cache keeps one page per limit (request/segment.ts) and the content service
 * filters by it (the `profile-key` header's ageRestriction).
 */
export const ageRatings = [0, 7, 12, 15, 18] as const;
export type AgeRating = (typeof ageRatings)[number];

/** The limits a profile can have; null is "no limit". 0 is "all ages only", for a restriction under 7. */
export const ageLimits = [0, 7, 12, 15, 18] as const;
export type AgeLimit = (typeof ageLimits)[number] | null;

export const kidDefaultAgeRestriction = 12;

export interface LimitedProfile {
  type: "ADULT" | "KID";
  default: boolean;
  ageRestriction?: number | undefined;
}

/**
 * The nearest limit at or below `value`: a restriction of 13 shows what is rated 12 and under, one of 3 only what is
 * rated for all ages (never rounded up to 7: a parent's restriction is the most the profile may see).
 */
function limitAtOrBelow(value: number): AgeLimit {
  const fitting = ageLimits.filter((limit) => limit <= value);
  return fitting.at(-1) ?? 0;
}

/** The account's default adult profile: the parent's own, never limited (spec 7: the only one sent as master). */
export function isMasterProfile(profile: Pick<LimitedProfile, "type" | "default">): boolean {
  return profile.type === "ADULT" && profile.default;
}

export function profileAgeLimit(profile: LimitedProfile, parentalCeiling: number | null): AgeLimit {
  if (isMasterProfile(profile)) return null;
  const own = profile.type === "KID" ? (profile.ageRestriction ?? kidDefaultAgeRestriction) : null;
  const candidates = [own, parentalCeiling].filter((value): value is number => value !== null);
  return candidates.length === 0 ? null : limitAtOrBelow(Math.min(...candidates));
}

/** A cookie or path piece: "all" or one of the limits. Anything else is undefined (not known). */
export function parseAgeLimit(value: string | undefined): AgeLimit | undefined {
  if (value === "all") return null;
  return ageLimits.find((limit) => String(limit) === value);
}

export function formatAgeLimit(limit: AgeLimit): string {
  return limit === null ? "all" : String(limit);
}
