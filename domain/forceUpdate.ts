/**
 * Spec 2 and 3: the forced-update notice. In an app's web view, while the app configuration's `webForceUpdate` is on,
 * an app older than the platform's configured version (`iosAppVersion`, `androidAppVersion`) is told to update before
 * it goes on. The app says its version in the web view's first address (`appVersion`), which the page keeps for a day
 * in the `isAppVersion` cookie (spec 9). A version that cannot be read is never blocked: the notice is for apps known
 * to be too old, not for a guess.
 */
import type { AppStore } from "./installBanner";
import type { Platform } from "./types";

export const appVersionParam = "appVersion";

const versionPattern = /^\d{1,4}(\.\d{1,4}){0,3}$/;

/** The app's version as the query says it, or undefined when it is not a dotted version. */
export function appVersionOf(value: string | null | undefined): string | undefined {
  return value !== null && value !== undefined && versionPattern.test(value) ? value : undefined;
}

/** Negative when `a` is older than `b`, 0 when equal, positive when newer ("4.10" is newer than "4.9"). */
export function compareVersions(a: string, b: string): number {
  const left = a.split(".").map(Number);
  const right = b.split(".").map(Number);
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

export interface ForceUpdateConfig {
  on: boolean;
  ios?: string | undefined;
  android?: string | undefined;
}

/** The store a platform's app comes from (Huawei's app is listed as the Android one); undefined for the web and TVs. */
export function appStoreOf(platform: Platform): AppStore | undefined {
  if (platform === "IOS_APP" || platform === "IOS_APP2") return "ios";
  if (platform === "ANDROID_APP" || platform === "ANDROID_APP2" || platform === "HMS_APP") return "android";
  return undefined;
}

/** The version a platform's app must have at least while the notice is on; undefined: none asked. */
export function minimumVersionOf(config: ForceUpdateConfig, platform: Platform): string | undefined {
  const store = appStoreOf(platform);
  return config.on && store !== undefined ? appVersionOf(config[store]) : undefined;
}

/** Whether an app at `version` must update to reach `minimum`. */
export function mustUpdate(minimum: string | undefined, version: string | undefined): boolean {
  return minimum !== undefined && version !== undefined && appVersionOf(version) !== undefined && compareVersions(version, minimum) < 0;
}
