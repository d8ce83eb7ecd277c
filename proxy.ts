/**
 * Runs before every page and API route (ARCHITECTURE.md section 2, issue 8):
 * - State-changing requests must be same-origin JSON (app/_api/forgery.ts), else 403 before any route runs.
 * - Paths: a route typed in another case or with a trailing slash redirects to its canonical form; `/` and any
 *   page path without an ar|en|fr prefix redirect to the preferred language (the `preferredLang` cookie, else
 *   Arabic; never Accept-Language, spec 1).
 * - Who the viewer is comes from the session, never from a cookie the browser writes (app/_session/viewer.ts):
 *   the signed viewer ticket, refreshed from the services when older than five minutes. A refreshed ticket is
 *   set on the response and on the request, so the page or route behind reads the same viewer.
 * - A page whose area is under maintenance (spec 3's windows, domain/maintenance.ts) shows the maintenance screen at
 *   its own address, uncached, before any guard.
 * - Guards of spec 2 and 6 by that viewer's user type, from the route table's row for the path (issue 28,
 *   routing/routeTable.ts); a kid profile is sent from home to the kids home; a
 *   signed-in viewer without a selected profile is sent to profile selection.
 * - `GET /{lang}/logout` signs out only a session the services say has ended (otherwise the page asks to
 *   confirm, and signing out is a same-origin POST): a link on another site signs nobody out.
 * - A viewer's screen page (home, or a landing id the app-grid holds: app/_pages/knownScreens.ts) is rewritten
 *   to the cached tree, `/seg/<segment>/ar/...`; a made-up landing id and a valid preview cookie stay on the
 *   live tree, rendered per request. A native-app web view is remembered in cookies (spec 5).
 * - Security headers on every reply (app/_request/securityHeaders.ts), with a CSP nonce for live pages; a cached
 *   page's Cache-Control says whether a shared cache may keep it (app/_request/pageCacheControl.ts).
 */
import { NextResponse, type NextRequest } from "next/server";
import { readServiceConfig, requestDeadline, requestIdHeader, type CallContext } from "@/app/_server/services";
import { requestIdFrom } from "@/ops/requestId";
import { authCookieNames, secureCookies, signOutCookies, writeCookies, type CookieWrite } from "@/app/_session/authCookies";
import { forgeryRefusal } from "@/app/_api/forgery";
import { resolveViewer, sessionHasEnded } from "@/app/_session/viewer";
import { cachedPageCacheControl } from "@/app/_request/pageCacheControl";
import { isKnownScreen } from "@/app/_pages/knownScreens";
import { routeTable } from "@/app/_pages/routeTable";
import { landingIdPattern } from "@/domain/screenPath";
import { forwardedHeaders, headerSet, listener, ownOrigins, redirect, withHeaders } from "@/app/_request/proxyReplies";
import { studioPathOnViewerSide, studioSide } from "@/app/_request/studioSide";
import { isStudioPath } from "@/domain/origins";
import { malformedAddressLocale, malformedAddressPage } from "@/app/_request/malformedAddress";
import { fromRestrictedCountry, restrictedApiBody, restrictedHeaders, restrictedPage } from "@/app/_request/restricted";
import { scriptHashMarker } from "@/domain/scriptHashMarker";
import { isProduction } from "@/domain/runMode";
import { safeDecode } from "@/domain/safeDecode";
import { defaultLocale, isLocale, type Locale, type Platform } from "@/domain/types";
import type { Viewer } from "@/domain/viewer";
import { cookieNames, segmentOf } from "@/request/context";
import { hasPreview, previewCookieName } from "@/request/preview";
import { encodeSegment } from "@/request/segment";
import { nativeWebView } from "@/request/webView";
import { isUnsupportedBrowser, notSupportedPath } from "@/app/_request/unsupportedBrowser";
import { canonicalPath } from "@/routing/canonicalPath";
import { kidsRedirect } from "@/routing/kidsRedirect";
import { readsLandingQuery } from "@/routing/landingQuery";
import { cacheableLandingScreen, guardOf, webViewGuardOf, type CompiledRouteTable } from "@/routing/routeTable";
import { maintenanceUrl } from "@/app/_request/maintenance";
import { appVersionOf, appVersionParam } from "@/domain/forceUpdate";

