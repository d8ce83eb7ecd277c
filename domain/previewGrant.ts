/**
 * Preview grants and the preview cookie (issue 8): preview has its own secret, `PREVIEW_SECRET`, shared by the
 * management service (which mints grants) and the app (which checks them). A grant is a short-lived signed
 * permission to open one screen in preview: `POST /manage/preview-links` answers a link carrying one, the app's
 * `/{lang}/preview?grant=…` checks it, sets the preview cookie (its own signed expiry, one hour) and redirects
 * to the screen without the grant in the URL. No bearer token is ever in a URL, and the management token is
 * never a signing key.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { isDevelopmentDefaultsAllowed } from "./runMode";

/** Development default only (domain/runMode.ts); production sets `PREVIEW_SECRET`. */
export const devPreviewSecret = "shasha-dev-preview-secret";
export const grantLifetimeSeconds = 5 * 60;
export const previewCookieLifetimeSeconds = 60 * 60;

export interface PreviewGrant {
  screen: string;
  /** A studio draft of that screen (issue 17): the studio's preview frame renders it instead of the published version. */
  draft?: number;
  /** Unix seconds. */
  expires: number;
}

function mac(secret: string, text: string): string {
  return createHmac("sha256", secret).update(text, "utf8").digest("base64url");
}

function equal(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** `PREVIEW_SECRET`, or the development default where allowed; undefined: preview is off. */
export function previewSecret(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const configured = env.PREVIEW_SECRET;
  if (configured !== undefined && configured.trim() !== "") return configured;
  return isDevelopmentDefaultsAllowed(env) ? devPreviewSecret : undefined;
}

export function signGrant(
  screen: string,
  secret: string,
  now = Date.now(),
  options: { draft?: number; lifetimeSeconds?: number } = {},
): { grant: string; expires: number } {
  const expires = Math.floor(now / 1000) + (options.lifetimeSeconds ?? grantLifetimeSeconds);
  const payload = options.draft === undefined ? { s: screen, e: expires } : { s: screen, d: options.draft, e: expires };
  const body = Buffer.from(JSON.stringify(payload), "utf8").toString("base64url");
  return { grant: `${body}.${mac(secret, `grant:${body}`)}`, expires };
}

export function readGrant(value: string | null | undefined, secret: string, now = Date.now()): PreviewGrant | undefined {
  const [body, signature, ...rest] = (value ?? "").split(".");
  if (!body || !signature || rest.length > 0 || !equal(signature, mac(secret, `grant:${body}`))) return undefined;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
    if (typeof parsed !== "object" || parsed === null || !("s" in parsed) || !("e" in parsed)) return undefined;
    const { s, e } = parsed;
    const d: unknown = "d" in parsed ? parsed.d : undefined;
    if (typeof s !== "string" || typeof e !== "number" || e * 1000 <= now) return undefined;
    if (d !== undefined && (typeof d !== "number" || !Number.isSafeInteger(d))) return undefined;
    return d === undefined ? { screen: s, expires: e } : { screen: s, draft: d, expires: e };
  } catch {
    return undefined;
  }
}

/** The preview cookie's value: an expiry signed with the preview secret. */
export function previewCookieValue(secret: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + previewCookieLifetimeSeconds;
  return `${expires}.${mac(secret, `preview:${expires}`)}`;
}

export function isPreviewCookie(value: string | undefined, secret: string | undefined, now = Date.now()): boolean {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value ?? "");
  if (secret === undefined || !match?.[1] || !match[2]) return false;
  const expires = Number(match[1]);
  return expires * 1000 > now && equal(match[2], mac(secret, `preview:${expires}`));
}
