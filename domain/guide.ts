/**
 * The programme guide as the app sees it: programmes of the live channels, what is on now and next, a channel's
 * schedule, the grid guide's page of channels, and the filters the guide offers. adapters/content maps the content
 * service's `live`, `live/related` and `live/availableFilters` replies onto these (docs/contract.md §3 Content).
 * Times are UTC ISO 8601 strings: the viewer's time zone is applied where they are shown, never here.
 */
import { eventTypes, type EventType } from "./liveEvents";
import type { ContentItem } from "./types";

export interface Programme {
  id: string;
  /** The live channel's content id ("501"). */
  channelId: string;
  title: string;
  description: string;
  /** The guide's category in the viewer's language ("News", "Football"); null when the guide gives none. */
  category: string | null;
  /** When it starts and ends (exclusive), UTC ISO 8601. */
  start: string;
  end: string;
  /** The on-screen episode number ("S2 E14"), when the guide gives one. */
  episode?: string;
}

/** What a channel shows at a moment, and what comes after; either may be missing (a gap, or the guide's end). */
export interface NowNext {
  now?: Programme;
  next?: Programme;
}

/** A channel of the guide's page: the channel, now and next, and its programmes in the window asked for, if one was. */
export interface GuideChannel extends NowNext {
  channel: ContentItem;
  /** Present only when a window (`from`, `to`) was asked for. */
  programmes?: Programme[];
}

export interface GuidePage {
  channels: GuideChannel[];
  page: number;
  size: number;
  total: number;
  /** The moment now and next are as of (the service's clock, or the `at` asked for). */
  at: string;
  /** The window the programmes cover, when one was asked for. */
  window?: { from: string; to: string };
}

/** One channel's programmes between two times (a channel page's schedule). */
export interface ChannelSchedule {
  channel: ContentItem;
  from: string;
  to: string;
  programmes: Programme[];
}

export interface GuideFilter {
  /** `sport`, `news`, `entertainment` (event types) or a genre id (`kids`, `drama`). */
  id: string;
  title: string;
  channelCount: number;
}

/** How the guide can be narrowed: by the channels' event types or genres, and the days it has programmes for. */
export interface GuideFilters {
  eventTypes: GuideFilter[];
  genres: GuideFilter[];
  /** The first and last UTC day (`YYYY-MM-DD`) with programmes; absent when the guide is empty. */
  days?: { first: string; last: string };
}

/** What the grid guide asks for: a page of channels, optionally narrowed, with now and next as of `at`. */
export interface GuideRequest {
  page: number;
  size: number;
  /** ISO 8601 with a zone; default the service's now. */
  at?: string;
  /** Both or neither; at most 24 hours apart. */
  from?: string;
  to?: string;
  eventType?: EventType;
  genre?: string;
}

/** The filter a guide page's URL chose (`?eventType=`, `?genre=`), one at most. */
export type GuideFilterChoice = { eventType: EventType; genre?: undefined } | { genre: string; eventType?: undefined };

const genrePattern = /^[a-z0-9][a-z0-9-]{0,31}$/;

/** The page's guide filter from its URL, checked for its format only (the service says whether it filters anything). */
export function guideFilterOf(param: (name: string) => unknown): GuideFilterChoice | undefined {
  const eventType = eventTypes.find((type) => type === param("eventType"));
  if (eventType !== undefined) return { eventType };
  const genre = param("genre");
  return typeof genre === "string" && genrePattern.test(genre) ? { genre } : undefined;
}
