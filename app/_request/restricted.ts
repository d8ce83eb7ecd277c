/**
 * The restriction screen (spec 2: "Status 451 with a restriction country shows a restricted-service screen with a
 * logo, a desktop or mobile background image, a title and a message"; spec 6: the site and sport are unavailable in
 * ZA and ZAF). The proxy answers every page and API call from such a country with it, before any session, route or
 * service is touched: the country is the deployment's edge header (`COUNTRY_HEADER`), never a cookie, a query or a
 * header the browser chooses. A small page of its own, in the address's language, like the malformed-address page:
 * it must show when nothing else may, and it has no script and nothing of the request echoed. Never stored by a
 * shared cache (`no-store`): the next viewer of the same address may be elsewhere.
 */
import { escapeHtml } from "@/domain/escapeHtml";
import { isRestrictedCountry } from "@/domain/restrictedCountries";
import { directionOf, type Locale } from "@/domain/types";
import { clientCommon } from "@/app/_shell/clientCommon";

/** Whether the edge says the request comes from a restricted country; without a configured header, never. */
export function fromRestrictedCountry(countryHeader: string | undefined, header: (name: string) => string | null): boolean {
  return countryHeader !== undefined && isRestrictedCountry(header(countryHeader));
}

export const restrictedHeaders = { "Cache-Control": "no-store" } as const;

/** The API's refusal, in the services' error shape. */
export const restrictedApiBody = { error: { status: 451, code: "GEO_RESTRICTED", message: "This service is not available in your country." } };

/** The screen: the logo, the background (a wide image from 48em, a tall one below), the title and the message. */
export function restrictedPage(locale: Locale, imagesBaseURL: string): string {
  const strings = clientCommon[locale];
  const title = escapeHtml(strings["451_error_title"]);
  const images = escapeHtml(imagesBaseURL.replace(/\/$/, ""));
  return `<!doctype html><html lang="${locale}" dir="${directionOf(locale)}"><head><meta charset="utf-8">
<meta name="robots" content="noindex, nofollow"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} | ${escapeHtml(strings.app.name)}</title><meta name="description" content="${escapeHtml(strings["451_error_description"])}">
<style>
body{margin:0;min-block-size:100vh;display:grid;place-items:center;background:#0b0b10;color:#fff;font-family:system-ui,sans-serif}
.backdrop,.backdrop img{position:fixed;inset:0;inline-size:100%;block-size:100%;object-fit:cover}
main{position:relative;max-inline-size:36rem;margin:1rem;padding:2rem;border-radius:1rem;background:rgb(11 11 16 / 92%);text-align:center}
.logo{font-size:1.75rem;font-weight:700;color:#00c2a8;margin:0 0 1rem}
h1{font-size:1.5rem;margin:0 0 .75rem}p{line-height:1.5;margin:0}
</style></head>
<body data-restricted="451"><picture class="backdrop"><source media="(min-width: 48em)" srcset="${images}/hero/restricted-region-fhd.svg">
<img src="${images}/hero/restricted-region-mobile.svg" alt=""></picture>
<main><p class="logo"><img src="/icon.svg" alt="" width="32" height="32" style="vertical-align:middle"> ${escapeHtml(strings.app.name)}</p>
<h1>${title}</h1><p>${escapeHtml(strings["451_error_description"])}</p></main></body></html>`;
}
