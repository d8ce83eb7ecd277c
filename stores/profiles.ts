/**
 * Profiles as the client keeps them (spec 3 "Profile"). Signed out, the list is the default anonymous one:
 * an adult guest (id 0, "Guest") and a kids profile (id 1, "Kids"), both anonymous and default, the kids one
 * age-restricted.
 */
import * as check from "@/domain/check";

export interface StoredProfile {
  id: string;
  name: string;
  type: "ADULT" | "KID";
  avatarUrl?: string;
  default: boolean;
  isAnonymous: boolean;
  age?: number;
  ageRestriction?: number;
  language?: string;
  hasPin?: boolean;
}

export const guestProfiles: readonly StoredProfile[] = [
  { id: "0", name: "Guest", type: "ADULT", default: true, isAnonymous: true },
  { id: "1", name: "Kids", type: "KID", default: true, isAnonymous: true, ageRestriction: 12 },
];

/** A profile as the app's own routes send it to the browser: outside data there, so parsed, never cast. */
export const storedProfileSchema = check.object({
  id: check.string,
  name: check.string,
  type: check.oneOf(["ADULT", "KID"]),
  avatarUrl: check.optional(check.string),
  default: check.boolean,
  isAnonymous: check.boolean,
  age: check.optional(check.number),
  ageRestriction: check.optional(check.number),
  language: check.optional(check.string),
  hasPin: check.optional(check.boolean),
}) satisfies check.Checker<StoredProfile>;
