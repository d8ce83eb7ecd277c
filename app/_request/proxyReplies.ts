/**
 * What the proxy (proxy.ts) adds to every reply and forwards with every request: the security headers of spec 5
 * (app/_request/securityHeaders.ts) for this listener, path and frame grant, redirects and refusals carrying them,
 * and the request headers the route behind sees.
 */
import { NextResponse, type NextRequest } from "next/server";
import { readServiceConfig } from "@/app/_server/services";
import { writeCookies, type CookieWrite } from "@/app/_session/authCookies";
import { isProduction } from "@/domain/runMode";
import { listenerHeader, listenerOf, studioOrigin, viewerOrigin, type Listener } from "@/domain/origins";
import { hasFrameGrant } from "@/request/preview";
import { originList, originOf, securityHeaders, urlCarriesSecret } from "./securityHeaders";

export function listener(request: NextRequest): Listener {
  return listenerOf({ mark: request.headers.get(listenerHeader), host: request.headers.get("host"), production: isProduction(), studioPort: process.env.STUDIO_PORT });
}

export function ownOrigins(request: NextRequest, side: Listener): string[] {
  const configured = side === "studio" ? studioOrigin() : viewerOrigin();
  return [request.nextUrl.origin, ...(configured ? [configured] : [])];
}

function isHttps(request: NextRequest): boolean {
  return request.nextUrl.protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";
}

/** Embed pages (`/{lang}/embed/...`) may be framed by the configured partner origins; nothing else may. */
function isEmbedPath(pathname: string): boolean {
  return /^\/(?:ar|en|fr)\/embed\//.test(pathname);
}

/** Who may frame this page: embed partners, the studio's origin for a granted preview frame, else no one. */
function frameAncestorsOf(request: NextRequest): string[] | undefined {
  const { pathname } = request.nextUrl;
  if (isEmbedPath(pathname)) return originList(process.env.EMBED_ORIGINS);
  if (!hasFrameGrant(pathname, (name) => request.cookies.get(name)?.value)) return undefined;
  // The studio, on its own origin, frames the viewer's render of a draft.
  const studio = studioOrigin();
  return studio === undefined ? undefined : [studio];
}

/**
 * `frameSources`: the origins this page may frame (the studio, the viewer's render of its draft). The card
 * provider's origin is always among them: its hosted fields are a frame on the payment pages.
 */
export function headerSet(request: NextRequest, nonce?: string, frameSources?: readonly string[]): Record<string, string> {
  const config = readServiceConfig();
  const cardProvider = originOf(config.cardProviderURL);
  return securityHeaders({
    frameAncestors: frameAncestorsOf(request),
    frameSources: [...(frameSources ?? []), ...(cardProvider ? [cardProvider] : [])],
    nonce,
    development: !isProduction(),
    https: isHttps(request),
    imagesOrigin: originOf(config.imagesBaseURL),
    trackingOrigins: originList(process.env.TRACKING_ORIGINS),
    secretInUrl: urlCarriesSecret(request.nextUrl.searchParams),
  });
}

export function withHeaders(response: NextResponse, headers: Record<string, string>): NextResponse {
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

export function redirect(request: NextRequest, target: string, writes: readonly CookieWrite[] = [], status = 307): NextResponse {
  const response = NextResponse.redirect(new URL(target, request.url), status);
  writeCookies(response.cookies, writes);
  return withHeaders(response, headerSet(request));
}

export function refuse(request: NextRequest, status: number, code: string, message: string): NextResponse {
  const response = NextResponse.json({ error: { status, code, message } }, { status, headers: { "Cache-Control": "no-store" } });
  return withHeaders(response, headerSet(request));
}

/** The request headers the route behind sees: the refreshed cookies, and the CSP carrying the nonce. */
export function forwardedHeaders(request: NextRequest, writes: readonly CookieWrite[], csp?: string): Headers {
  for (const write of writes) {
    if (write.options.maxAge === 0) request.cookies.delete(write.name);
    else request.cookies.set(write.name, write.value);
  }
  const headers = new Headers(request.headers);
  if (csp) headers.set("Content-Security-Policy", csp);
  return headers;
}

