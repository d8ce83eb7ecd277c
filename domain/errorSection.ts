/**
 * Spec 4: on an error page for a home-like path, outside an app's web view, the viewer is taken after 3 seconds to the
 * matching section (series, movies, all channels, or the account area's sign-in), unless already there. Applied to the
 * not-found page: a 401 or 403 page keeps the viewer on its reason and its own way on (sign in, switch profile).
 */
export const errorRedirectDelayMs = 3000;

export type ErrorSection = "series" | "movies" | "allchannels" | "login";

const sections: readonly { pattern: RegExp; section: ErrorSection; path: string }[] = [
  { pattern: /^\/series(\/|$)/i, section: "series", path: "/series" },
  { pattern: /^\/movies(\/|$)/i, section: "movies", path: "/movies" },
  { pattern: /^\/(livestream|liveevent|channels?|allchannels)(\/|$)/i, section: "allchannels", path: "/allchannels" },
  { pattern: /^\/hub(\/|$)/i, section: "login", path: "/hub/login" },
];

/** The section a locale-less error path leads to, or undefined (not home-like, or the section itself). */
export function sectionAfterError(path: string): { section: ErrorSection; path: string } | undefined {
  const found = sections.find(({ pattern }) => pattern.test(path));
  if (found === undefined || path.replace(/\/$/, "").toLowerCase() === found.path.toLowerCase()) return undefined;
  return { section: found.section, path: found.path };
}
