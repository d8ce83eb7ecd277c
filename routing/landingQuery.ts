/**
 * The query parameters a landing page reads (app/(live)/[lang]/[landingId]/page.tsx): a grid's `page` and `sort`,
 * the package flow's `source`, `package`, `method`, `order`, `coupon`, `deal` and `offer`, the promo's `widget`, the
 * programme guide's `eventType` and `genre`, the sport pages' `tournament`, `matchday` and `date`, and the search page's
 * `q` and `type` (with `genre`, `sort` and `page`).
 *
 * The page cache keeps one copy of a landing per viewer segment, drawn without its query (a cached page cannot read
 * it), so a request that carries one of these is rendered for itself instead (proxy.ts): `/en/program?page=2` shows
 * the second page, `/en/allchannels?genre=drama` the filtered guide. Any other parameter (a campaign's `utm_source`,
 * a native app's `mobile=true`) leaves the page cacheable, so such links cannot bypass the cache at will.
 */
export const landingQueryNames: readonly string[] = [
  "page",
  "sort",
  "source",
  "package",
  "method",
  "order",
  "coupon",
  "deal",
  "offer",
  "widget",
  "eventType",
  "genre",
  "tournament",
  "matchday",
  "date",
  "q",
  "type",
];

/** Whether the page drawn for `search` depends on its query, so the shared page cache must not answer it. */
export function readsLandingQuery(search: URLSearchParams): boolean {
  return landingQueryNames.some((name) => search.has(name));
}
