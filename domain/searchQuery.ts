/**
 * What the search page reads from its URL (issue 31 §1): the viewer's text `?q=`, one type `?type=` and one genre
 * `?genre=`. The text is checked here, before any service is asked: a query longer than the service reads is told
 * so (never a 500), and one with no letter or digit (punctuation only) is the same as none.
 */
import { normaliseSearchText, searchQueryMaxLength } from "./searchText";
import type { SortOption } from "./sortOptions";
import type { ContentItem, ContentPage } from "./types";

/** The result types a viewer filters by, in the order the page offers them, and the service's product type of each. */
export const searchTypeNames = ["series", "movies", "shows", "episodes", "channels", "live-events"] as const;
export type SearchType = (typeof searchTypeNames)[number];
export const searchTypes = {
  series: "SERIES",
  movies: "MOVIE",
  shows: "SHOW",
  episodes: "EPISODE",
  channels: "LIVE_CHANNEL",
  "live-events": "LIVE_EVENT",
} as const satisfies Record<SearchType, string>;

export function isSearchType(value: unknown): value is SearchType {
  return searchTypeNames.some((name) => name === value);
}

/** A genre id as the catalogue writes them ("talk-show"). */
const genrePattern = /^[a-z0-9][a-z0-9-]{0,63}$/;

export type SearchQuery =
  /** No text yet (or nothing searchable in it): the page invites a search and suggests titles. */
  | { state: "empty" }
  /** Longer than the service reads: told so, with the limit. */
  | { state: "too-long"; text: string }
  | { state: "ready"; text: string; type?: SearchType; genre?: string };

/** Reads `q`, `type` and `genre`; an unknown type or malformed genre is ignored, as a wrong sort is on a grid. */
export function searchQueryOf(param: (name: string) => string | null): SearchQuery {
  const text = (param("q") ?? "").trim();
  if (text.length > searchQueryMaxLength) return { state: "too-long", text: text.slice(0, searchQueryMaxLength) };
  if (normaliseSearchText(text) === "") return { state: "empty" };
  const type = param("type");
  const genre = param("genre");
  return {
    state: "ready",
    text,
    ...(isSearchType(type) ? { type } : {}),
    ...(genre !== null && genrePattern.test(genre) ? { genre } : {}),
  };
}

/**
 * A link of the results page that keeps the search and changes one thing: a query-only reference the browser
 * resolves against the page's own path ("?q=…&type=movies&page=1"). The default sort (relevance) and page 0 are left out.
 */
export function searchHref(query: { text: string; type?: SearchType | undefined; genre?: string | undefined; sort?: string | undefined; page?: number }): string {
  const search = new URLSearchParams({ q: query.text });
  if (query.type) search.set("type", query.type);
  if (query.genre) search.set("genre", query.genre);
  if (query.sort) search.set("sort", query.sort);
  if (query.page) search.set("page", String(query.page));
  return `?${search.toString()}`;
}

/** What the results page shows (renderer/data/searchResolver.ts, components/search/SearchResultsView.tsx). */
export interface SearchResults {
  query: SearchQuery;
  /** A ready query's page of results, unless the service failed. */
  page?: ContentPage;
  /** The chosen sort; absent: by relevance. */
  sort?: SortOption;
  /** The search service did not answer: the page says so and keeps the query. */
  unavailable?: true;
  /** When nothing was searched or found: titles to start from. */
  suggestions: ContentItem[];
}

/** Spec 9: the header's quick search shows this many results. */
export const quickSearchSize = 4;