/** Second segments that are routes of their own, never a landing id. */
const reserved = new Set(["preview", "logout", "hub", "embed", "unsubscribe"]);
const logoutFlags = ["isSessionExpired", "autoLogout"] as const;
const profileSelection = "/hub/profile-selection";

/** `[lang]`, `[lang, "home"]` or `[lang, landingId]`: the pages that render a screen. */
function isScreenPage(parts: readonly string[]): boolean {
  if (parts.length === 1) return true;
  const [, second] = parts;
  return parts.length === 2 && second !== undefined && !reserved.has(second) && landingIdPattern.test(second);
}

/** The proxy holds every page up while it asks the services (viewer refresh, screen list): 2 s at most. */
const proxyBudgetMs = 2000;

function callContext(request: NextRequest, locale: Locale): CallContext {
  const userAgent = request.headers.get("user-agent");
  return { locale, country: readServiceConfig().defaultCountry, userAgent, deadline: requestDeadline(Date.now(), proxyBudgetMs), requestId: requestIdFrom(request.headers.get(requestIdHeader)) };
}

/** Cookies that put a guest in another segment than the guests' (a native app's web view, its platform). */
function hasSegmentCookies(request: NextRequest): boolean {
  return request.cookies.has(cookieNames.webView) || request.cookies.has(cookieNames.platform);
}

/**
 * Home, or a landing whose row of the route table names a screen the app-grid service holds: a made-up id is never
 * written to the page cache.
 */
async function isCacheableScreen(parts: readonly string[], search: URLSearchParams, call: CallContext, table: CompiledRouteTable): Promise<boolean> {
  const [, second] = parts;
  if (!isScreenPage(parts)) return false;
  if (second === undefined || second === "home") return true;
  // A page its query changes (a grid's page, the guide's filter) is drawn for the request (routing/landingQuery.ts).
  if (readsLandingQuery(search)) return false;
  // A personal row (the viewer's history, list or packages) is rendered per request, never cached.
  const screenId = cacheableLandingScreen(table, second);
  if (screenId === undefined) return false;
  return isKnownScreen(screenId, call);
}

async function cachedPath(request: NextRequest, parts: readonly string[], viewer: Viewer, webView: ReturnType<typeof nativeWebView>, call: CallContext, table: CompiledRouteTable): Promise<URL | undefined> {
  if (request.method !== "GET" || hasPreview(request.cookies.get(previewCookieName)?.value)) return undefined;
  if (!(await isCacheableScreen(parts, request.nextUrl.searchParams, call, table))) return undefined;
  const config = readServiceConfig();
  const segment = segmentOf({
    viewer,
    cookie: (name) => request.cookies.get(name)?.value,
    header: (name) => request.headers.get(name),
    defaultCountry: config.defaultCountry,
    countryHeader: config.countryHeader,
  });
  const url = request.nextUrl.clone();
  url.pathname = `/seg/${encodeSegment(webView ? { ...segment, webView: true, platform: webView.platform } : segment)}${request.nextUrl.pathname}`;
  return url;
}

/**
 * The cookies that keep a web view known after its first page (the app's query is not on the links it follows), for a
 * day as spec 9's isAppVersion; readable by the page, since they say only what the app said in the address.
 */
function webViewWrites(platform: Platform, appVersion: string | undefined): CookieWrite[] {
  const options = { path: "/", sameSite: "lax", secure: secureCookies, httpOnly: false, maxAge: 86_400 } satisfies CookieWrite["options"];
  return [
    { name: cookieNames.webView, value: "1", options },
    { name: cookieNames.platform, value: platform, options },
    ...(appVersion === undefined ? [] : [{ name: cookieNames.appVersion, value: appVersion, options }]),
  ];
}

