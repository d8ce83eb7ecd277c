/**
 * The canonical form of a page path (issue 8): a route typed in another case or with a trailing slash
 * (`/ar/HUB/Login/`) is redirected to its canonical form (`/ar/hub/login`) instead of a 404. Only the app's
 * own words are lower-cased (the locale and the literal words of the route table's patterns, issue 28); ids and
 * slugs keep their case.
 */
import { locales } from "@/domain/types";

const fixedWords: ReadonlySet<string> = new Set<string>([...locales, "preview"]);

/** The canonical path, or undefined when `pathname` already is canonical. `routeWords`: CompiledRouteTable.words. */
export function canonicalPath(pathname: string, routeWords: ReadonlySet<string>): string | undefined {
  const parts = pathname.split("/").filter(Boolean);
  const isWord = (part: string) => fixedWords.has(part.toLowerCase()) || routeWords.has(part.toLowerCase());
  const canonical = `/${parts.map((part) => (isWord(part) ? part.toLowerCase() : part)).join("/")}`;
  return canonical === pathname ? undefined : canonical;
}
