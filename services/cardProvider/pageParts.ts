/**
 * What the provider's two pages (the hosted fields, the 3-D Secure challenge) share: a fresh nonce per response for
 * their inline style and script (nothing else runs), the page frame with its language and direction, the accessible
 * base style (visible labels, 16px text, fields at least 44px high, a clear focus outline, contrast above 4.5:1, fits
 * 280px) and the replies with their security headers.
 */
import { randomBytes } from "node:crypto";
import type { ServiceLocale } from "../db/localizedText";
import type { Reply } from "../http/reply";
import { escapeHtml } from "../user/consentPage";

export { escapeHtml };

/** 128 random bits, new for every response. */
export function newNonce(): string {
  return randomBytes(16).toString("base64");
}

/** JSON that is safe inside an inline `<script>`: no `<`, `>`, `&` nor line separators that could end or break it. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** Text #1a1a1a (17:1 on white), errors #b3261e (6.5:1), borders #5f5f5f (6.4:1), focus #0b57d0 (6.4:1). */
export const baseStyle = `*{box-sizing:border-box}
html{font-size:16px;color-scheme:light}
body{margin:0;padding:4px;font-family:system-ui,-apple-system,"Segoe UI",Tahoma,Arial,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a;background:#fff}
.field{margin:0 0 12px}
label{display:block;font-weight:600;margin:0 0 4px}
input{display:block;width:100%;min-height:44px;padding:8px 12px;font:inherit;color:#1a1a1a;background:#fff;border:1px solid #5f5f5f;border-radius:6px}
html[dir=rtl] input{text-align:right}
input:focus-visible,button:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}
input[aria-invalid=true]{border:2px solid #b3261e}
.error{color:#b3261e;margin:4px 0 0}
[hidden]{display:none!important}
.row{display:flex;flex-wrap:wrap;gap:0 12px}
.row .field{flex:1 1 120px;min-width:0}`;

export interface PageParts {
  lang: ServiceLocale;
  title: string;
  nonce: string;
  /** Added after the base style. */
  style?: string;
  body: string;
  script?: string;
}

export function htmlPage(parts: PageParts): string {
  const script = parts.script === undefined ? "" : `<script nonce="${parts.nonce}">${parts.script}</script>`;
  return `<!doctype html>
<html lang="${parts.lang}" dir="${parts.lang === "ar" ? "rtl" : "ltr"}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(parts.title)}</title>
<style nonce="${parts.nonce}">${baseStyle}${parts.style ?? ""}</style>
</head><body>${parts.body}${script}</body></html>`;
}

/** An HTML reply, never cached nor sniffed, under `csp`. */
export function htmlReply(status: number, html: string, csp: string, headers: Record<string, string> = {}): Reply {
  return {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": csp,
      ...headers,
    },
    body: html,
  };
}

/** A plain text page (a refused request to a page), which nothing may frame. */
export function plainReply(status: number, text: string): Reply {
  return {
    status,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
    },
    body: `${text}\n`,
  };
}

/** `{{name}}` placeholders filled from `values`. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}
