/**
 * What every sign-in (email, sign-up, phone code, social) ends with: the account's profiles (the session
 * starts on the master profile), the token and the signed viewer ticket, and the small session object the
 * client store keeps.
 */
import { getServices, type CallContext } from "@/app/_server/services";
import { onboardingPath } from "@/domain/onboarding";
import { loadAppFlags } from "@/renderer";
import type { AccountProfile, AccountUser, SignedIn } from "@/domain/account";
import { knownCountry, type Viewer } from "@/domain/viewer";
import { errorText, log } from "@/ops/log";
import { pathInLocale, pathWithoutLocale } from "@/domain/localePaths";
import type { Locale, UserType } from "@/domain/types";
import { guardOf, type CompiledRouteTable } from "@/routing/routeTable";
import type { StoredProfile } from "@/stores/profiles";
import type { SessionReply } from "@/stores/sessionReply";
import { signInCookies, type CookieWrite } from "./authCookies";
import { viewerOfSession } from "./viewer";
import { ticketFreshMs } from "./viewerTicket";

export type SessionForStore = SessionReply;

export interface CompletedSignIn {
  cookies: CookieWrite[];
  session: SessionForStore;
  /** The session's profile (the master one) has onboarding ahead and the journey is on (issue 31 §4). */
  onboardingAhead: boolean;
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

/**
 * The viewer a sign-in starts as: the session's profile (the service starts every session on the master
 * profile) with its limit. When the profiles cannot be read, the sign-in still holds: the ticket then says "no
 * profile" and is issued already due for a refresh, so the next page asks the services again.
 */
async function viewerAtSignIn(call: CallContext, signedIn: SignedIn): Promise<{ viewer: Viewer; profiles: AccountProfile[]; issuedAt: number }> {
  try {
    return { ...(await viewerOfSession(call, signedIn.user, signedIn.token)), issuedAt: Date.now() };
  } catch (error) {
    log({ level: "warn", code: "profiles-at-sign-in", error: errorText(error) });
    const viewer: Viewer = { userType: signedIn.user.userType, accountCountry: knownCountry(signedIn.user.country) };
    return { viewer, profiles: [], issuedAt: Date.now() - ticketFreshMs - 1 };
  }
}

export async function completeSignIn(signedIn: SignedIn, call: CallContext): Promise<CompletedSignIn> {
  const { viewer, profiles, issuedAt } = await viewerAtSignIn(call, signedIn);
  const ahead = profiles.find((profile) => profile.default)?.requiresOnboarding === true && (await loadAppFlags(getServices().appgrid, call)).onboardingJourney;
  return { cookies: signInCookies(signedIn.token, viewer, issuedAt), session: sessionForStore(signedIn.user, profiles), onboardingAhead: ahead };
}

/** Spec 4 REQUIRE_SELECT_PROFILE: several profiles and nowhere remembered to return to: choose one first. */
export const profileSelectionPath = "/hub/profile-selection";

/**
 * Where a sign-in lands when it had nowhere remembered to return to: choosing a profile when there are several (the
 * chosen one may have onboarding ahead, selectProfile.ts), else onboarding when the one profile has it ahead (a new
 * account), else home. A remembered page is always where it lands.
 */
export function pathAfterSignIn(remembered: string, profileCount: number, onboardingAhead = false): string {
  if (remembered !== "/") return remembered;
  if (profileCount > 1) return profileSelectionPath;
  return onboardingAhead ? onboardingPath : remembered;
}

/**
 * Where a social sign-in lands: the page the flow set off from (`/ar/hub/settings`), except that a
 * guest-only page (the login page itself) means home; then as after any sign-in (pathAfterSignIn).
 */
export function landingAfterSocial(table: CompiledRouteTable, returnTo: string, locale: Locale, userType: UserType, profileCount: number, onboardingAhead = false): string {
  const { path, query } = pathWithoutLocale(returnTo);
  const search = query ? `?${query}` : "";
  const remembered = guardOf(table, path, search, userType)?.redirect ?? `${path}${search}`;
  return pathInLocale(pathAfterSignIn(remembered, profileCount, onboardingAhead), locale);
}
