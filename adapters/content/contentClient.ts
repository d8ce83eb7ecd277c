/**
 * The content service adapter (spec 7 "Content"): products by id (in chunks of 50), the product filter
 * with sort and paging, editorial carousels, live channels and their programme guide, and live events for rails.
 * Requests go as a JSON `request` parameter with the language header; replies are checked with zod and reshaped to
 * ContentItem.
 */
import type { LiveEventState } from "@/domain/liveEvents";
import type { SortOption } from "@/domain/sortOptions";
import type { ContentItem, ContentPage, ProductDetail, SeasonPlaylist } from "@/domain/types";
import type { ChannelSchedule, GuideFilters, GuidePage, GuideRequest } from "@/domain/guide";
import type { Genre } from "@/domain/onboarding";
import { chunk } from "@/domain/chunk";
import { createHttpClient, type CallContext, type HttpClient } from "../http/httpClient";
import { toContentItem } from "./toContentItem";
import { fetchChannelSchedule, fetchGuideFilters, fetchLiveGuide } from "./guideCalls";
import { ServiceError } from "../http/ServiceError";
import { carouselReply, filterReply, genresReply, liveEventsReply, liveReply, productReply, productsReply, seasonsReply, type WireLiveEventState } from "./wire";

export const productIdsChunkSize = 50;

export type { SortOption };

/** Spec 9 sort options mapped onto the service's sort types and orders. */
export const sortRequest: Record<SortOption, { sortType: string; sortOrder: "ASC" | "DESC" }> = {
  newest: { sortType: "SORTDATE", sortOrder: "DESC" },
  oldest: { sortType: "SORTDATE", sortOrder: "ASC" },
  "a-z": { sortType: "ALPHABETICAL", sortOrder: "ASC" },
  "z-a": { sortType: "ALPHABETICAL", sortOrder: "DESC" },
  "popular-month": { sortType: "POPULAR", sortOrder: "DESC" },
  "trending-week": { sortType: "TRENDING", sortOrder: "DESC" },
};

import type { Carousel, LiveEventsQuery, ProductFilter, SearchRequest } from "./contentQueries";
export type { Carousel, LiveEventsQuery, ProductFilter, SearchRequest };

/** The wire's name of each state (`product/liveEvents` filters on it). */
const wireStates: Readonly<Record<LiveEventState, WireLiveEventState>> = { "coming-soon": "COMING_SOON", live: "LIVE", replay: "REPLAY", ended: "ENDED" };

/**
 * Spec 7's `profile-key` header, with the one thing content calls need from the profile: the highest age
 * rating it may see. Without a limit the header is left out and every title comes.
 */
export function contentHeaders(ctx: CallContext): Record<string, string> {
  return ctx.ageLimit == null ? {} : { "profile-key": JSON.stringify({ ageRestriction: ctx.ageLimit }) };
}

export class ContentClient {
  private readonly http: HttpClient;

  constructor(options: { baseURL: string; fetchImpl?: typeof fetch; timeoutMs?: number }) {
    this.http = createHttpClient({
      service: "content",
      baseURL: options.baseURL,
      fetchImpl: options.fetchImpl,
      defaultTimeoutMs: options.timeoutMs ?? 3000,
    });
  }

  /** The catalogue's genres in the call's language (what onboarding offers). */
  async genres(ctx: CallContext): Promise<Genre[]> {
    return (await this.http.get("/genres", ctx, { headers: contentHeaders(ctx), schema: genresReply })).genres;
  }

  /** Products by id, fetched in chunks of 50 in parallel; unknown ids are left out, order is kept. */
  async productsByIds(ids: readonly string[], ctx: CallContext): Promise<ContentItem[]> {
    const unique = [...new Set(ids)];
    const replies = await Promise.all(
      chunk(unique, productIdsChunkSize).map((part) =>
        this.http.get("/product/ids", ctx, {
          query: { request: JSON.stringify({ ids: part }) },
          headers: contentHeaders(ctx),
          schema: productsReply,
        }),
      ),
    );
    const byId = new Map(replies.flatMap((reply) => reply.products).map((product) => [product.id, product]));
    return ids.flatMap((id) => {
      const product = byId.get(id);
      return product ? [toContentItem(product)] : [];
    });
  }

  /**
   * One product with its trailers (spec 7 `product/id`); undefined when the service does not know it or the
   * profile may not see it.
   */
  async product(id: string, ctx: CallContext): Promise<ProductDetail | undefined> {
    try {
      const reply = await this.http.get("/product/id", ctx, {
        query: { request: JSON.stringify({ id }) },
        headers: contentHeaders(ctx),
        schema: productReply,
      });
      return { item: toContentItem(reply.product), trailers: reply.product.trailers.map(toContentItem) };
    } catch (error) {
      if (error instanceof ServiceError && error.status === 404) return undefined;
      throw error;
    }
  }

