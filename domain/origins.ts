/**
 * The studio has an origin of its own (issue 27): a script on a viewer page, cached or injected, must not be able to
 * call the studio's API with a signed-in staff member's cookie, and a cookie path is no boundary inside one origin.
 *
 * - The app server (ops/server/appServer.ts) listens for the studio on a port of its own (`STUDIO_PORT`, the app's
 *   port + 1 by default; 0: none) and marks each request by the listener that accepted it, in {@link listenerHeader};
 *   a copy sent by a client is dropped on every listener first, so only the server writes it. In production the
 *   load balancer sends the studio's host name (`https://studio.…`) to that port.
 * - The proxy answers studio paths only on the studio's listener and viewer paths only on the viewer's, and refuses
 *   studio API calls whose `Sec-Fetch-Site` is not `same-origin` (a viewer page is same-site, not same-origin).
 * - `STUDIO_PUBLIC_URL` and `APP_PUBLIC_URL` are the two origins as browsers reach them: the studio frames viewer
 *   pages for its preview, and each side checks the other's origin on every `postMessage`.
 *
 * `next dev` has no listener of its own for the studio: in development only, `npm run dev` forwards `STUDIO_PORT`
 * to the dev server and the port of the request's `Host` (which no page script can set) stands in for the mark.
 */
export const listenerHeader = "x-shasha-listener";

export type Listener = "viewer" | "studio";

/** The studio's paths: its pages and its API. */
export function isStudioPath(pathname: string): boolean {
  return pathname === "/studio" || pathname.startsWith("/studio/");
}

export function isStudioApiPath(pathname: string): boolean {
  return pathname.startsWith("/studio/api/");
}

/** `STUDIO_PORT`, else the viewer's port + 1; 0 means no studio listener. */
export function studioPortOf(env: Readonly<Record<string, string | undefined>>, appPort: number): number {
  const value = env.STUDIO_PORT;
  if (value === undefined || value === "") return appPort === 0 ? 0 : appPort + 1;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`STUDIO_PORT is not a port: ${value}`);
  return port;
}

/** The origin of an absolute URL, or undefined for a relative or malformed one. */
export function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

function originSetting(value: string | undefined): string | undefined {
  return value === undefined || value === "" ? undefined : originOf(value);
}

/** The studio's origin as browsers reach it (`STUDIO_PUBLIC_URL`). */
export function studioOrigin(): string | undefined {
  return originSetting(process.env.STUDIO_PUBLIC_URL);
}

/** The viewer app's origin as browsers reach it (`APP_PUBLIC_URL`). */
export function viewerOrigin(): string | undefined {
  return originSetting(process.env.APP_PUBLIC_URL);
}

export interface ListenerFacts {
  /** The mark the app server put on the request, if any. */
  mark: string | null;
  /** The request's `Host` header. */
  host: string | null;
  production: boolean;
  /** `STUDIO_PORT` as configured, for the development fallback. */
  studioPort: string | undefined;
}

/** Which listener a request reached: the server's mark; in development, the `Host` port for `next dev`. */
export function listenerOf(facts: ListenerFacts): Listener {
  if (facts.mark === "studio") return "studio";
  if (facts.production || facts.studioPort === undefined || facts.studioPort === "" || facts.host === null) return "viewer";
  const port = /:(\d{1,5})$/.exec(facts.host)?.[1];
  return port === facts.studioPort ? "studio" : "viewer";
}
