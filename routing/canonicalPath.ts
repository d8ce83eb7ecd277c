/**
 * The canonical form of a page path (issue 8): a route typed in another case or with a trailing slash
 * (`/ar/HUB/Login/`) is redirected to its canonical form (`/ar/hub/login`) instead of a 404. Only the app's
 * own words are lower-cased (the locale and the words of the route lists); ids and slugs keep their case.
 */
import { locales } from "@/domain/types";
import { guestOnly, loginRequired, subscriptionRequired } from "./routes";

const routeWords = new Set(
  [...loginRequired, ...subscriptionRequired, ...guestOnly]
    .flatMap((pattern) => pattern.split("/"))
    .filter((word) => /^[a-z][a-z-]*$/.test(word)),
);
const fixedWords = new Set<string>([...locales, ...routeWords, "home", "hub", "logout", "preview", "kids"]);

/** The canonical path, or undefined when `pathname` already is canonical. */
export function canonicalPath(pathname: string, extraWords: Iterable<string> = []): string | undefined {
  const words = new Set([...fixedWords, ...extraWords]);
  const parts = pathname.split("/").filter(Boolean);
  const canonical = `/${parts.map((part) => (words.has(part.toLowerCase()) ? part.toLowerCase() : part)).join("/")}`;
  return canonical === pathname ? undefined : canonical;
}
