/**
 * Preview mode for content teams: a signed, HttpOnly cookie that makes every page load the latest layout
 * version past every cache and mark invalid or dropped blocks. The cookie never holds the management token
 * itself, only an expiry signed with it, so a leaked cookie expires and cannot publish anything.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export const previewCookieName = "shasha_preview";
export const previewLifetimeSeconds = 60 * 60;
/** Development default, the same as the local services' (services/README.md); production sets MANAGE_TOKEN. */
export const defaultManageToken = "shasha-dev-manage-token";

export function manageToken(): string {
  return process.env.MANAGE_TOKEN || defaultManageToken;
}

function equalSecrets(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function isManageToken(candidate: string | null | undefined, token = manageToken()): boolean {
  return typeof candidate === "string" && candidate !== "" && equalSecrets(candidate, token);
}

function signature(expires: number, token: string): string {
  return createHmac("sha256", token).update(`preview:${expires}`).digest("base64url");
}

export function previewCookieValue(now = Date.now(), token = manageToken()): string {
  const expires = Math.floor(now / 1000) + previewLifetimeSeconds;
  return `${expires}.${signature(expires, token)}`;
}

export function isPreviewCookie(value: string | undefined, now = Date.now(), token = manageToken()): boolean {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value ?? "");
  if (!match?.[1] || !match[2]) return false;
  const expires = Number(match[1]);
  return expires * 1000 > now && equalSecrets(match[2], signature(expires, token));
}
