/**
 * The one same-site path rule of the whole app (issue 8): a path of this site, starting with "/", with no
 * scheme, no "//host", no backslash, whitespace or control character; a query or fragment may follow. The
 * layout schema's SitePath says the same for layouts. Every redirect the app takes from a request, a reply or
 * a cookie (`?redirect=`, the social `returnTo`, a form reply's `redirectTo`) is checked with it.
 */
const sitePath = /^\/(?![/\\])[^\s\\:?#\p{Cc}]*(?:[?#][^\s\\\p{Cc}]*)?$/u;

export function isSitePath(value: string | null | undefined): value is string {
  return typeof value === "string" && sitePath.test(value);
}

/** `value` when it is a same-site path, else `fallback` ("/"). */
export function sitePathOr(value: string | null | undefined, fallback = "/"): string {
  return isSitePath(value) ? value : fallback;
}
