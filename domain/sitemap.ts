/**
 * The sitemap index by type (issue 32 §5): `/sitemap.xml` lists one sitemap per kind of page (movies, series, shows,
 * live channels), each listing its titles' addresses in the three languages (`xhtml:link` alternates). The pages stay
 * `noindex` (spec 1): the sitemaps are there for when that changes, and for partners' crawlers that read them.
 */
import { locales, type Locale } from "./types";

export const sitemapKinds = {
  movies: "MOVIE",
  series: "SERIES",
  shows: "SHOW",
  channels: "LIVE_CHANNEL",
} as const;

export type SitemapKind = keyof typeof sitemapKinds;

export function isSitemapKind(value: string): value is SitemapKind {
  return Object.hasOwn(sitemapKinds, value);
}

/** At most this many addresses per sitemap (the protocol allows 50,000; the catalogue is far smaller). */
export const sitemapLimit = 5000;

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

const header = '<?xml version="1.0" encoding="UTF-8"?>\n';

export function sitemapIndex(origin: string): string {
  const entries = Object.keys(sitemapKinds).map((kind) => `  <sitemap><loc>${escapeXml(`${origin}/sitemaps/${kind}.xml`)}</loc></sitemap>`);
  return `${header}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</sitemapindex>\n`;
}

/** A title's address in each language (its slug is its title's, in that language). */
export type TitleAddresses = Readonly<Record<Locale, string>>;

/** One `<url>` per title, in the default language, with its three languages as alternates; addresses percent-encoded. */
export function urlSet(origin: string, titles: readonly TitleAddresses[], defaultLocale: Locale): string {
  const address = (locale: Locale, href: string) => escapeXml(`${origin}${encodeURI(`/${locale}${href}`)}`);
  const entries = titles.slice(0, sitemapLimit).map((hrefs) => {
    const alternates = locales.map((locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${address(locale, hrefs[locale])}"/>`).join("");
    return `  <url><loc>${address(defaultLocale, hrefs[defaultLocale])}</loc>${alternates}</url>`;
  });
  return `${header}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`;
}
