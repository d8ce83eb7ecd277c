/**
 * `/{lang}/preview?grant=<grant>` opens preview mode with a grant the management API minted
 * (`POST /manage/screens/{id}/preview-link`, domain/previewGrant.ts): it sets the HttpOnly preview cookie and redirects to
 * the grant's screen, so the grant never stays in the address bar or a referrer. A wrong or expired grant, or
 * an app without `PREVIEW_SECRET`, opens nothing. `?exit=1` leaves preview mode.
 */
import { NextResponse, type NextRequest } from "next/server";
import { refusePreview } from "./refusal";
import { secureCookies } from "@/app/_session/authCookies";
import { screenPath } from "@/domain/screenPath";
import { localizedHref } from "@/components/ui-context";
import { previewCookieLifetimeSeconds, previewCookieValue, previewSecret, readGrant } from "@/domain/previewGrant";
import { isLocale } from "@/domain/types";
import { log } from "@/ops/log";
import { previewCookieName } from "@/request/preview";


export async function GET(request: NextRequest, { params }: { params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  if (!isLocale(lang)) return refusePreview(404, "unknown language");
  const query = request.nextUrl.searchParams;
  if (query.get("exit") === "1") {
    const home = NextResponse.redirect(new URL(localizedHref(lang, "/"), request.url), 303);
    home.cookies.delete(previewCookieName);
    return home;
  }
  const secret = previewSecret();
  if (secret === undefined) {
    log({ level: "warn", code: "preview-off", message: "A preview link was opened, but this app has no PREVIEW_SECRET (production)." });
    return refusePreview(503, "preview is off: this app has no PREVIEW_SECRET");
  }
  const grant = readGrant(query.get("grant"), secret);
  if (!grant) return refusePreview(401, "preview needs a valid grant from POST /manage/screens/{id}/preview-link");
  const path = screenPath(grant.screen);
  if (!path) return refusePreview(400, "the grant's screen is not home or a landing id");
  const response = NextResponse.redirect(new URL(localizedHref(lang, path), request.url), 303);
  response.cookies.set(previewCookieName, previewCookieValue(secret), {
    httpOnly: true,
    sameSite: "lax",
    secure: secureCookies,
    path: "/",
    maxAge: previewCookieLifetimeSeconds,
  });
  response.headers.set("Cache-Control", "no-store");
  return response;
}
