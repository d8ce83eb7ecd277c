/**
 * Headers of profile-aware calls (spec 7):
 * - `token`: the session token;
 * - `profile`: JSON { age (kids only), ageRestriction, id, master } where only the adult default profile
 *   is master;
 * - `profile-key`: JSON { age, ageRestriction, isAdult };
 * - `language` upper case and `accept-language` lower case when the profile's language is known.
 * A kid profile without an age counts as 12 (spec 5).
 */
import { isMasterProfile } from "@/domain/ageLimit";
import { isLocale } from "@/domain/types";

export const kidDefaultAge = 12;

export interface HeaderProfile {
  id: string | number;
  type: "ADULT" | "KID";
  default: boolean;
  age?: number;
  ageRestriction?: number;
  language?: string;
}

export function profileHeaders(token: string | undefined, profile: HeaderProfile | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  if (token) headers.token = token;
  if (!profile) return headers;
  const isKid = profile.type === "KID";
  const age = isKid ? (profile.age ?? kidDefaultAge) : profile.age;
  const master = isMasterProfile(profile);
  headers.profile = JSON.stringify({
    ...(isKid ? { age } : {}),
    ageRestriction: profile.ageRestriction,
    id: profile.id,
    master,
  });
  headers["profile-key"] = JSON.stringify({ age, ageRestriction: profile.ageRestriction, isAdult: !isKid });
  const language = profile.language?.toLowerCase();
  if (language && isLocale(language)) {
    headers.language = language.toUpperCase();
    headers["accept-language"] = language;
  }
  return headers;
}