/** Where the viewer must go instead of this page, if anywhere: guards, the kids home, profile selection. */
function pageRedirect(request: NextRequest, parts: readonly string[], viewer: Viewer, table: CompiledRouteTable, inWebView: boolean): string | undefined {
  const [locale, ...rest] = parts;
  const path = `/${rest.join("/")}`;
  const decision = guardOf(table, path, request.nextUrl.search, viewer.userType) ?? (inWebView ? webViewGuardOf(table, path, request.nextUrl.search, viewer.userType) : undefined);
  if (decision) return decision.redirect === "/" ? `/${locale}` : `/${locale}${decision.redirect}`;
  if (viewer.userType !== "anonymous" && !viewer.profile && isScreenPage(parts)) return `/${locale}${profileSelection}`;
  const kids = kidsRedirect({ parts, profileType: viewer.profile?.kind === "kid" ? "KID" : undefined, profileLanguage: viewer.profile?.language });
  return kids === undefined ? undefined : `${kids}${request.nextUrl.search}`;
}

/** A GET of /logout: a session the services say has ended is cleared and goes home; a live one is asked to confirm. */
async function logoutArrival(request: NextRequest, locale: Locale): Promise<NextResponse | undefined> {
  const token = request.cookies.get(authCookieNames.token)?.value;
  if (token !== undefined && !(await sessionHasEnded(callContext(request, locale), token))) return undefined;
  const home = new URL(`/${locale}`, request.url);
  for (const flag of logoutFlags) if (request.nextUrl.searchParams.get(flag) === "true") home.searchParams.set(flag, "true");
  const response = redirect(request, home.toString(), signOutCookies(), 303);
  response.headers.set("Cache-Control", "no-store");
  return response;
}

function restrictedReply(request: NextRequest, pathname: string): NextResponse {
  const reply = pathname.startsWith("/api/")
    ? NextResponse.json(restrictedApiBody, { status: 451, headers: restrictedHeaders })
    : new NextResponse(restrictedPage(malformedAddressLocale(pathname), readServiceConfig().imagesBaseURL), {
        status: 451,
        headers: { ...restrictedHeaders, "Content-Type": "text/html; charset=utf-8" },
      });
  return withHeaders(reply, headerSet(request));
}

async function apiRequest(request: NextRequest): Promise<NextResponse> {
  const { writes } = await resolveViewer((name) => request.cookies.get(name)?.value, callContext(request, defaultLocale));
  const response = NextResponse.next({ request: { headers: forwardedHeaders(request, writes) } });
  writeCookies(response.cookies, writes);
  return withHeaders(response, headerSet(request));
}

