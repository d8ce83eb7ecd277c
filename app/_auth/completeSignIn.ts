/**
 * What every sign-in (email, sign-up, phone code, social) ends with: the account's profiles (the default
 * adult one selected), the cookies of spec 4, and the small session object the client store keeps.
 */
import { getServices } from "@/adapters";
import type { CallContext } from "@/adapters/http/httpClient";
import type { AccountProfile, AccountUser, SignedIn } from "@/domain/account";
import { isMasterProfile, profileAgeLimit } from "@/domain/ageLimit";
import { pathInLocale, pathWithoutLocale } from "@/domain/localePaths";
import type { Locale, UserType } from "@/domain/types";
import { guard } from "@/routing/guard";
import type { StoredProfile } from "@/stores/profiles";
import type { SessionReply } from "@/stores/sessionReply";
import { signInCookies, type ChosenProfile, type CookieWrite } from "./authCookies";
import { chosenProfile } from "./profileSession";

export type SessionForStore = SessionReply;

export interface CompletedSignIn {
  cookies: CookieWrite[];
  session: SessionForStore;
}

export function storedProfile(profile: AccountProfile): StoredProfile {
  return {
    id: profile.id,
    name: profile.name,
    type: profile.type,
    avatarUrl: profile.avatarUrl,
    default: profile.default,
    isAnonymous: false,
    ...(profile.age === undefined ? {} : { age: profile.age }),
    ...(profile.ageRestriction === undefined ? {} : { ageRestriction: profile.ageRestriction }),
    language: profile.language,
    hasPin: profile.hasPin,
  };
}

/** The profile list is a nicety at sign-in: when it fails, the viewer is still signed in. */
async function profilesOf(token: string, call: CallContext): Promise<AccountProfile[]> {
  try {
    return await getServices().profiles.myProfiles(call, token);
  } catch (error) {
    console.warn(JSON.stringify({ level: "warn", code: "profiles-at-sign-in", error: String(error) }));
    return [];
  }
}

/** The user and profiles as the client store keeps them (a sign-in reply, GET /api/me). */
export function sessionForStore(user: AccountUser, profiles: readonly AccountProfile[]): SessionForStore {
  return {
    user: {
      id: user.id,
      userType: user.userType,
      ...(user.email === null ? {} : { email: user.email }),
      firstName: user.firstName,
      lastName: user.lastName,
    },
    profiles: profiles.map(storedProfile),
  };
}

/** The profile a sign-in selects, with its age limit; without the ceiling (a failed call), its own limit. */
async function chosenAtSignIn(call: CallContext, token: string, profile: AccountProfile | undefined): Promise<ChosenProfile | undefined> {
  if (!profile) return undefined;
  try {
    return await chosenProfile(call, { token, profile }, profile);
  } catch (error) {
    console.warn(JSON.stringify({ level: "warn", code: "settings-at-sign-in", error: String(error) }));
    return { profile, ageLimit: profileAgeLimit(profile, null) };
  }
}

export async function completeSignIn(signedIn: SignedIn, call: CallContext, secure: boolean): Promise<CompletedSignIn> {
  const profiles = await profilesOf(signedIn.token, call);
  const chosen = await chosenAtSignIn(call, signedIn.token, profiles.find(isMasterProfile) ?? profiles[0]);
  return {
    cookies: signInCookies(signedIn.token, signedIn.user.userType, chosen, secure),
    session: sessionForStore(signedIn.user, profiles),
  };
}

/** Spec 4 REQUIRE_SELECT_PROFILE: several profiles and nowhere remembered to return to: choose one first. */
export const profileSelectionPath = "/hub/profile-selection";

export function pathAfterSignIn(remembered: string, profileCount: number): string {
  return remembered === "/" && profileCount > 1 ? profileSelectionPath : remembered;
}

/**
 * Where a social sign-in lands: the page the flow set off from (`/ar/hub/settings`), except that a
 * guest-only page (the login page itself) means home; then as after any sign-in (pathAfterSignIn).
 */
export function landingAfterSocial(returnTo: string, locale: Locale, userType: UserType, profileCount: number): string {
  const { path, query } = pathWithoutLocale(returnTo);
  const search = query ? `?${query}` : "";
  const remembered = guard(path, search, userType)?.redirect ?? `${path}${search}`;
  return pathInLocale(pathAfterSignIn(remembered, profileCount), locale);
}
