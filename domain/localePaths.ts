import { isLocale, type Locale } from "./types";

/**
 * The same page under another locale: "/en/series/x?a=1" -> "/fr/series/x?a=1". A page from the page cache
 * is rendered at its internal path (`/seg/<segment>/ar/home`, see proxy.ts), which `usePathname` reports
 * while rendering; the segment is never part of a link.
 */
export function pathInLocale(pathname: string, locale: Locale): string {
  const [path = "/", query] = pathname.split(/\?(.*)/s, 2);
  const segments = path.replace(/^\/seg\/[^/]+/, "").split("/").filter((segment) => segment !== "");
  const rest = segments[0] !== undefined && isLocale(segments[0]) ? segments.slice(1) : segments;
  const target = `/${[locale, ...rest].join("/")}`;
  return query ? `${target}?${query}` : target;
}