export async function proxy(request: NextRequest): Promise<NextResponse> {
  // The management service's publish signal: signed, no cookie read, not a browser's request (app/api/revalidate).
  const side = listener(request);
  if (request.nextUrl.pathname === "/api/revalidate" && side === "viewer") return NextResponse.next();
  const refusal = forgeryRefusal({ method: request.method, header: (name) => request.headers.get(name), ownOrigins: ownOrigins(request, side), pathname: request.nextUrl.pathname });
  if (refusal) {
    const body = { error: { status: 403, code: refusal, message: "Refused: state-changing requests must be same-origin JSON." } };
    return withHeaders(NextResponse.json(body, { status: 403 }), headerSet(request));
  }
  const { pathname, search, searchParams } = request.nextUrl;
  // A malformed escape, under any prefix: a clear 400, never a server error (Next cannot decode it as a parameter).
  if (safeDecode(pathname) === undefined) {
    const page = malformedAddressPage(malformedAddressLocale(pathname));
    const reply = new NextResponse(page, { status: 400, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } });
    return withHeaders(reply, headerSet(request));
  }
  if (side === "studio") return studioSide(request);
  if (isStudioPath(pathname)) return studioPathOnViewerSide(request);
  // Spec 6: nothing of the site from a restricted country, by the edge's word (app/_request/restricted.ts).
  if (fromRestrictedCountry(readServiceConfig().countryHeader, (name) => request.headers.get(name))) return restrictedReply(request, pathname);
  if (pathname.startsWith("/api/")) return apiRequest(request);
  const table = await routeTable(callContext(request, defaultLocale));
  const canonical = canonicalPath(pathname, table.words);
  if (canonical !== undefined && request.method === "GET") return redirect(request, `${canonical}${search}`, [], 308);
  const parts = pathname.split("/").filter(Boolean);
  const first = parts[0];
  if (!isLocale(first)) {
    const preferred = request.cookies.get(cookieNames.preferredLang)?.value;
    const locale = isLocale(preferred) ? preferred : defaultLocale;
    return redirect(request, `/${locale}${pathname === "/" ? "" : pathname}${search}`);
  }
  // A browser that cannot run the pages is told why (spec 8), not left on a blank one.
  if (request.method === "GET" && isUnsupportedBrowser(request.headers.get("user-agent")) && parts.slice(1).join("/") !== notSupportedPath) {
    return redirect(request, `/${first}/${notSupportedPath}`);
  }
  if (parts[1] === "logout" && parts.length === 2 && request.method === "GET") {
    const ended = await logoutArrival(request, first);
    if (ended) return ended;
  }
  const call = callContext(request, first);
  const { viewer, writes } = await resolveViewer((name) => request.cookies.get(name)?.value, call);
  // A web view says so by its query (spec 5) on the first page, then by the cookie that page set.
  const webView = nativeWebView(searchParams);
  const webViewCookies = webView ? webViewWrites(webView.platform, appVersionOf(searchParams.get(appVersionParam))) : [];
  const inWebView = webView !== undefined || request.cookies.get(cookieNames.webView)?.value === "1";
  const down = request.method === "GET" ? await maintenanceUrl(request, parts, table, call) : undefined;
  const elsewhere = request.method === "GET" && down === undefined ? pageRedirect(request, parts, viewer, table, inWebView) : undefined;
  if (elsewhere !== undefined) return redirect(request, elsewhere, [...writes, ...webViewCookies]);
  const cached = down === undefined ? await cachedPath(request, parts, viewer, webView, call, table) : undefined;
  const nonce = cached ? undefined : Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
  const headers = headerSet(request, nonce);
  const forwarded = { request: { headers: forwardedHeaders(request, writes, nonce ? headers["Content-Security-Policy"] : undefined) } };
  const shown = down ?? cached;
  const response = shown ? NextResponse.rewrite(shown, forwarded) : NextResponse.next(forwarded);
  writeCookies(response.cookies, [...writes, ...webViewCookies]);
  // The maintenance screen stands in for the page only while the window is open: no cache may keep it.
  if (down) response.headers.set("Cache-Control", "no-store");
  if (cached) {
    // A reply that sets cookies is never shared: a CDN could hand those cookies to every guest after this one.
    const guest = viewer.userType === "anonymous" && !webView && !hasSegmentCookies(request) && writes.length === 0;
    response.headers.set("Cache-Control", cachedPageCacheControl(guest));
    // No nonce on a shared page: the app server adds its inline scripts' hashes to the CSP.
    if (isProduction()) response.headers.set(scriptHashMarker, "1");
  }
  return withHeaders(response, headers);
}

export const config = {
  // Everything but Next's own files and the icon; API routes too (the forgery check and the viewer ticket).
  matcher: ["/((?!_next/|icon\\.svg|favicon\\.ico|robots\\.txt|sitemap\\.xml|sitemaps/).*)"],
};
