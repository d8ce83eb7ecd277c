/**
 * Spec 4 and 5: a viewer whose selected profile is a kid one never sees the adult home. `/{lang}` and
 * `/{lang}/home` send them to the kids home, `/{profileLanguage}/kids` when that language is supported,
 * else `/{lang}/kids`. Decided before the page-cache rewrite, so no adult home is served from the cache.
 */
import { isLocale, type Locale } from "@/domain/types";

export interface KidsFacts {
  /** Path parts, the locale first: ["ar"] or ["ar", "home"]. */
  parts: readonly string[];
  profileType: string | undefined;
  profileLanguage: string | undefined;
}

export function kidsRedirect({ parts, profileType, profileLanguage }: KidsFacts): string | undefined {
  const [lang, second, ...rest] = parts;
  if (!isLocale(lang) || profileType?.toUpperCase() !== "KID") return undefined;
  const isHome = second === undefined || (second === "home" && rest.length === 0);
  if (!isHome) return undefined;
  const target: Locale = isLocale(profileLanguage) ? profileLanguage : lang;
  return `/${target}/kids`;
}
