/**
 * The guards of spec 2 and 6, decided from the route lists: guests are sent from login-required pages to
 * the login page, which remembers where they came from; signed-in users are sent from guest-only pages
 * home; registered users are sent from subscription-only pages to the package selection.
 */
import { sitePathOr } from "@/domain/sitePath";
import type { UserType } from "@/domain/types";
import { compilePattern, type PathMatcher } from "@/screens-schema/validator/path-pattern";
import { guestOnly, loginPath, loginRequired, subscriptionRequired } from "./routes";

const compiled = (patterns: readonly string[]): PathMatcher[] => patterns.map(compilePattern);
const lists = {
  loginRequired: compiled(loginRequired),
  subscriptionRequired: compiled(subscriptionRequired),
  guestOnly: compiled(guestOnly),
};

function inList(matchers: readonly PathMatcher[], path: string): boolean {
  return matchers.some((matcher) => matcher(path) !== undefined);
}

export type GuardDecision = { redirect: string } | undefined;

/** `path` is locale-less ("/hub/settings"), `search` the query string with its "?" or "". */
export function guard(path: string, search: string, userType: UserType): GuardDecision {
  const signedIn = userType !== "anonymous";
  if (!signedIn && (inList(lists.loginRequired, path) || inList(lists.subscriptionRequired, path))) {
    return { redirect: `${loginPath}?redirect=${encodeURIComponent(`${path}${search}`)}` };
  }
  if (signedIn && inList(lists.guestOnly, path)) return { redirect: "/" };
  if (userType !== "subscribed" && inList(lists.subscriptionRequired, path)) return { redirect: "/promo" };
  return undefined;
}

/** Where a successful sign-in goes: the remembered same-site path, never another host. */
export function returnPath(redirect: string | null | undefined): string {
  return sitePathOr(redirect);
}
