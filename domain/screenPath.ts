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

/**
 * The id the route table (issue 28, screens-schema/schemas/route-table.schema.json) is stored and served under, beside
 * the screens: versioned, scheduled, published, rolled back and audited like one. Path-like, so no path's parameter
 * can name it as a landing's screen (routing/routeTable.ts screenOf).
 */
export const routeTableId = "/app/routes";

/** What a screen is, for the studio's list and filters: home, a landing page, an account form, a title page, the routes. */
export type ScreenKind = "home" | "landing" | "form" | "title" | "routes" | "other";

export function screenKind(screenId: string): ScreenKind {
  if (screenId === "home") return "home";
  if (screenId === routeTableId) return "routes";
  if (landingIdPattern.test(screenId)) return "landing";
  if (screenId.startsWith("/user/")) return "form";
  if (screenId.startsWith("/content/")) return "title";
  return "other";
}
