/**
 * `/{lang}/preview?token=<MANAGE_TOKEN>&screen=<screenId>` opens preview mode: it sets the HttpOnly preview
 * cookie and redirects to the screen. A wrong token opens nothing. `?exit=1` leaves preview mode.
 */
import { NextResponse, type NextRequest } from "next/server";
import { localizedHref } from "@/components/ui-context";
import { isLocale } from "@/domain/types";
import { isManageToken, previewCookieName, previewCookieValue, previewLifetimeSeconds } from "@/renderer/preview";
import { screenPath } from "@/app/_shell/screenRoutes";

function refuse(status: number, message: string): NextResponse {
  return NextResponse.json({ error: { status, code: status === 401 ? "unauthorized" : "bad-request", message } }, { status });
}

export async function GET(request: NextRequest, { params }: { params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  if (!isLocale(lang)) return refuse(404, "unknown language");
  const query = request.nextUrl.searchParams;
  if (query.get("exit") === "1") {
    const home = NextResponse.redirect(new URL(localizedHref(lang, "/"), request.url), 303);
    home.cookies.delete(previewCookieName);
    return home;
  }
  if (!isManageToken(query.get("token"))) return refuse(401, "preview needs the management token");
  const path = screenPath(query.get("screen") ?? "home");
  if (!path) return refuse(400, "screen must be home or a landing id");
  const response = NextResponse.redirect(new URL(localizedHref(lang, path), request.url), 303);
  response.cookies.set(previewCookieName, previewCookieValue(), {
    httpOnly: true,
    sameSite: "lax",
    secure: request.nextUrl.protocol === "https:",
    path: "/",
    maxAge: previewLifetimeSeconds,
  });
  response.headers.set("Cache-Control", "no-store");
  return response;
}
