/**
 * Preview mode for content teams: a signed, HttpOnly cookie that makes every page load the latest layout
 * version past every cache and mark invalid or dropped blocks. It is opened with a short-lived grant the
 * management API mints (domain/previewGrant.ts); the cookie holds only an expiry signed with
 * `PREVIEW_SECRET`, so a leaked cookie expires and cannot publish anything.
 */
import { isPreviewCookie, previewSecret, readGrant, type PreviewGrant } from "@/domain/previewGrant";

export const previewCookieName = "shasha_preview";

/** Whether this cookie value opens preview: signed with this app's preview secret and not expired. */
export function hasPreview(value: string | undefined, now = Date.now()): boolean {
  return isPreviewCookie(value, previewSecret(), now);
}

/**
 * The studio's preview frame (issue 17): `/{lang}/preview/frame/{key}` renders a draft (or a screen at a moment of
 * the time machine) for the studio, which frames it. The grant lives in an HttpOnly cookie scoped to that one
 * path, so frames of different drafts never share one, and the page may be framed by its own origin only while
 * that cookie holds a valid grant for that key.
 */
export const frameCookieName = "shasha_frame";
const framePathPattern = /^\/(?:ar|en|fr)\/preview\/frame\/([a-z0-9]{1,200})$/;

/** `d<draft id>` for a draft, `s<hex of the screen id>` for a screen (ids may hold slashes). */
export function frameKeyOf(grant: PreviewGrant): string {
  return grant.draft !== undefined ? `d${grant.draft}` : `s${Buffer.from(grant.screen, "utf8").toString("hex")}`;
}

/** The grant a frame page's cookie holds for this path's key, if valid. */
export function frameGrantOf(pathname: string, cookie: (name: string) => string | undefined, now = Date.now()): PreviewGrant | undefined {
  const key = framePathPattern.exec(pathname)?.[1];
  const secret = previewSecret();
  if (key === undefined || secret === undefined) return undefined;
  const grant = readGrant(cookie(frameCookieName), secret, now);
  return grant !== undefined && frameKeyOf(grant) === key ? grant : undefined;
}

export function hasFrameGrant(pathname: string, cookie: (name: string) => string | undefined): boolean {
  return frameGrantOf(pathname, cookie) !== undefined;
}
