/**
 * The studio's side of the proxy (proxy.ts): requests on the studio's listener, and studio paths asked of the
 * viewer's origin.
 */
import { NextResponse, type NextRequest } from "next/server";
import { isStudioApiPath, isStudioPath, studioOrigin, viewerOrigin } from "@/domain/origins";
import { forwardedHeaders, headerSet, refuse, withHeaders } from "./proxyReplies";

/**
 * The studio's listener (domain/origins.ts) answers the studio's paths and nothing else: its root leads to the
 * studio, any other path is not found there. Its API answers only its own pages: a viewer page is same-site, not
 * same-origin, and so is refused even for a read, as is a caller that does not say (every browser does).
 */
export function studioSide(request: NextRequest): NextResponse {
  const { pathname } = request.nextUrl;
  if (pathname === "/" && request.method === "GET") return withHeaders(new NextResponse(null, { status: 307, headers: { Location: "/studio" } }), headerSet(request));
  if (!isStudioPath(pathname)) return refuse(request, 404, "not-found", "The studio's origin serves the studio only.");
  if (isStudioApiPath(pathname) && request.headers.get("sec-fetch-site") !== "same-origin") {
    return refuse(request, 403, "cross-origin", "Refused: the studio's API answers the studio's own pages only.");
  }
  return studioRequest(request);
}

/** A studio path on the viewer's origin: a page goes to the studio's own origin; nothing of its API is here. */
export function studioPathOnViewerSide(request: NextRequest): NextResponse {
  const studio = studioOrigin();
  const { pathname, search } = request.nextUrl;
  if (request.method === "GET" && !isStudioApiPath(pathname) && studio !== undefined) return withHeaders(NextResponse.redirect(`${studio}${pathname}${search}`, 308), headerSet(request));
  return refuse(request, 404, "not-found", "The studio is served on its own origin.");
}

/**
 * The studio (issue 17) is not a viewer page: no locale, no viewer, no page cache. It gets a nonce CSP that no one
 * may frame, and is never stored by a shared cache.
 */
function studioRequest(request: NextRequest): NextResponse {
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
  const viewer = viewerOrigin();
  const headers = headerSet(request, nonce, viewer === undefined ? [] : [viewer]);
  const response = NextResponse.next({ request: { headers: forwardedHeaders(request, [], headers["Content-Security-Policy"]) } });
  response.headers.set("Cache-Control", "private, no-store");
  return withHeaders(response, headers);
}

