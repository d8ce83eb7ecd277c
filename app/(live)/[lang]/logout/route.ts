/**
 * GET /{lang}/logout (spec 2): ends the session with the user service (a failure does not keep anyone
 * signed in), clears the token and profile cookies, resets `userType` to anonymous and goes home. The flags
 * `isSessionExpired=true` and `autoLogout=true` travel on to the home URL, where the shell says why.
 */
import { NextResponse, type NextRequest } from "next/server";
import { getServices } from "@/adapters";
import { isSecureRequest, signOutCookies, writeCookies } from "@/app/_auth/authCookies";
import { callContextOf } from "@/app/_auth/formRoute";
import { isLocale, type Locale } from "@/domain/types";
import { cookieNames } from "@/renderer/context";

const logoutFlags = ["isSessionExpired", "autoLogout"] as const;

async function endSession(request: NextRequest, locale: Locale): Promise<void> {
  const token = request.cookies.get(cookieNames.token)?.value;
  if (!token) return;
  try {
    await getServices().user.logout(callContextOf(request, locale), token);
  } catch (error) {
    console.warn(JSON.stringify({ level: "warn", code: "logout-failed", error: String(error) }));
  }
}

export async function GET(request: NextRequest, { params }: { params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  const locale: Locale = isLocale(lang) ? lang : "ar";
  await endSession(request, locale);
  const home = new URL(`/${locale}`, request.url);
  for (const flag of logoutFlags) {
    if (request.nextUrl.searchParams.get(flag) === "true") home.searchParams.set(flag, "true");
  }
  const response = NextResponse.redirect(home, 303);
  response.headers.set("Cache-Control", "no-store");
  writeCookies(response.cookies, signOutCookies(isSecureRequest(request.nextUrl)));
  return response;
}
