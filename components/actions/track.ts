/**
 * The shared tracker: events go to the tag manager's data queue (spec 7, "Tracking"), `window.dataLayer`.
 * Call it through actions/dispatch.ts, never from components directly.
 */
export type TrackParams = Record<string, string | number | boolean>;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function track(event: string, params?: TrackParams): void {
  if (typeof window === "undefined") return;
  window.dataLayer ??= [];
  window.dataLayer.push({ event, ...params });
}
