/**
 * Runs before every page: the locale prefix and native web-view detection (ARCHITECTURE.md section 2).
 * - `/` and any path without an ar|en|fr prefix redirect to the preferred language: the `preferredLang`
 *   cookie if set, else Arabic. There is no detection from Accept-Language (spec 1).
 * - A native-app web view is recognised by its query parameters (spec 5) and remembered in cookies, so that
 *   `visibleWhen.webView` and `platform` hold for the rest of the visit.
 */
import { NextResponse, type NextRequest } from "next/server";
import { cookieNames } from "@/renderer/context";
import { defaultLocale, isLocale } from "@/domain/types";
import { nativeWebView } from "@/renderer/webView";

export function proxy(request: NextRequest) {
  const { pathname, search, searchParams } = request.nextUrl;
  const first = pathname.split("/")[1];
  if (!isLocale(first)) {
    const preferred = request.cookies.get(cookieNames.preferredLang)?.value;
    const locale = isLocale(preferred) ? preferred : defaultLocale;
    const target = new URL(`/${locale}${pathname === "/" ? "" : pathname}${search}`, request.url);
    return NextResponse.redirect(target, 307);
  }
  // The 404 page gets no params; it reads the locale from this header.
  const forwarded = new Headers(request.headers);
  forwarded.set("x-shasha-path", pathname);
  const response = NextResponse.next({ request: { headers: forwarded } });
  const webView = nativeWebView(searchParams);
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
