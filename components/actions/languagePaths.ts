import { isLocale, locales, type Locale } from "@/domain/types";

/** The same page under another locale: "/en/series/x?a=1" -> "/fr/series/x?a=1". */
export function pathInLocale(pathname: string, locale: Locale): string {
  const [path = "/", query] = pathname.split(/\?(.*)/s, 2);
  const segments = path.split("/").filter((segment) => segment !== "");
  const rest = segments[0] !== undefined && isLocale(segments[0]) ? segments.slice(1) : segments;
  const target = `/${[locale, ...rest].join("/")}`;
  return query ? `${target}?${query}` : target;
}

export const allLocales: readonly Locale[] = locales;
