/**
 * Domain types shared by adapters (which produce them), the renderer and components (which consume them).
 * Wire shapes live in each adapter; these are what the app works with.
 */
import type { Locale, Platform, ProfileKind, UserType } from "@/screens-schema/types";
import type { AgeLimit } from "./ageLimit";
import type { ChannelReplayRights } from "./catchup";
import type { EventType, LiveEventState } from "./liveEvents";
import type { SortOption } from "./sortOptions";

export type { Locale, Platform, ProfileKind, UserType };

export const locales = ["ar", "en", "fr"] as const satisfies readonly Locale[];
export const defaultLocale: Locale = "ar";

export function isLocale(value: unknown): value is Locale {
  return value === "ar" || value === "en" || value === "fr";
}

export function directionOf(locale: Locale): "rtl" | "ltr" {
  return locale === "ar" ? "rtl" : "ltr";
}

export type ContentKind = "movie" | "series" | "show" | "episode" | "clip" | "trailer" | "live-channel" | "live-event";

/** Kinds with a title page of their own (spec 2 "Content routes"); the others open in the player. */
export type TitleKind = Extract<ContentKind, "movie" | "series" | "show">;

export interface ContentImages {
  poster?: string;
  landscape?: string;
  thumbnail?: string;
  square?: string;
  hero?: string;
}

export interface ContentItem {
  id: string;
  kind: ContentKind;
  title: string;
  description: string;
  year?: number;
  durationSeconds?: number;
  genres: string[];
  /** URL templates holding the `{resolution}` placeholder. */
  images: ContentImages;
  plus: boolean;
  comingSoon: boolean;
  isLive: boolean;
  /** Locale-less content route, for example `/series/the-long-road/series-12`. */
  href: string;
  episode?: { showTitle: string; seasonNumber: number; episodeNumber: number };
  /** The title an episode, clip or trailer belongs to. */
  parent?: { id: string; kind: ContentKind; title: string };
  /** The season an episode or clip belongs to. */
  seasonId?: string;
  /** The age rating: 0 (all ages), 7, 12, 15 or 18. */
  ageRating?: number;
  /** Cast, in the viewer's script (spec 3 `persons`). */
  persons?: string[];
  /** When a coming-soon title comes (spec 3 `comingSoonDay`/`comingSoonMonth`). */
  comingSoonDate?: { day: number; month: number };
  /** Spec 3 `eventType`: what a live channel or live event is about. */
  eventType?: EventType;
  /** A live event's schedule (kind `live-event` only), its state as of the reply (domain/liveEvents.ts). */
  liveEvent?: LiveEventInfo;
  /** A live channel's start-over and catch-up (kind `live-channel` only; domain/catchup.ts). */
  replay?: ChannelReplayRights;
}

/** A live event's times (ISO 8601 UTC), its state when the service answered, and what it plays. */
export interface LiveEventInfo {
  startsAt: string;
  /** The start plus 5 hours (spec 4). */
  endsAt: string;
  state: LiveEventState;
  /** The live channel that streams it while it is live. */
  channelId: string;
  /** The title that plays as its replay once it is over. */
  replayId?: string;
}

/** A season with its episodes and clips in order (the content service's `playlistsBySeason`). */
export interface SeasonPlaylist {
  id: string;
  number: number;
  title: string;
  comingSoon: boolean;
  episodes: ContentItem[];
  clips: ContentItem[];
}

/** A product as its own page shows it: the item and its trailers. */
export interface ProductDetail {
  item: ContentItem;
  trailers: ContentItem[];
}

/** What a title header shows: the title, what "play" starts (the movie, or a series' first episode), its trailer. */
export interface TitleDetail extends ProductDetail {
  play?: ContentItem;
}

/** What a season picker shows: the title, its seasons, and which one is open. */
export interface SeasonsView {
  title: ContentItem;
  seasons: SeasonPlaylist[];
  selectedId: string | undefined;
}

/** One page of a sorted, filtered listing. */
export interface ContentPage {
  items: ContentItem[];
  page: number;
  size: number;
  total: number;
  /** The genre's name in the viewer's language, when the listing is one genre. */
  genreTitle?: string;
  /** Search results: the genres the matches hold (whatever genre the page is narrowed to), named in the viewer's language. */
  genres?: GenreCount[];
}

export interface GenreCount {
  id: string;
  title: string;
  count: number;
}

/** A grid's page, with the sort it was made with. */
export interface GridPage extends ContentPage {
  sort: SortOption;
}

/** Everything a screen's `visibleWhen` and rendering depend on for one request. */
export interface RenderContext {
  locale: Locale;
  dir: "rtl" | "ltr";
  userType: UserType;
  profileKind: ProfileKind;
  platform: Platform;
  country: string;
  webView: boolean;
  /** The highest age rating the viewer's profile sees; null for no limit (domain/ageLimit.ts). */
  ageLimit: AgeLimit;
  screenId: string;
}

/** A value for each locale, built without casts. */
export function perLocale<T>(make: (locale: Locale) => T): Record<Locale, T> {
  return { ar: make("ar"), en: make("en"), fr: make("fr") };
}

/** One title of a profile's watching history (issue 9). */
export interface HistoryEntry {
  item: ContentItem;
  /** 0..1 of the stream watched; 1 when finished. */
  ratio: number;
  finished: boolean;
  /** ISO date of the last time it was watched. */
  watchedAt: string;
}

/** A page of the watching history, newest first; `guest` when no profile is signed in. */
export type HistoryPage = { kind: "guest" } | { kind: "profile"; entries: HistoryEntry[]; page: number; size: number; total: number };
