/**
 * The locale-less address a page is shown at when it stands in for another (the maintenance screen in place of a page
 * whose area is down, issue 32 §1): the page says it before rendering, a button with `hideOnTarget` reads it. One per
 * request (React `cache`); a page that says nothing leaves every such button shown.
 */
import { cache } from "react";

const store = cache((): { path?: string } => ({}));

export function setShownFor(path: string): void {
  store().path = path;
}

/** Whether the page is shown at `to` (a navigate action's path; its query is not part of the address). */
export function isShownAt(to: string): boolean {
  const path = store().path;
  return path !== undefined && path === (to.split("?")[0] ?? to);
}
