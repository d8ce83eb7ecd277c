/**
 * The render context of one request: everything `visibleWhen` and rendering depend on, read from the
 * cookies and headers the proxy and the sign-in flow maintain. Unknown values fall back to the defaults
 * of spec 4 and 9 (anonymous, adult, WEB, JO).
 */
import { kidDefaultAgeRestriction, parseAgeLimit } from "@/domain/ageLimit";
import { directionOf, type Locale, type Platform, type RenderContext, type UserType } from "@/domain/types";
import type { Segment } from "./segment";

export const cookieNames = {
  userType: "userType",
  profileType: "profileType",
  platform: "platform",
  webView: "isWebView",
  country: "userCountry",
  preferredLang: "preferredLang",
  /** The user service's session token: HttpOnly, never readable by scripts. */
  token: "token",
  profileId: "profileId",
  profileLanguage: "profileLanguage",
  /** The selected profile's age limit (domain/ageLimit.ts): "all", 7, 12, 15 or 18. */
  profileAgeLimit: "profileAgeLimit",
  /** A sign-in that ended in a redirect (social): the next page fires the login event and removes it. */
  loginEvent: "loginEvent",
} as const;

const userTypes: readonly UserType[] = ["anonymous", "registered", "subscribed", "suspended"];
const platforms: readonly Platform[] = ["WEB", "ANDROID_APP", "ANDROID_APP2", "IOS_APP", "IOS_APP2", "SMART_TV", "HMS_APP"];

function oneOf<T extends string>(values: readonly T[], value: string | undefined): T | undefined {
  return values.find((candidate) => candidate === value);
}

/** The `userType` cookie's value as a UserType; anything else is anonymous (spec 4: the default). */
export function userTypeOf(value: string | undefined): UserType {
  return oneOf(userTypes, value) ?? "anonymous";
}

export interface RequestFacts {
  locale: Locale;
  screenId: string;
  cookie(name: string): string | undefined;
  header(name: string): string | null;
  defaultCountry: string;
}

export function countryOf(facts: Pick<RequestFacts, "cookie" | "header" | "defaultCountry">): string {
  const candidates = [facts.header("x-country"), facts.cookie(cookieNames.country), facts.defaultCountry];
  const found = candidates.find((value) => value && /^[A-Za-z]{2}$/.test(value));
  return (found ?? "JO").toUpperCase();
}

/** The viewer segment of a request: who the viewer is, for `visibleWhen` and the page cache key. */
export function segmentOf(facts: Omit<RequestFacts, "locale" | "screenId">): Segment {
  const profileType = facts.cookie(cookieNames.profileType)?.toUpperCase();
  const profileKind = profileType === "KID" ? "kid" : "adult";
  // Without a readable cookie: a kid profile gets the kid default, an adult one none.
  const ageLimit = parseAgeLimit(facts.cookie(cookieNames.profileAgeLimit)) ?? (profileKind === "kid" ? kidDefaultAgeRestriction : null);
  return {
    userType: userTypeOf(facts.cookie(cookieNames.userType)),
    profileKind,
    ageLimit,
    platform: oneOf(platforms, facts.cookie(cookieNames.platform)) ?? "WEB",
    webView: facts.cookie(cookieNames.webView) === "1",
    country: countryOf(facts),
  };
}

export function contextOf(locale: Locale, screenId: string, segment: Segment): RenderContext {
  return { locale, dir: directionOf(locale), screenId, ...segment };
}

export function renderContext(facts: RequestFacts): RenderContext {
  return contextOf(facts.locale, facts.screenId, segmentOf(facts));
}
