/**
 * Which page shows a screen, for links that name a screen id (preview links, minted by the management service
 * and opened by the app). Home is `/home`; a landing id is its own path. Screens with a path-like id
 * (`/user/login-form`) are shown by their account pages and have no preview path.
 */
export const landingIdPattern = /^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/;

export function screenPath(screenId: string): string | undefined {
  if (screenId === "home") return "/home";
  return landingIdPattern.test(screenId) ? `/${screenId}` : undefined;
}

/** What a screen is, for the studio's list and filters: home, a landing page, an account form, a title page. */
export type ScreenKind = "home" | "landing" | "form" | "title" | "other";

export function screenKind(screenId: string): ScreenKind {
  if (screenId === "home") return "home";
  if (landingIdPattern.test(screenId)) return "landing";
  if (screenId.startsWith("/user/")) return "form";
  if (screenId.startsWith("/content/")) return "title";
  return "other";
}
