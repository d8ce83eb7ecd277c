/**
 * Runs before every page: the locale prefix, native web-view detection and the page cache key
 * (ARCHITECTURE.md section 2).
 * - `/` and any path without an ar|en|fr prefix redirect to the preferred language: the `preferredLang`
 *   cookie if set, else Arabic. There is no detection from Accept-Language (spec 1).
 * - A native-app web view is recognised by its query parameters (spec 5) and remembered in cookies, so that
 *   `visibleWhen.webView` and `platform` hold for the rest of the visit.
 * - A viewer's screen page (`/ar`, `/ar/home`, `/ar/<landing>`) is rewritten to the cached tree,
 *   `/seg/<segment>/ar/...`, so the page cache keeps one page per viewer segment. Preview mode and every
 *   other path stay on the live tree, rendered per request.
 * - A kid profile (`profileType=KID`) is sent from `/{lang}` and `/{lang}/home` to the kids home,
 *   `/{profileLanguage || lang}/kids` (routing/kidsRedirect.ts), before the page-cache rewrite.
 * - The guards of spec 2 and 6 (routing/guard.ts), by the `userType` cookie: guests are sent from
 *   login-required pages to `/{lang}/hub/login?redirect=...`, signed-in users from guest-only pages home.
 */
import { NextResponse, type NextRequest } from "next/server";
import { readServiceConfig } from "@/adapters/serviceConfig";
import { landingIdPattern } from "@/app/_shell/screenRoutes";
import { defaultLocale, isLocale } from "@/domain/types";
import { cookieNames, segmentOf, userTypeOf } from "@/renderer/context";
import { guard } from "@/routing/guard";
import { kidsRedirect } from "@/routing/kidsRedirect";
import { previewCookieName } from "@/renderer/preview";
import { encodeSegment } from "@/renderer/segment";
import { nativeWebView } from "@/renderer/webView";

/** Second segments that are routes of their own, never a landing id. */
const reserved = new Set(["preview", "logout", "hub"]);

/** `[lang]`, `[lang, "home"]` or `[lang, landingId]`: the pages that render a screen. */
function isScreenPage(parts: readonly string[]): boolean {
  if (parts.length === 1) return true;
  const [, second] = parts;
  return parts.length === 2 && second !== undefined && !reserved.has(second) && landingIdPattern.test(second);
}

/** Where the guards send this request, if anywhere: `parts[0]` is the locale. */
function guardRedirect(request: NextRequest, parts: readonly string[]): URL | undefined {
  const [locale, ...rest] = parts;
  const userType = userTypeOf(request.cookies.get(cookieNames.userType)?.value);
  const decision = guard(`/${rest.join("/")}`, request.nextUrl.search, userType);
  if (!decision) return undefined;
  return new URL(decision.redirect === "/" ? `/${locale}` : `/${locale}${decision.redirect}`, request.url);
}

function cachedPath(request: NextRequest, parts: readonly string[], webView: ReturnType<typeof nativeWebView>): URL | undefined {
  if (request.method !== "GET" || request.cookies.has(previewCookieName) || !isScreenPage(parts)) return undefined;
  const segment = segmentOf({
    cookie: (name) => request.cookies.get(name)?.value,
    header: (name) => request.headers.get(name),
    defaultCountry: readServiceConfig().defaultCountry,
  });
  const url = request.nextUrl.clone();
  url.pathname = `/seg/${encodeSegment(webView ? { ...segment, webView: true, platform: webView.platform } : segment)}${request.nextUrl.pathname}`;
  return url;
}

export function proxy(request: NextRequest) {
  const { pathname, search, searchParams } = request.nextUrl;
  const parts = pathname.split("/").filter(Boolean);
  const first = parts[0];
  if (!isLocale(first)) {
    const preferred = request.cookies.get(cookieNames.preferredLang)?.value;
    const locale = isLocale(preferred) ? preferred : defaultLocale;
    const target = new URL(`/${locale}${pathname === "/" ? "" : pathname}${search}`, request.url);
    return NextResponse.redirect(target, 307);
  }
  const guarded = request.method === "GET" ? guardRedirect(request, parts) : undefined;
  if (guarded) return NextResponse.redirect(guarded, 307);
  const kids = kidsRedirect({
    parts,
    profileType: request.cookies.get(cookieNames.profileType)?.value,
    profileLanguage: request.cookies.get(cookieNames.profileLanguage)?.value,
  });
  if (kids !== undefined && request.method === "GET") return NextResponse.redirect(new URL(`${kids}${search}`, request.url), 307);
  const webView = nativeWebView(searchParams);
  const cached = cachedPath(request, parts, webView);
  const response = cached ? NextResponse.rewrite(cached) : NextResponse.next();
  if (webView) {
    response.cookies.set(cookieNames.webView, "1", { path: "/", sameSite: "lax" });
    response.cookies.set(cookieNames.platform, webView.platform, { path: "/", sameSite: "lax" });
  }
  return response;
}

export const config = {
  // Everything but API routes, Next's own files and the icon.
  matcher: ["/((?!api/|_next/|icon\\.svg|favicon\\.ico|robots\\.txt).*)"],
};
