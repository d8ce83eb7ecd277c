/** What the content client's calls take (contentClient.ts re-exports them). */
import type { EventType, LiveEventState } from "@/domain/liveEvents";
import type { SortOption } from "@/domain/sortOptions";
import type { ContentItem } from "@/domain/types";

/** A full-text search (issue 31 §1): the viewer's text, optionally one type and one genre; by relevance unless sorted. */
export interface SearchRequest {
  text: string;
  productType?: "MOVIE" | "SERIES" | "SHOW" | "EPISODE" | "LIVE_CHANNEL" | "LIVE_EVENT";
  genre?: string;
  sort?: SortOption;
  page: number;
  size: number;
}

export interface ProductFilter {
  productType?: string;
  genre?: string;
  plus?: boolean;
  comingSoon?: boolean;
  sort: SortOption;
  page: number;
  size: number;
}

/** Which live events a rail lists: one state (all when left out), one event type (all when left out), a page. */
export interface LiveEventsQuery {
  state?: LiveEventState;
  eventType?: EventType;
  page: number;
  size: number;
}

export interface Carousel {
  id: string;
  title: string;
  items: ContentItem[];
}
