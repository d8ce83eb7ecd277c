/**
 * The security headers the proxy puts on every page and API reply (issue 8); `next.config.js` adds
 * `X-Content-Type-Options` and `Permissions-Policy` to everything, static files included.
 * - Pages rendered per request (the live tree) get a nonce-based CSP: `script-src 'nonce-…' 'strict-dynamic'`;
 *   Next reads the nonce from the request's CSP header and puts it on its own scripts.
 * - Pages of the page cache (ISR, one render shared by a whole segment) cannot carry a per-request nonce: their
 *   CSP allows same-origin scripts and, added by the app server once the page is written, the SHA-256 of each
 *   inline script the page holds (ops/server/inlineScriptHashes.ts, issue 27); `'unsafe-inline'` in development
 *   only (`next dev` runs without the app server). Everything else is the
 *   same: `object-src 'none'`, `base-uri 'none'`, `form-action 'self'`, `frame-ancestors 'none'`, except on
 *   embed pages (`/{lang}/embed/...`), which the partner origins of `EMBED_ORIGINS` may frame (issue 9).
 * - `Referrer-Policy: no-referrer` where the URL carries a code or a grant, `strict-origin-when-cross-origin`
 *   elsewhere; HSTS when served over https.
 */
export interface SecurityHeaderInput {
  /** Per-request nonce of a live page; undefined for a cached page or an API reply. */
  nonce?: string | undefined;
  /** Development (`next dev`): React needs eval and the dev server a websocket. */
  development: boolean;
  https: boolean;
  /** The image service's origin as the browser reaches it (IMAGES_BASE_URL). */
  imagesOrigin?: string | undefined;
  /** The URL carries a secret (a `code`, `token` or `grant` parameter). */
  secretInUrl: boolean;
  /** Embed pages only: the partner origins that may frame them. Absent or empty: no one may. */
  frameAncestors?: readonly string[] | undefined;
  /** Other origins this page may frame (the studio frames the viewer's render of a draft); absent: its own only. */
  frameSources?: readonly string[] | undefined;
  /**
   * `TRACKING_ORIGINS`: the consent manager's, tag manager's and their tags' origins when the vendors' scripts replace
   * the stand-ins (issue 32 §4); they may load scripts, be fetched and send pixels. Absent: the stand-ins' own origin.
   */
  trackingOrigins?: readonly string[] | undefined;
}

/**
 * A list of origins from the environment, comma-separated (`https://partner.example`): `EMBED_ORIGINS`, the partner
 * sites allowed to frame embed pages; `TRACKING_ORIGINS`, the tracking vendors'. Anything that is not an http(s)
 * origin is left out.
 */
export function originList(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => /^https?:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?$/.test(entry));
}

const secretParams = ["code", "token", "grant", "otp"] as const;

export function urlCarriesSecret(searchParams: URLSearchParams): boolean {
  return secretParams.some((name) => searchParams.has(name));
}

export function contentSecurityPolicy(input: SecurityHeaderInput): string {
  const tracking = input.trackingOrigins ?? [];
  const scripts = input.nonce ? [`'nonce-${input.nonce}'`, "'strict-dynamic'"] : input.development ? ["'self'", "'unsafe-inline'"] : ["'self'"];
  if (input.development) scripts.push("'unsafe-eval'");
  scripts.push(...tracking);
  const images = ["'self'", "data:", "blob:", ...(input.imagesOrigin ? [input.imagesOrigin] : []), ...tracking];
  const connections = ["'self'", ...(input.imagesOrigin ? [input.imagesOrigin] : []), ...tracking, ...(input.development ? ["ws:", "wss:"] : [])];
  const directives = [
    "default-src 'self'",
    `script-src ${scripts.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${images.join(" ")}`,
    "font-src 'self' data:",
    // The public listener (images, test media, DRM licences): the player fetches manifests, segments and licences.
    `connect-src ${connections.join(" ")}`,
    `media-src 'self' blob: data:${input.imagesOrigin ? ` ${input.imagesOrigin}` : ""}`,
    "worker-src 'self' blob:",
    `frame-src ${["'self'", ...(input.frameSources ?? [])].join(" ")}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${input.frameAncestors && input.frameAncestors.length > 0 ? input.frameAncestors.join(" ") : "'none'"}`,
    ...(input.https ? ["upgrade-insecure-requests"] : []),
  ];
  return directives.join("; ");
}

export function securityHeaders(input: SecurityHeaderInput): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(input),
    "Referrer-Policy": input.secretInUrl ? "no-referrer" : "strict-origin-when-cross-origin",
    ...(input.https ? { "Strict-Transport-Security": "max-age=63072000; includeSubDomains" } : {}),
  };
}

export { originOf } from "@/domain/origins";
