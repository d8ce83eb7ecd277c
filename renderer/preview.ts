/**
 * Preview mode for content teams: a signed, HttpOnly cookie that makes every page load the latest layout
 * version past every cache and mark invalid or dropped blocks. It is opened with a short-lived grant the
 * management API mints (domain/previewGrant.ts); the cookie holds only an expiry signed with
 * `PREVIEW_SECRET`, so a leaked cookie expires and cannot publish anything.
 */
import { isPreviewCookie, previewSecret } from "@/domain/previewGrant";

export const previewCookieName = "shasha_preview";

/** Whether this cookie value opens preview: signed with this app's preview secret and not expired. */
export function hasPreview(value: string | undefined, now = Date.now()): boolean {
  return isPreviewCookie(value, previewSecret(), now);
}
