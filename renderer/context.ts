/**
 * The render context of one request: everything `visibleWhen` and rendering depend on, read from the
 * cookies and headers the proxy and the sign-in flow maintain. Unknown values fall back to the defaults
 * of spec 4 and 9 (anonymous, adult, WEB, JO).
 */
import { directionOf, type Locale, type Platform, type ProfileKind, type RenderContext, type UserType } from "@/domain/types";

export const cookieNames = {
  userType: "userType",
  profileType: "profileType",
  platform: "platform",
  webView: "isWebView",
  country: "userCountry",
  preferredLang: "preferredLang",
} as const;

const userTypes: readonly UserType[] = ["anonymous", "registered", "subscribed", "suspended"];
const platforms: readonly Platform[] = ["WEB", "ANDROID_APP", "ANDROID_APP2", "IOS_APP", "IOS_APP2", "SMART_TV", "HMS_APP"];

function oneOf<T extends string>(values: readonly T[], value: string | undefined): T | undefined {
  return values.find((candidate) => candidate === value);
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

export function renderContext(facts: RequestFacts): RenderContext {
  const profileType = facts.cookie(cookieNames.profileType)?.toUpperCase();
  const profileKind: ProfileKind = profileType === "KID" ? "kid" : "adult";
  return {
    locale: facts.locale,
    dir: directionOf(facts.locale),
    userType: oneOf(userTypes, facts.cookie(cookieNames.userType)) ?? "anonymous",
    profileKind,
    platform: oneOf(platforms, facts.cookie(cookieNames.platform)) ?? "WEB",
    country: countryOf(facts),
    webView: facts.cookie(cookieNames.webView) === "1",
    screenId: facts.screenId,
  };
}
