/**
 * Which page shows a screen, for links that name a screen id (preview). Home is `/home`; a landing id is its
 * own path. Screens with a path-like id (`/user/login-form`) get their pages with the account issue.
 */
export const landingIdPattern = /^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/;

export function screenPath(screenId: string): string | undefined {
  if (screenId === "home") return "/home";
  return landingIdPattern.test(screenId) ? `/${screenId}` : undefined;
}
