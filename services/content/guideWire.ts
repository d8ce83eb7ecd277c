/**
 * The programme guide's wire shapes (docs/contract.md §3 Content): a programme in the request's language, and the
 * filters the guide offers with their labels. Times are UTC ISO 8601.
 */
import type { LocalizedText, ServiceLocale } from "../db/localizedText";
import type { ChannelKind } from "./guideChannels";
import type { EpgProgramme } from "./xmltv";

export interface WireProgramme {
  id: string;
  channelId: string;
  title: string;
  description: string;
  /** The guide's category ("News", "Football"); null when the guide gives none. */
  category: string | null;
  start: string;
  stop: string;
  /** The on-screen episode number ("S2 E14"), when the guide gives one. */
  episode?: string;
}

export function toWireProgramme(programme: EpgProgramme, locale: ServiceLocale): WireProgramme {
  return {
    id: programme.id,
    channelId: programme.channelId,
    title: programme.title[locale],
    description: programme.description[locale],
    category: programme.category?.[locale] ?? null,
    start: new Date(programme.start).toISOString(),
    stop: new Date(programme.stop).toISOString(),
    ...(programme.episode === null ? {} : { episode: programme.episode }),
  };
}

/** The spec's event types (spec 3), in the order the guide offers them. */
const eventTypeLabels: Readonly<Record<"news" | "sport" | "entertainment", LocalizedText>> = {
  news: { ar: "أخبار", en: "News", fr: "Info" },
  sport: { ar: "رياضة", en: "Sport", fr: "Sport" },
  entertainment: { ar: "ترفيه", en: "Entertainment", fr: "Divertissement" },
};

export interface WireGuideFilter {
  id: string;
  title: string;
  channelCount: number;
}

export interface WireGuideFilters {
  eventTypes: WireGuideFilter[];
  genres: WireGuideFilter[];
  /** The first and last UTC day (`YYYY-MM-DD`) the stored guide has programmes on; null when it is empty. */
  days: { first: string; last: string } | null;
}

function counted(ids: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}

/**
 * The event types and genres of the channels that have a guide, each with how many channels it covers; genres in
 * the catalogue's genre order, labelled with the catalogue's genre titles.
 */
export function guideFilters(
  kinds: readonly ChannelKind[],
  genreTitles: ReadonlyMap<string, LocalizedText>,
  locale: ServiceLocale,
  coverage: { from: number; to: number } | undefined,
): WireGuideFilters {
  const eventTypes = counted(kinds.flatMap((kind) => (kind.eventType === null ? [] : [kind.eventType])));
  const genres = counted(kinds.flatMap((kind) => kind.genres));
  const genreOrder = [...genreTitles.keys()];
  const position = (id: string) => (genreOrder.includes(id) ? genreOrder.indexOf(id) : genreOrder.length);
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return {
    eventTypes: (["news", "sport", "entertainment"] as const)
      .filter((id) => eventTypes.has(id))
      .map((id) => ({ id, title: eventTypeLabels[id][locale], channelCount: eventTypes.get(id) ?? 0 })),
    genres: [...genres.keys()]
      .sort((a, b) => position(a) - position(b) || a.localeCompare(b))
      .map((id) => ({ id, title: genreTitles.get(id)?.[locale] ?? id, channelCount: genres.get(id) ?? 0 })),
    // The stop is exclusive: a guide ending at midnight ends on the day before.
    days: coverage === undefined ? null : { first: day(coverage.from), last: day(coverage.to - 1) },
  };
}
