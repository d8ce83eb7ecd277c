/**
 * Spec 2 and 9: the smart app-install banner at the top of the page for viewers who are not in an app's web view (the
 * page knows that from its segment), on a phone or tablet whose store has the app (spec 9: iOS and Android); closed,
 * it stays hidden for a day, then reminds again. Where it was closed is remembered in the browser's local storage
 * (nothing of it reaches a server).
 */
export const installBannerClosedKey = "installBannerClosedAt";
/** Spec 9: hidden 1 day after closing, with a 1 day reminder. */
export const installBannerPauseMs = 86_400_000;

export type AppStore = "ios" | "android";

/** The store of the device `userAgent` names (iPadOS says Macintosh with touch; the page adds that), or undefined. */
export function storeOf(userAgent: string, touchMac = false): AppStore | undefined {
  if (/iPhone|iPad|iPod/.test(userAgent) || (touchMac && /Macintosh/.test(userAgent))) return "ios";
  if (/Android/.test(userAgent)) return "android";
  return undefined;
}

/** Whether a banner closed at `closedAt` (ms, or NaN for never) shows again at `now`. */
export function installBannerDue(closedAt: number, now: number): boolean {
  return !Number.isFinite(closedAt) || now - closedAt >= installBannerPauseMs || closedAt > now;
}
