/**
 * The social sign-in round trip (spec 3 "Social-login result"): the app sends the browser to the identity
 * provider (locally the stand-in at `{USER_BASE_URL}/social/authorize`) with a random `state`, kept in a
 * short-lived HttpOnly cookie with where to return; the callback accepts only that state.
 */
import { randomBytes } from "node:crypto";
import { z } from "zod";
import { isSitePath, sitePathOr } from "@/domain/sitePath";
import { isLocale, type Locale } from "@/domain/types";

export const socialProviders = ["site", "facebook", "googleplus", "apple", "sso1", "sso2"] as const;
export type SocialProvider = (typeof socialProviders)[number];
export const socialStateCookie = "socialState";
export const socialStateLifeSeconds = 600;

// The return path is checked again when read back: the cookie is the browser's to send.
const stored = z.object({ state: z.string().min(16), returnTo: z.string().refine(isSitePath), locale: z.enum(["ar", "en", "fr"]) });
export type SocialState = z.infer<typeof stored>;

export function isSocialProvider(value: string): value is SocialProvider {
  return socialProviders.some((provider) => provider === value);
}

/** `returnTo` is a page of this site with its locale ("/ar/hub/login"); its locale is the flow's language. */
export function newSocialState(returnTo: string | null): SocialState {
  const path = sitePathOr(returnTo);
  const first = path.split("/")[1];
  const locale: Locale = isLocale(first) ? first : "ar";
  return { state: randomBytes(18).toString("base64url"), returnTo: path, locale };
}

/**
 * Where a refused social sign-in goes back to: the page it set off from, with `?socialAccountExists=true` when the
 * user service would not link the identity to the account of its email (ACCOUNT_EXISTS: sign in with the password
 * instead); the shell's notice says so (components/session/sessionFlags.ts).
 */
export function returnAfterRefusal(returnTo: string, code: string | undefined): string {
  if (code !== "ACCOUNT_EXISTS") return returnTo;
  const url = new URL(returnTo, "http://app.local");
  url.searchParams.set("socialAccountExists", "true");
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Where a refused social sign-in goes when the user service offers a way to finish it: the page of the flow's language
 * that does (`linking-account` when the account of its email has a password to prove, `social-registration` when the
 * provider shared no email), keeping the sign-in's own `?redirect=` for after it.
 */
export function finishingPath(returnTo: string, locale: Locale, page: "linking-account" | "social-registration"): string {
  const redirect = new URL(returnTo, "http://app.local").searchParams.get("redirect");
  return `/${locale}/hub/${page}${redirect === null ? "" : `?redirect=${encodeURIComponent(sitePathOr(redirect))}`}`;
}

export function readSocialState(cookie: string | undefined): SocialState | undefined {
  if (cookie === undefined) return undefined;
  try {
    const parsed = stored.safeParse(JSON.parse(cookie));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
