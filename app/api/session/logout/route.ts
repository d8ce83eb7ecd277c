/**
 * POST /api/session/logout (the header's sign-out button): ends the session and clears the session cookies;
 * answers `{ ok: true, redirectTo }`, home in the viewer's language. Same-origin JSON only (proxy.ts), so
 * another site cannot sign a viewer out.
 */
import { NextResponse, type NextRequest } from "next/server";
import { authCookieNames, signOutCookies, writeCookies } from "@/app/_session/authCookies";
import { callContextOf } from "@/app/_api/formRoute";
import { endSession } from "@/app/_session/signOut";
import { isLocale, type Locale } from "@/domain/types";

export async function POST(request: NextRequest) {
  const lang = request.nextUrl.searchParams.get("lang");
  const locale: Locale = isLocale(lang) ? lang : "ar";
  await endSession(callContextOf(request, locale), request.cookies.get(authCookieNames.token)?.value);
  const response = NextResponse.json({ ok: true, redirectTo: `/${locale}` }, { headers: { "Cache-Control": "no-store" } });
  writeCookies(response.cookies, signOutCookies());
  return response;
}
