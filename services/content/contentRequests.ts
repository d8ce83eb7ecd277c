import { z } from "zod";
import { eventTypes } from "@/domain/liveEvents";
import { searchQueryMaxLength } from "@/domain/searchText";

const productId = z.string().min(1).max(64);
const pageNumber = z.number().int().min(0).max(10_000);
const pageSize = z.number().int().min(1).max(50);

export const productIdRequest = z.object({ id: productId });

export const productIdsRequest = z.object({
  ids: z.array(productId).min(1, "Give at least one id").max(50, "At most 50 ids per call"),
});

export const productTypes = ["MOVIE", "SERIES", "SHOW", "EPISODE", "CLIP", "TRAILER", "LIVE_CHANNEL", "LIVE_EVENT"] as const;

/** What search lists (content/searchIndex.ts); clips and trailers belong to their titles. */
export const searchableTypes = ["MOVIE", "SERIES", "SHOW", "EPISODE", "LIVE_CHANNEL", "LIVE_EVENT"] as const;

export const productFilterRequest = z.object({
  productType: z.enum(productTypes).optional(),
  genre: z.string().min(1).max(64).optional(),
  plus: z.boolean().optional(),
  comingSoon: z.boolean().optional(),
  sortType: z.enum(["SORTDATE", "ALPHABETICAL", "POPULAR", "TRENDING"]).default("SORTDATE"),
  sortOrder: z.enum(["ASC", "DESC"]).default("DESC"),
  page: pageNumber.default(0),
  size: pageSize.default(25),
});
export type ProductFilterRequest = z.output<typeof productFilterRequest>;

export const editorialIdRequest = z.object({ id: z.string().min(1).max(100) });

/** A live event's state on the wire (`liveEvent.state`), and what `product/liveEvents` filters on. */
export const wireLiveEventStates = ["COMING_SOON", "LIVE", "REPLAY", "ENDED"] as const;
export type WireLiveEventState = (typeof wireLiveEventStates)[number];

/** `product/liveEvents`: the live events in one state (or all), of one event type (or all), a page at a time. */
export const liveEventsRequest = z.object({
  state: z.enum(wireLiveEventStates).optional(),
  eventType: z.enum(eventTypes).optional(),
  page: pageNumber.default(0),
  size: pageSize.default(20),
});
export type LiveEventsRequest = z.output<typeof liveEventsRequest>;

/**
 * `product/search` (issue 31 §1; content/searchIndex.ts): a text of 1 to 100 characters, optionally one searchable
 * type and one genre; by relevance unless a sort is asked for. Quick search asks for 4 (spec 9).
 */
export const productSearchRequest = z.object({
  query: z.string().trim().min(1, "Give a text to search for").max(searchQueryMaxLength, `At most ${searchQueryMaxLength} characters`),
  productType: z.enum(searchableTypes).optional(),
  genre: z.string().min(1).max(64).optional(),
  sortType: z.enum(["SORTDATE", "ALPHABETICAL", "POPULAR", "TRENDING"]).optional(),
  sortOrder: z.enum(["ASC", "DESC"]).default("DESC"),
  page: pageNumber.default(0),
  size: pageSize.default(25),
});

export const relatedRequest = z.object({ id: productId, size: pageSize.default(12) });

export const playlistRequest = z.object({ id: productId });
