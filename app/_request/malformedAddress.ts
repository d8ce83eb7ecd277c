/**
 * The reply to an address with a malformed escape (`/ar/hub/%E0%A4%A`), under any prefix: 400 with a small page in
 * the language the address starts with (else the default), answered by the proxy before any route, since Next
 * fails with a server error when it decodes such a segment as a route parameter. No script, nothing of the
 * request echoed, error pages' robots rule (spec 1: noindex, nofollow).
 */
import { escapeHtml } from "@/domain/escapeHtml";
import { defaultLocale, directionOf, isLocale, type Locale } from "@/domain/types";
import { clientCommon } from "@/app/_shell/clientCommon";

export function malformedAddressLocale(pathname: string): Locale {
  const first = pathname.split("/")[1];
  return isLocale(first) ? first : defaultLocale;
}

export function malformedAddressPage(locale: Locale): string {
  const strings = clientCommon[locale];
  const title = escapeHtml(strings["400_error_title"]);
  return `<!doctype html><html lang="${locale}" dir="${directionOf(locale)}"><head><meta charset="utf-8">
<meta name="robots" content="noindex, nofollow"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} | ${escapeHtml(strings.app.name)}</title></head>
<body><main><h1>${title}</h1><p>${escapeHtml(strings["400_error_description"])}</p>
<p><a href="/${locale}">${escapeHtml(strings.error.home)}</a></p></main></body></html>`;
}