  /** The seasons of a series or show with their episodes and clips (spec 7 `playlistsBySeason`); none for other titles. */
  async seasons(titleId: string, ctx: CallContext): Promise<SeasonPlaylist[]> {
    let reply;
    try {
      reply = await this.http.get("/product/playlistsBySeason", ctx, {
        query: { request: JSON.stringify({ id: titleId }) },
        headers: contentHeaders(ctx),
        schema: seasonsReply,
      });
    } catch (error) {
      // A movie, or a title the profile may not see: it has no seasons to list.
      if (error instanceof ServiceError && error.status === 404) return [];
      throw error;
    }
    return reply.seasons.map((season) => ({
      id: season.id,
      number: season.seasonNumber,
      title: season.title,
      comingSoon: season.streamState === "COMING_SOON",
      episodes: season.episodes.map(toContentItem),
      clips: season.clips.map(toContentItem),
    }));
  }

  /** Titles like this one (spec 7 `related`). */
  async related(id: string, size: number, ctx: CallContext): Promise<ContentItem[]> {
    const reply = await this.http.get("/product/related", ctx, {
      query: { request: JSON.stringify({ id, size }) },
      headers: contentHeaders(ctx),
      schema: productsReply,
    });
    return reply.products.map(toContentItem);
  }

  async filter(filter: ProductFilter, ctx: CallContext): Promise<ContentItem[]> {
    return (await this.filterPage(filter, ctx)).items;
  }

  /** One page of the filter with the total, for grids with paging. */
  async filterPage(filter: ProductFilter, ctx: CallContext): Promise<ContentPage> {
    const request = {
      productType: filter.productType,
      genre: filter.genre,
      plus: filter.plus,
      comingSoon: filter.comingSoon,
      ...sortRequest[filter.sort],
      page: filter.page,
      size: filter.size,
    };
    return this.productPage("/product/filter", request, ctx);
  }

  /** A page of products (`product/filter`, `product/search`): the items, their total, and a one-genre listing's name. */
  private async productPage(path: string, request: { page: number; size: number }, ctx: CallContext): Promise<ContentPage> {
    const reply = await this.http.get(path, ctx, { query: { request: JSON.stringify(request) }, headers: contentHeaders(ctx), schema: filterReply });
    const total = reply.pagination?.totalCount ?? reply.products.length;
    const named = { ...(reply.genre ? { genreTitle: reply.genre.title } : {}), ...(reply.facets ? { genres: reply.facets.genres } : {}) };
    return { items: reply.products.map(toContentItem), page: request.page, size: request.size, total, ...named };
  }

  /**
   * A page of search results (the content service's `product/search`, services/content/searchIndex.ts): the boundary a
   * search engine would sit behind for the whole catalogue (docs/SCALING.md). The profile's age limit applies there.
   */
  async search(search: SearchRequest, ctx: CallContext): Promise<ContentPage> {
    const request = {
      query: search.text,
      productType: search.productType,
      genre: search.genre,
      ...(search.sort ? sortRequest[search.sort] : {}),
      page: search.page,
      size: search.size,
    };
    return this.productPage("/product/search", request, ctx);
  }

  async carousel(id: string, ctx: CallContext): Promise<Carousel> {
    const reply = await this.http.get("/editorial/carousel", ctx, {
      query: { request: JSON.stringify({ id }) },
      headers: contentHeaders(ctx),
      schema: carouselReply,
    });
    return { id: reply.carousel.id, title: reply.carousel.title, items: reply.carousel.products.map(toContentItem) };
  }

  async liveChannels(paging: { page: number; size: number }, ctx: CallContext): Promise<ContentItem[]> {
    const reply = await this.http.get("/live", ctx, { query: { request: JSON.stringify(paging) }, schema: liveReply });
    return reply.channels.map(toContentItem);
  }

  /**
   * A page of live events for a rail (`product/liveEvents`): live and coming soon soonest first, replays and ended
   * events latest first, each with its schedule and its state when the service answered; `total` counts them all.
   */
  async liveEvents(query: LiveEventsQuery, ctx: CallContext): Promise<{ items: ContentItem[]; total: number }> {
    const request = {
      ...(query.state === undefined ? {} : { state: wireStates[query.state] }),
      ...(query.eventType === undefined ? {} : { eventType: query.eventType }),
      page: query.page,
      size: query.size,
    };
    const reply = await this.http.get("/product/liveEvents", ctx, {
      query: { request: JSON.stringify(request) },
      headers: contentHeaders(ctx),
      schema: liveEventsReply,
    });
    return { items: reply.products.map(toContentItem), total: reply.total };
  }

  /** The grid guide: a page of channels with now and next, and their programmes in a window of up to 24 h (guideCalls.ts). */
  liveGuide(request: GuideRequest, ctx: CallContext): Promise<GuidePage> {
    return fetchLiveGuide(this.http, request, ctx);
  }

  /** A channel's schedule (`live/related`), by default its current UTC day; undefined for an unknown channel. */
  channelSchedule(channelId: string, window: { from: string; to: string } | undefined, ctx: CallContext): Promise<ChannelSchedule | undefined> {
    return fetchChannelSchedule(this.http, channelId, window, ctx);
  }

  /** The event types, genres and days the guide offers (`live/availableFilters`). */
  guideFilters(ctx: CallContext): Promise<GuideFilters> {
    return fetchGuideFilters(this.http, ctx);
  }
}
