/**
 * Who the viewer is, as the server derived it from the session and the services' own state (issue 8,
 * ARCHITECTURE.md "Trust"). Nothing here is read from a value the browser can write.
 */
import type { AgeLimit } from "./ageLimit";
import { countryByIso2 } from "./countries";
import type { Locale, ProfileKind, UserType } from "./types";

export interface ViewerProfile {
  id: string;
  kind: ProfileKind;
  /** The account's default adult profile: the only one that manages profiles, PINs and parental control. */
  master: boolean;
  ageLimit: AgeLimit;
  language?: Locale | undefined;
}

export interface Viewer {
  userType: UserType;
  /** undefined: no selected profile (fail closed: no master right, the strictest age limit). */
  profile?: ViewerProfile | undefined;
  /** The account's country (ISO 3166-1 alpha-2 from the spec's list), when the account has one. */
  accountCountry?: string | undefined;
}

export const anonymousViewer: Viewer = { userType: "anonymous" };

/** A signed-in viewer without a selected profile sees what the strictest limit allows. */
export const noProfileAgeLimit: AgeLimit = 7;

/** The age limit content follows: none for guests, the profile's, or the strictest without a profile. */
export function viewerAgeLimit(viewer: Viewer): AgeLimit {
  if (viewer.userType === "anonymous") return null;
  return viewer.profile ? viewer.profile.ageLimit : noProfileAgeLimit;
}

/** An ISO 3166-1 alpha-2 code of the spec's country list, upper case, or undefined. */
export function knownCountry(value: string | null | undefined): string | undefined {
  const code = value?.trim().toUpperCase();
  return code && countryByIso2(code) ? code : undefined;
}

/**
 * The viewer's country, from trusted sources only: the header the deployment's edge sets (its name configured,
 * `COUNTRY_HEADER`; never read otherwise), else the account's country, else the default. Values outside the
 * spec's country list count as absent, so the page-cache segment stays bounded.
 */
export function viewerCountry(input: { edgeCountry?: string | null | undefined; viewer: Viewer; defaultCountry: string }): string {
  return knownCountry(input.edgeCountry) ?? knownCountry(input.viewer.accountCountry) ?? knownCountry(input.defaultCountry) ?? "JO";
}
