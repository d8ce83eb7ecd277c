/**
 * `/{lang}/preview/frame?grant=<grant>&audience=…` opens the studio's preview frame (issue 17): the five-minute grant
 * the management service minted for a draft (or a screen, for the time machine) is exchanged for an HttpOnly cookie
 * holding a one-hour grant for the same thing, scoped to that frame's own path, and the frame is redirected there
 * without the grant in its URL. Any other query (audience, profile, country, at) is kept.
 */
import { NextResponse, type NextRequest } from "next/server";
import { refusePreview } from "../refusal";
import { secureCookies } from "@/app/_session/authCookies";
import { previewCookieLifetimeSeconds, previewSecret, readGrant, signGrant } from "@/domain/previewGrant";
import { isLocale } from "@/domain/types";
import { frameCookieName, frameKeyOf } from "@/request/preview";


export async function GET(request: NextRequest, { params }: { params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  if (!isLocale(lang)) return refusePreview(404, "unknown language");
  const secret = previewSecret();
  if (secret === undefined) return refusePreview(503, "preview is off: this app has no PREVIEW_SECRET");
  const query = new URLSearchParams(request.nextUrl.searchParams);
  const grant = readGrant(query.get("grant"), secret);
  if (!grant) return refusePreview(401, "the preview frame needs a valid grant from POST /manage/preview-grants");
  query.delete("grant");
  const key = frameKeyOf(grant);
  const path = `/${lang}/preview/frame/${key}`;
  const kept = query.toString();
  const response = NextResponse.redirect(new URL(`${path}${kept === "" ? "" : `?${kept}`}`, request.url), 303);
  const long = signGrant(grant.screen, secret, Date.now(), { lifetimeSeconds: previewCookieLifetimeSeconds, ...(grant.draft === undefined ? {} : { draft: grant.draft }) });
  response.cookies.set(frameCookieName, long.grant, { httpOnly: true, sameSite: "strict", secure: secureCookies, path, maxAge: previewCookieLifetimeSeconds });
  response.headers.set("Cache-Control", "no-store");
  return response;
}
