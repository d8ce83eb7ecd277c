/**
 * Link previews and structured data (issue 32 §5, spec 5 and 7): what a chat or social app shows of a shared page
 * (Open Graph and Twitter card values) and the page's schema.org JSON-LD for the spec's types (episode, clip, movie,
 * livestream, season, show, organization, webpage, website). Pure: the pages give the item, the address and the words.
 * Every page stays `noindex` (spec 1); this is for previews, not search ranking.
 */
import type { ContentItem, Locale } from "./types";

/** Open Graph's `og:type` of a content item's page. */
export type ShareType = "website" | "video.movie" | "video.tv_show" | "video.episode" | "video.other";

export function shareTypeOf(kind: ContentItem["kind"]): ShareType {
  switch (kind) {
    case "movie":
      return "video.movie";
    case "series":
    case "show":
      return "video.tv_show";
    case "episode":
      return "video.episode";
    default:
      return "video.other";
  }
}

/** `og:locale` of a page language (Arabic as written across the region). */
export const shareLocale: Readonly<Record<Locale, string>> = { ar: "ar_AR", en: "en_US", fr: "fr_FR" };

/** The artwork a preview shows: the widest image the item has, at full HD; undefined when it has none. */
export function shareImageOf(item: ContentItem): string | undefined {
  const template = item.images.landscape ?? item.images.hero ?? item.images.poster;
  const url = template?.split("{resolution}").join("fhd");
  return url === undefined || /\{[^{}]*\}/.test(url) ? undefined : url;
}

type JsonLd = Record<string, unknown>;

const context = "https://schema.org";

function isoDuration(seconds: number | undefined): string | undefined {
  if (seconds === undefined || seconds <= 0) return undefined;
  const minutes = Math.round(seconds / 60);
  return `PT${Math.floor(minutes / 60)}H${minutes % 60}M`;
}

/** The JSON-LD of a content item's page at `url` (absolute); a season page gives its season's number and name. */
export function contentJsonLd(item: ContentItem, url: string, locale: Locale, season?: { number: number; name: string }): JsonLd {
  const image = shareImageOf(item);
  const common = { "@context": context, name: item.title, url, inLanguage: locale, ...(item.description ? { description: item.description } : {}), ...(image ? { image } : {}) };
  const series = (name: string) => ({ "@type": "TVSeries", name });
  if (season !== undefined) {
    return { ...common, "@type": "TVSeason", name: season.name, seasonNumber: season.number, partOfSeries: series(item.title) };
  }
  switch (item.kind) {
    case "movie":
      return { ...common, "@type": "Movie", ...(item.year ? { dateCreated: String(item.year) } : {}), ...(isoDuration(item.durationSeconds) ? { duration: isoDuration(item.durationSeconds) } : {}), genre: item.genres };
    case "series":
    case "show":
      return { ...common, "@type": "TVSeries", genre: item.genres };
    case "episode":
      return {
        ...common,
        "@type": "TVEpisode",
        ...(item.episode ? { episodeNumber: item.episode.episodeNumber, partOfSeason: { "@type": "TVSeason", seasonNumber: item.episode.seasonNumber }, partOfSeries: series(item.episode.showTitle) } : {}),
      };
    case "clip":
    case "trailer":
      return { ...common, "@type": "Clip", ...(item.parent ? { partOfSeries: series(item.parent.title) } : {}) };
    case "live-channel":
    case "live-event":
      return {
        ...common,
        "@type": "VideoObject",
        publication: { "@type": "BroadcastEvent", isLiveBroadcast: true, ...(item.liveEvent ? { startDate: item.liveEvent.startsAt, endDate: item.liveEvent.endsAt } : {}) },
      };
  }
}

/** The site's own JSON-LD on its home page: the organization and the web site. */
export function siteJsonLd(name: string, url: string, logo: string): JsonLd[] {
  return [
    { "@context": context, "@type": "Organization", name, url, logo },
    { "@context": context, "@type": "WebSite", name, url },
  ];
}

/** Any other page's: a web page of the site (its address when the page knows it). */
export function webPageJsonLd(name: string, locale: Locale, description: string, url?: string): JsonLd {
  return { "@context": context, "@type": "WebPage", name, inLanguage: locale, description, ...(url === undefined ? {} : { url }) };
}

/**
 * JSON-LD as a script's text: JSON whose `<`, `>` and `&` (and the two line separators JavaScript once choked on) are
 * written as escapes, so no title can close the script tag or open a comment, whatever it holds.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
