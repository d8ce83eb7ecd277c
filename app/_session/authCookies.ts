/**
 * The cookies signing in and out writes (spec 3 "Cookies", spec 4 "Sign-in and session", spec 9; issue 8):
 * - the session token (`__Host-token` in production, `token` in development): HttpOnly, SameSite=Lax, 6 hours;
 * - the viewer ticket (`__Host-viewer` / `viewer`, viewerTicket.ts): HttpOnly, signed, bound to the token; what
 *   every right is read from;
 * - readable copies for client code, which decide nothing: `userType` (spec: life 864e7 ms "as coded"),
 *   `profileType` and `profileLanguage` (only when supported: ar, en, fr).
 * `Secure` is forced in production whatever the forwarded protocol says (browsers accept it on
 * http://localhost); `__Host-` names need it, so development keeps the plain names.
 */
import { isLocale } from "@/domain/types";
import { isProduction } from "@/domain/runMode";
import { cookieNames } from "@/request/context";
import type { Viewer } from "@/domain/viewer";
import { sessionSecret, signTicket } from "./viewerTicket";

export const tokenLifeSeconds = 216e5 / 1000;
export const userTypeLifeSeconds = 864e7 / 1000;

/** Whether cookies are `Secure` with `__Host-` names: in production. */
export const secureCookies = isProduction();

/** The HttpOnly cookies' names. */
export const authCookieNames = {
  token: secureCookies ? "__Host-token" : "token",
  viewer: secureCookies ? "__Host-viewer" : "viewer",
} as const;

/** Cookies earlier builds wrote that decided rights; signing out and every new ticket remove them. */
const retiredCookies = ["profileId", "profileAgeLimit", "userCountry"] as const;

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

function options(maxAge: number, httpOnly = false): CookieOptions {
  return { path: "/", sameSite: "lax", secure: secureCookies, httpOnly, maxAge };
}

const gone = (name: string, httpOnly = false): CookieWrite => ({ name, value: "", options: options(0, httpOnly) });

/**
 * The viewer's ticket and its readable copies. `now` and `secret` are injectable for tests. A viewer without
 * a selected profile clears the profile copies.
 */
export function viewerCookies(viewer: Viewer, token: string, now = Date.now(), secret = sessionSecret()): CookieWrite[] {
  const { profile } = viewer;
  const writes: CookieWrite[] = [
    { name: authCookieNames.viewer, value: signTicket(viewer, token, secret, now), options: options(tokenLifeSeconds, true) },
    { name: cookieNames.userType, value: viewer.userType, options: options(userTypeLifeSeconds) },
    profile
      ? { name: cookieNames.profileType, value: profile.kind === "kid" ? "KID" : "ADULT", options: options(userTypeLifeSeconds) }
      : gone(cookieNames.profileType),
    profile?.language && isLocale(profile.language)
      ? { name: cookieNames.profileLanguage, value: profile.language, options: options(userTypeLifeSeconds) }
      : gone(cookieNames.profileLanguage),
  ];
  return [...writes, ...retiredCookies.map((name) => gone(name))];
}

export function signInCookies(token: string, viewer: Viewer, now = Date.now(), secret = sessionSecret()): CookieWrite[] {
  return [{ name: authCookieNames.token, value: token, options: options(tokenLifeSeconds, true) }, ...viewerCookies(viewer, token, now, secret)];
}

/**
 * The viewer ticket and its profile copies go, the token stays: the next request derives the viewer anew from the
 * services. For when the services changed who the viewer is but the app could not write the new ticket.
 */
export function droppedTicketCookies(): CookieWrite[] {
  return [gone(authCookieNames.viewer, true), gone(cookieNames.profileType), gone(cookieNames.profileLanguage)];
}

/** Signing out: the token, the ticket and the profile copies go (max-age 0); the user type resets to anonymous (spec 4). */
export function signOutCookies(): CookieWrite[] {
  return [
    gone(authCookieNames.token, true),
    gone(authCookieNames.viewer, true),
    gone(cookieNames.profileType),
    gone(cookieNames.profileLanguage),
    ...retiredCookies.map((name) => gone(name)),
    { name: cookieNames.userType, value: "anonymous", options: options(userTypeLifeSeconds) },
  ];
}

/**
 * Marks a sign-in that ended in a redirect (social), so the next page fires the login event (spec 4). Read
 * and removed by the browser (components/session/loginEvent.ts), hence not HttpOnly; it holds no secret.
 */
export function loginEventCookie(): CookieWrite {
  return { name: cookieNames.loginEvent, value: "1", options: options(60) };
}

export interface CookieJar {
  set(name: string, value: string, options: CookieOptions): unknown;
}

export function writeCookies(jar: CookieJar, writes: readonly CookieWrite[]): void {
  for (const write of writes) jar.set(write.name, write.value, write.options);
}
