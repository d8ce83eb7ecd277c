/**
 * The viewer segment: everything `visibleWhen` and the content depend on besides the locale (user type,
 * profile kind, platform, web view, country, and the profile's age limit, domain/ageLimit.ts). Rendered
 * pages are cached per segment, so one segment's screen is never served to another; the proxy puts the
 * segment into the path it rewrites to.
 */
import { formatAgeLimit, parseAgeLimit } from "@/domain/ageLimit";
import type { Platform, ProfileKind, RenderContext, UserType } from "@/domain/types";
import { knownCountry } from "@/domain/viewer";
import { safeDecode } from "@/domain/safeDecode";

export type Segment = Pick<RenderContext, "userType" | "profileKind" | "platform" | "webView" | "country" | "ageLimit">;

export const userTypes: readonly UserType[] = ["anonymous", "registered", "subscribed", "suspended"];
const profileKinds: readonly ProfileKind[] = ["adult", "kid"];
const platforms: readonly Platform[] = ["WEB", "ANDROID_APP", "ANDROID_APP2", "IOS_APP", "IOS_APP2", "SMART_TV", "HMS_APP"];

function oneOf<T extends string>(values: readonly T[], value: string | undefined): T | undefined {
  return values.find((candidate) => candidate === value);
}

/** "anonymous.adult.WEB.0.JO.all" */
export function encodeSegment(segment: Segment): string {
  return [segment.userType, segment.profileKind, segment.platform, segment.webView ? "1" : "0", segment.country, formatAgeLimit(segment.ageLimit)].join(".");
}

/** The segment a path piece names, or undefined when any part is not a known value. */
export function decodeSegment(value: string): Segment | undefined {
  const [userType, profileKind, platform, webView, country, ageLimit, ...rest] = (safeDecode(value) ?? "").split(".");
  const segment = {
    userType: oneOf(userTypes, userType),
    profileKind: oneOf(profileKinds, profileKind),
    platform: oneOf(platforms, platform),
    webView: webView === "1" ? true : webView === "0" ? false : undefined,
    // Only the spec's countries: a segment names a bounded set of pages (issue 8).
    country: country === knownCountry(country) ? country : undefined,
    ageLimit: parseAgeLimit(ageLimit),
  };
  const { userType: u, profileKind: k, platform: p, webView: w, country: c, ageLimit: a } = segment;
  if (rest.length > 0 || !u || !k || !p || w === undefined || !c || a === undefined) return undefined;
  return { userType: u, profileKind: k, platform: p, webView: w, country: c, ageLimit: a };
}
