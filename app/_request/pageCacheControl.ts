/**
 * Cache-Control of the pages of the page cache (spec 9: max-age, stale-while-revalidate and stale-if-error
 * from constants whose values the spec does not give; issue 10 section 4).
 *
 * A cached page is one render per viewer segment (user type, profile kind, age limit, platform, web view,
 * country), but its URL is the same for every segment: `/ar/home`. A shared cache (the CDN) may keep only what
 * it can key correctly, so:
 * - a guest's page (no session, no web-view cookies) is public for 10 s, served stale for 10 minutes while the
 *   CDN revalidates, and for a day when the app is failing. Ten seconds is a micro-cache (issue 18): at a
 *   premiere each CDN location asks the origin for a page about once per 10 s whatever the audience, and a
 *   publish reaches viewers through the CDN within about 10 s (the app itself takes it at once, by the publish
 *   signal; the spec's 60 s page reload interval stays the bound when a signal is lost). Pages vary
 *   on Cookie (next.config.js); the edge's own country header, the segment's other input, belongs in the
 *   CDN's cache key (README, "Caching");
 * - a signed-in viewer's page, or a web view's, is private: a shared cache must never hand a kid profile's
 *   or a subscriber's page to someone else; the browser revalidates it on each visit.
 * Decision (spec "not shown"): the values 10 / 600 / 86400.
 */
export const pageCacheSeconds = {
  sMaxAge: 10,
  staleWhileRevalidate: 600,
  staleIfError: 86_400,
} as const;

/**
 * `guest`: the viewer has no session and the request no web-view or platform cookie, so the page is the guests'
 * segment of the viewer's country.
 */
export function cachedPageCacheControl(guest: boolean): string {
  if (!guest) return "private, no-cache";
  const { sMaxAge, staleWhileRevalidate, staleIfError } = pageCacheSeconds;
  return `public, max-age=0, s-maxage=${sMaxAge}, stale-while-revalidate=${staleWhileRevalidate}, stale-if-error=${staleIfError}`;
}
