/**
 * Matching paths against the route table (issue 28, schemas/route-table.schema.json): the table is data the
 * app-grid service publishes, validated at the boundary by screens-schema/validator/validate-route-table.ts; here
 * a valid table is compiled once into a matcher, and the guards of spec 2 and 6 are decided from its rows.
 *
 * First match wins, in table order: the table puts a specific row above a broader one ("/hub/settings" above
 * "/hub/settings/**", "/favorite" above "/:landingId"), as an editor reads it top to bottom. A row holds one guard
 * (`access`), so a path has exactly the guard of the row it matches.
 */
import { sitePathOr } from "@/domain/sitePath";
import type { UserType } from "@/domain/types";
import { screenIdPattern } from "@/screens-schema/generated/schema-tables";
import type { Route, RouteTable } from "@/screens-schema/types";
import { compilePattern, type PathMatcher, type PathParams } from "@/screens-schema/validator/path-pattern";

export interface RouteMatch {
  row: Route;
  /** The pattern's parameters as path-to-regexp gives them (decoded; `**` as the list of its segments). */
  params: PathParams;
}

export interface CompiledRouteTable {
  readonly table: RouteTable;
  /** The lower-case literal words of every pattern ("hub", "login", "series"): a path typed in another case is redirected to them. */
  readonly words: ReadonlySet<string>;
  /**
   * The first row whose pattern matches the locale-less `path` ("/hub/settings"), with its parameters; undefined
   * when none does (the page is not found). Like guard(), it throws URIError on a malformed escape in a
   * parameter; the proxy answers such an address with a 400 before any route (app/_request/malformedAddress.ts).
   */
  routeFor(path: string): RouteMatch | undefined;
}

/** Compiles every row's pattern once; call it when a table is loaded, not per request. */
export function compileRouteTable(table: RouteTable): CompiledRouteTable {
  const rows: readonly { row: Route; match: PathMatcher }[] = table.routes.map((row) => ({ row, match: compilePattern(row.path) }));
  const words = new Set(table.routes.flatMap((row) => row.path.split("/")).filter((word) => /^[a-z][a-z0-9-]*$/.test(word)));
  return {
    table,
    words,
    routeFor(path) {
      for (const { row, match } of rows) {
        const params = match(path);
        if (params !== undefined) return { row, params };
      }
      return undefined;
    },
  };
}

const screenId = new RegExp(screenIdPattern);

/**
 * The screen a matched path shows: the row's `screen`, or for a catch-all row the value of its `screenFromParam`
 * parameter when that value is a screen id of one name (the schema's format, without "/"). A path-like id never
 * comes from the path: `/%2Fuser%2Fsettings` would otherwise show a guest the settings screen, whose guard is the
 * row of /hub/settings and not the catch-all's. Undefined: the row has no screen (a hand-written page, or a page
 * without a published screen yet).
 */
export function screenOf({ row, params }: RouteMatch): string | undefined {
  if (row.screen !== undefined) return row.screen;
  if (row.screenFromParam === undefined) return undefined;
  const value = params[row.screenFromParam];
  return typeof value === "string" && !value.includes("/") && screenId.test(value) ? value : undefined;
}

/**
 * The screen a landing path (`/{landingId}`) shows: the screen of the row it matches (`/ramadan` may show "ramadan-2027"
 * when the CRM team says so), the id itself through the catch-all row; undefined when the row has none (not found).
 */
export function landingScreenOf(table: CompiledRouteTable, landingId: string): string | undefined {
  return screenAt(table, `/${encodeURIComponent(landingId)}`)?.screenId;
}

/**
 * A landing the page cache may hold: one whose row names a screen and is not `personal` (the viewer's own history,
 * list, or the packages they may move to, rendered per request). Undefined when the row names no screen.
 */
export function cacheableLandingScreen(table: CompiledRouteTable, landingId: string): string | undefined {
  const match = table.routeFor(`/${encodeURIComponent(landingId)}`);
  if (match === undefined || match.row.personal === true) return undefined;
  return screenOf(match);
}

/** The screen `path` shows and its row's parameters; undefined when no row matches or the row names no screen. */
export function screenAt(table: CompiledRouteTable, path: string): { screenId: string; params: PathParams } | undefined {
  const match = table.routeFor(path);
  const shown = match === undefined ? undefined : screenOf(match);
  return match === undefined || shown === undefined ? undefined : { screenId: shown, params: match.params };
}

/** A guard's decision: where the viewer goes instead, or undefined to stay. */
export type GuardDecision = { redirect: string } | undefined;

/** The login page (spec 2: the error page's button goes to /hub/login), which returns to `redirect` after sign-in. */
export const loginPath = "/hub/login";
/** Where a registered viewer is sent from a subscription page: the package-join flow (spec 2 /promo). */
export const promoPath = "/promo";

/**
 * Spec 2 and 6, from the row `path` matches: guests are sent from login-required, subscription-required and
 * master-required pages (the last is the main profile's: another profile gets the page's 403, app/(live)/[lang]/hub) to
 * the login page, which remembers where they came from (`search` is the query with its "?", or ""); signed-in
 * viewers are sent from guest-only pages home; registered (and suspended) viewers from subscription pages to the
 * package selection. A path no row matches has no guard: nothing is served there.
 */
export function guardOf(table: CompiledRouteTable, path: string, search: string, userType: UserType): GuardDecision {
  const access = table.routeFor(path)?.row.access ?? "any";
  const signedIn = userType !== "anonymous";
  if (!signedIn && (access === "login-required" || access === "subscription-required" || access === "master-required")) {
    return { redirect: `${loginPath}?redirect=${encodeURIComponent(`${path}${search}`)}` };
  }
  if (signedIn && access === "guest-only") return { redirect: "/" };
  if (userType !== "subscribed" && access === "subscription-required") return { redirect: promoPath };
  return undefined;
}

/**
 * Spec 4: an app's web view that is not signed in goes to login, except on the paths spec 2 exempts from the shell's
 * global behaviour (the rows marked `exempt`: the account area under /hub/, /logout, the static pages…) and the
 * maintenance page; it comes back once signed in.
 */
export function webViewGuardOf(table: CompiledRouteTable, path: string, search: string, userType: UserType): GuardDecision {
  if (userType !== "anonymous" || path === maintenancePath || table.routeFor(path)?.row.exempt === true) return undefined;
  return { redirect: `${loginPath}?redirect=${encodeURIComponent(`${path}${search}`)}` };
}

const maintenancePath = "/maintenance";

/** Where a successful sign-in goes: the remembered same-site path, never another host. */
export function returnPath(redirect: string | null | undefined): string {
  return sitePathOr(redirect);
}
