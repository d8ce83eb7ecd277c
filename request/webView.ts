/**
 * Native-app web views (spec 2 "Application shell behaviours", spec 5): a session counts as native only
 * when `mobile=true`, `physicalDeviceType` is Android_Phone or IOS, and `uuid`, `platform` and `appKey`
 * are all present.
 */
import type { Platform } from "@/domain/types";

const nativePlatforms: readonly Platform[] = ["ANDROID_APP", "ANDROID_APP2", "IOS_APP", "IOS_APP2", "HMS_APP"];

export function nativeWebView(query: URLSearchParams): { platform: Platform } | undefined {
  const device = query.get("physicalDeviceType");
  const complete =
    query.get("mobile") === "true" &&
    (device === "Android_Phone" || device === "IOS") &&
    Boolean(query.get("uuid")) &&
    Boolean(query.get("platform")) &&
    Boolean(query.get("appKey"));
  if (!complete) return undefined;
  const named = nativePlatforms.find((platform) => platform === query.get("platform")?.toUpperCase());
  return { platform: named ?? (device === "IOS" ? "IOS_APP" : "ANDROID_APP") };
}
