import { defaultLocale, isLocale, type Locale } from "./types";

/** The locale a path starts with ("/fr/series" -> "fr"), or the default one. */
export function localeFromPath(pathname: string | null): Locale {
  const first = pathname?.split("/")[1];
  return isLocale(first) ? first : defaultLocale;
}

/**
 * A page's path without its locale (and without the page cache's `/seg/<segment>` prefix), query kept:
 * "/en/series/x?a=1" -> { path: "/series/x", query: "a=1" }. A page from the page cache is rendered at its
 * internal path (`/seg/<segment>/ar/home`, see proxy.ts), which `usePathname` reports while rendering; the
 * segment is never part of a link.
 */
export function pathWithoutLocale(pathname: string): { path: string; query: string } {
  const [path = "/", query = ""] = pathname.split(/\?(.*)/s, 2);
  const segments = path.replace(/^\/seg\/[^/]+/, "").split("/").filter((segment) => segment !== "");
  const rest = segments[0] !== undefined && isLocale(segments[0]) ? segments.slice(1) : segments;
  return { path: `/${rest.join("/")}`, query };
}

/** The same page under another locale: "/en/series/x?a=1" -> "/fr/series/x?a=1". */
export function pathInLocale(pathname: string, locale: Locale): string {
  const { path, query } = pathWithoutLocale(pathname);
  const target = path === "/" ? `/${locale}` : `/${locale}${path}`;
  return query ? `${target}?${query}` : target;
}
