/**
 * What every sign-in (email, sign-up, phone code, social) ends with: the account's profiles (the default
 * adult one selected), the cookies of spec 4, and the small session object the client store keeps.
 */
import { getServices } from "@/adapters";
import type { CallContext } from "@/adapters/http/httpClient";
import type { AccountProfile, SignedIn } from "@/domain/account";
import type { StoredUser } from "@/stores/appStore";
import type { StoredProfile } from "@/stores/profiles";
import { signInCookies, type CookieWrite } from "./authCookies";

export interface SessionForStore {
  user: StoredUser;
  profiles: StoredProfile[];
}

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

export async function completeSignIn(signedIn: SignedIn, call: CallContext, secure: boolean): Promise<CompletedSignIn> {
  const profiles = await profilesOf(signedIn.token, call);
  const chosen = profiles.find((profile) => profile.default && profile.type === "ADULT") ?? profiles[0];
  const { user } = signedIn;
  return {
    cookies: signInCookies(signedIn.token, user.userType, chosen, secure),
    session: {
      user: {
        id: user.id,
        userType: user.userType,
        ...(user.email === null ? {} : { email: user.email }),
        firstName: user.firstName,
        lastName: user.lastName,
      },
      profiles: profiles.map(storedProfile),
    },
  };
}

/** Spec 4 REQUIRE_SELECT_PROFILE: several profiles and nowhere remembered to return to: choose one first. */
export const profileSelectionPath = "/hub/profile-selection";

export function pathAfterSignIn(remembered: string, profileCount: number): string {
  return remembered === "/" && profileCount > 1 ? profileSelectionPath : remembered;
}
