/**
 * The cookies signing in and out writes (spec 3 "Cookies", spec 4 "Sign-in and session", spec 9):
 * - `token`: the session token, HttpOnly, SameSite=Lax, Secure on https, 6 hours (216e5 ms);
 * - `userType`: derived from the subscriptions, read by the proxy and the page cache; life 864e7 ms "as coded";
 * - `profileId`, `profileType`: the selected profile (the default adult one at sign-in), 864e7 ms;
 * - `profileLanguage`: that profile's language, only when supported (ar, en, fr), 864e7 ms.
 */
import type { AccountProfile } from "@/domain/account";
import { formatAgeLimit, type AgeLimit } from "@/domain/ageLimit";
import { isLocale, type UserType } from "@/domain/types";
import { cookieNames } from "@/renderer/context";

export const tokenLifeSeconds = 216e5 / 1000;
export const userTypeLifeSeconds = 864e7 / 1000;

export interface CookieOptions {
  path: "/";
  sameSite: "lax";
  secure: boolean;
  httpOnly: boolean;
  maxAge: number;
}

export interface CookieWrite {
  name: string;
  value: string;
  options: CookieOptions;
}

function options(secure: boolean, maxAge: number, httpOnly = false): CookieOptions {
  return { path: "/", sameSite: "lax", secure, httpOnly, maxAge };
}

/** A selected profile and the highest age rating it sees (domain/ageLimit.ts). */
export interface ChosenProfile {
  profile: Pick<AccountProfile, "id" | "type" | "language">;
  ageLimit: AgeLimit;
}

/**
 * The selected profile's cookies; a language the site does not have removes a stale `profileLanguage`.
 * `profileAgeLimit` puts the profile's limit into the viewer segment, so pages and content follow it.
 */
export function profileCookies({ profile, ageLimit }: ChosenProfile, secure: boolean): CookieWrite[] {
  const language = profile.language.toLowerCase();
  return [
    { name: cookieNames.profileId, value: profile.id, options: options(secure, userTypeLifeSeconds) },
    { name: cookieNames.profileType, value: profile.type, options: options(secure, userTypeLifeSeconds) },
    { name: cookieNames.profileAgeLimit, value: formatAgeLimit(ageLimit), options: options(secure, userTypeLifeSeconds) },
    isLocale(language)
      ? { name: cookieNames.profileLanguage, value: language, options: options(secure, userTypeLifeSeconds) }
      : { name: cookieNames.profileLanguage, value: "", options: options(secure, 0) },
  ];
}

export function signInCookies(token: string, userType: UserType, chosen: ChosenProfile | undefined, secure: boolean): CookieWrite[] {
  const writes: CookieWrite[] = [
    { name: cookieNames.token, value: token, options: options(secure, tokenLifeSeconds, true) },
    { name: cookieNames.userType, value: userType, options: options(secure, userTypeLifeSeconds) },
  ];
  if (!chosen) return writes;
  return [...writes, ...profileCookies(chosen, secure).filter((write) => write.value !== "")];
}

/** Logging out: the token and profile cookies go (max-age 0); the user type resets to anonymous (spec 4). */
export function signOutCookies(secure: boolean): CookieWrite[] {
  const gone = (name: string, httpOnly = false): CookieWrite => ({ name, value: "", options: options(secure, 0, httpOnly) });
  return [
    gone(cookieNames.token, true),
    gone(cookieNames.profileId),
    gone(cookieNames.profileType),
    gone(cookieNames.profileLanguage),
    gone(cookieNames.profileAgeLimit),
    { name: cookieNames.userType, value: "anonymous", options: options(secure, userTypeLifeSeconds) },
  ];
}

/**
 * Marks a sign-in that ended in a redirect (social), so the next page fires the login event (spec 4). Read
 * and removed by the browser (components/session/loginEvent.ts), hence not HttpOnly; it holds no secret.
 */
export function loginEventCookie(secure: boolean): CookieWrite {
  return { name: cookieNames.loginEvent, value: "1", options: options(secure, 60) };
}

export interface CookieJar {
  set(name: string, value: string, options: CookieOptions): unknown;
}

export function writeCookies(jar: CookieJar, writes: readonly CookieWrite[]): void {
  for (const write of writes) jar.set(write.name, write.value, write.options);
}

export function isSecureRequest(url: URL): boolean {
  return url.protocol === "https:";
}
