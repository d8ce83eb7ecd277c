/**
 * Spec 9: "Page reload interval: 60000 ms". Layouts, the route table, menus and content replies are fresh for
 * this long, then served stale while one refresh runs; the publish signal ends it sooner.
 */
export const pageReloadIntervalMs = 60_000;

/**
 * The interval a deployment sets (`LAYOUT_CACHE_SECONDS`, in seconds; 0 keeps nothing fresh), or the spec's when
 * it is unset or not a number of seconds.
 */
export function pageReloadMsFrom(seconds: string | undefined): number {
  if (seconds === undefined) return pageReloadIntervalMs;
  const parsed = Number(seconds);
  return Number.isFinite(parsed) && parsed >= 0 && seconds.trim() !== "" ? parsed * 1000 : pageReloadIntervalMs;
}
