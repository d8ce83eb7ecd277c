/**
 * Profiles as the client keeps them (spec 3 "Profile"). Signed out, the list is the default anonymous one:
 * an adult guest (id 0, "Guest") and a kids profile (id 1, "Kids"), both anonymous and default, the kids one
 * age-restricted.
 */
import { z } from "zod";

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
export const storedProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(["ADULT", "KID"]),
  avatarUrl: z.string().optional(),
  default: z.boolean(),
  isAnonymous: z.boolean(),
  age: z.number().optional(),
  ageRestriction: z.number().optional(),
  language: z.string().optional(),
  hasPin: z.boolean().optional(),
}) satisfies z.ZodType<StoredProfile>;
