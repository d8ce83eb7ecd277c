/**
 * The render context of one request: everything `visibleWhen` and rendering depend on. Who the viewer is
 * (user type, profile kind, age limit, the account's country) comes from the server-derived `Viewer`
 * (domain/viewer.ts, app/_session/viewer.ts), never from a cookie the browser can write; the platform and the
 * web-view flag are cookies the proxy sets from a native app's query parameters (spec 5): they choose a
 * presentation, not a right. Unknown values fall back to the defaults of spec 4 and 9 (WEB, JO).
 */
import { directionOf, type Locale, type Platform, type RenderContext } from "@/domain/types";
import { cookieNames } from "@/domain/cookieNames";
import { viewerAgeLimit, viewerCountry, type Viewer } from "@/domain/viewer";
import type { Segment } from "./segment";

// The cookie names are shared with client components (components/session), which may not import renderer/.
export { cookieNames } from "@/domain/cookieNames";

const platforms: readonly Platform[] = ["WEB", "ANDROID_APP", "ANDROID_APP2", "IOS_APP", "IOS_APP2", "SMART_TV", "HMS_APP"];

function oneOf<T extends string>(values: readonly T[], value: string | undefined): T | undefined {
  return values.find((candidate) => candidate === value);
}

export interface RequestFacts {
  viewer: Viewer;
  cookie(name: string): string | undefined;
  header(name: string): string | null;
  defaultCountry: string;
  /** `COUNTRY_HEADER`: the header the deployment's edge sets with the viewer's country; none when unset. */
  countryHeader?: string | undefined;
}

export function countryOf(facts: Pick<RequestFacts, "viewer" | "header" | "defaultCountry" | "countryHeader">): string {
  const edgeCountry = facts.countryHeader ? facts.header(facts.countryHeader) : undefined;
  return viewerCountry({ edgeCountry, viewer: facts.viewer, defaultCountry: facts.defaultCountry });
}

/** The viewer segment of a request: who the viewer is, for `visibleWhen` and the page cache key. */
export function segmentOf(facts: RequestFacts): Segment {
  const { viewer } = facts;
  return {
    userType: viewer.userType,
    profileKind: viewer.profile?.kind ?? "adult",
    ageLimit: viewerAgeLimit(viewer),
    platform: oneOf(platforms, facts.cookie(cookieNames.platform)) ?? "WEB",
    webView: facts.cookie(cookieNames.webView) === "1",
    country: countryOf(facts),
  };
}

export function contextOf(locale: Locale, screenId: string, segment: Segment): RenderContext {
  return { locale, dir: directionOf(locale), screenId, ...segment };
}
