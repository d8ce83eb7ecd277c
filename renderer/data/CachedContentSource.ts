/**
 * Content replies shared by every viewer (carousels, filters, live channels, products by id, searches) kept like the
 * layouts: fresh for the page reload interval, then stale-while-revalidate, and the last good reply while the
 * service fails. Keys carry the language and country, the only request facts these replies depend on.
 * Personal data (continue watching, favourites) never passes through here.
 */
import type { Carousel, LiveEventsQuery, ProductFilter, SearchRequest } from "@/adapters/content/contentClient";
import type { CallContext } from "@/adapters/http/httpClient";
import { SwrCache } from "@/adapters/http/swrCache";
import { pageReloadIntervalMs } from "@/domain/pageReload";
import { normaliseSearchText } from "@/domain/searchText";
import type { ContentItem, ContentPage, ProductDetail, SeasonPlaylist } from "@/domain/types";
import { RecentMisses } from "./recentMisses";
import type { ContentSource } from "./ScreenData";

/** A service's "no such thing", kept out of the caches of real entries (recentMisses.ts). */
class NotFound extends Error {}

/** How long a miss is remembered: short, so a title or genre published meanwhile shows soon. */
const missTtlMs = 10_000;

/** The most searches kept (each distinct text, type, genre, sort and page is one). */
const searchEntries = 500;

export class CachedContentSource implements ContentSource {
  private readonly items: SwrCache<ContentItem[]>;
  private readonly eventPages: SwrCache<{ items: ContentItem[]; total: number }>;
  private readonly carousels: SwrCache<Carousel>;
  private readonly pages: SwrCache<ContentPage>;
  private readonly products: SwrCache<ProductDetail>;
  private readonly seasonLists: SwrCache<SeasonPlaylist[]>;
  private readonly searches: SwrCache<ContentPage>;
  private readonly misses: RecentMisses;

  private readonly revalidateNow: boolean;

  /**
   * `revalidateNow`: load every reply anew and use the cache only as the last good copy when the service
   * fails; for renders the page cache schedules itself (see ScreenLoader's option of the same name).
   */
  constructor(
    private readonly source: ContentSource,
    options: { freshMs?: number; maxEntries?: number; now?: () => number; revalidateNow?: boolean } = {},
  ) {
    const maxEntries = options.maxEntries ?? 2000;
    // A refresh that finds the thing gone drops it (rather than serving the last copy as if the service had failed).
    const forgetGone = (cache: () => { delete(key: string): void }) => (key: string, error: unknown) => {
      if (error instanceof NotFound) cache().delete(key);
    };
    const settings = { freshMs: options.freshMs ?? pageReloadIntervalMs, maxEntries, now: options.now, layer: "content" as const };
    this.items = new SwrCache(settings);
    this.eventPages = new SwrCache(settings);
    this.carousels = new SwrCache(settings);
    this.pages = new SwrCache({ ...settings, onRefreshError: forgetGone(() => this.pages) });
    this.products = new SwrCache({ ...settings, onRefreshError: forgetGone(() => this.products) });
    this.seasonLists = new SwrCache(settings);
    // Searches are many and mostly asked once: a smaller cache of their own, so they never push out the pages everyone shares.
    this.searches = new SwrCache({ ...settings, maxEntries: Math.min(maxEntries, searchEntries) });
    this.misses = new RecentMisses({ ttlMs: missTtlMs, maxEntries, now: options.now });
    this.revalidateNow = options.revalidateNow ?? false;
  }

  private cached<T>(cache: SwrCache<T>, key: string, load: () => Promise<T>): Promise<T> {
    return this.revalidateNow ? cache.refresh(key, load) : cache.get(key, load);
  }

  /** As `cached`, for a load that answers undefined for "no such thing": that goes to the recent misses instead. */
  private async cachedOrMiss<T>(cache: SwrCache<T>, key: string, load: () => Promise<T | undefined>): Promise<T | undefined> {
    if (cache.peek(key) === undefined && this.misses.has(key)) return undefined;
    try {
      return await this.cached(cache, key, async () => {
        const value = await load();
        if (value === undefined) throw new NotFound();
        return value;
      });
    } catch (error) {
      if (!(error instanceof NotFound)) throw error;
      cache.delete(key);
      this.misses.remember(key);
      return undefined;
    }
  }

  private key(ctx: CallContext, ...parts: readonly unknown[]): string {
    return JSON.stringify([ctx.locale, ctx.country, ctx.ageLimit ?? null, ...parts]);
  }

  productsByIds(ids: readonly string[], ctx: CallContext): Promise<ContentItem[]> {
    return this.cached(this.items, this.key(ctx, "ids", ids), () => this.source.productsByIds(ids, ctx));
  }

  filter(filter: ProductFilter, ctx: CallContext): Promise<ContentItem[]> {
    const parts = [filter.productType, filter.genre, filter.plus, filter.comingSoon, filter.sort, filter.page, filter.size];
    return this.cached(this.items, this.key(ctx, "filter", parts), () => this.source.filter(filter, ctx));
  }

  async filterPage(filter: ProductFilter, ctx: CallContext): Promise<ContentPage> {
    const parts = [filter.productType, filter.genre, filter.plus, filter.comingSoon, filter.sort, filter.page, filter.size];
    const load = () => this.source.filterPage(filter, ctx);
    if (filter.genre === undefined) return this.cached(this.pages, this.key(ctx, "page", parts), load);
    // An empty page of a genre is what a made-up genre id gets: kept as a miss, not as a page.
    const found = await this.cachedOrMiss(this.pages, this.key(ctx, "page", parts), async () => {
      const page = await load();
      return page.items.length === 0 && page.total === 0 && page.genreTitle === undefined ? undefined : page;
    });
    return found ?? { items: [], page: filter.page, size: filter.size, total: 0 };
  }

  /** Keyed by the folded text (domain/searchText.ts): "Les Rêves" and "les reves" are one search. */
  search(request: SearchRequest, ctx: CallContext): Promise<ContentPage> {
    const parts = [normaliseSearchText(request.text), request.productType, request.genre, request.sort, request.page, request.size];
    return this.cached(this.searches, this.key(ctx, "search", parts), () => this.source.search(request, ctx));
  }

  product(id: string, ctx: CallContext): Promise<ProductDetail | undefined> {
    return this.cachedOrMiss(this.products, this.key(ctx, "product", id), () => this.source.product(id, ctx));
  }

  seasons(titleId: string, ctx: CallContext): Promise<SeasonPlaylist[]> {
    return this.cached(this.seasonLists, this.key(ctx, "seasons", titleId), () => this.source.seasons(titleId, ctx));
  }

  related(id: string, size: number, ctx: CallContext): Promise<ContentItem[]> {
    return this.cached(this.items, this.key(ctx, "related", id, size), () => this.source.related(id, size, ctx));
  }

  carousel(id: string, ctx: CallContext): Promise<Carousel> {
    return this.cached(this.carousels, this.key(ctx, "carousel", id), () => this.source.carousel(id, ctx));
  }

  liveChannels(paging: { page: number; size: number }, ctx: CallContext): Promise<ContentItem[]> {
    return this.cached(this.items, this.key(ctx, "live", paging.page, paging.size), () => this.source.liveChannels(paging, ctx));
  }

  /** Kept as briefly as any list: an event's state the pages show is its start against their own clock (domain/liveEvents.ts). */
  liveEvents(query: LiveEventsQuery, ctx: CallContext): Promise<{ items: ContentItem[]; total: number }> {
    const key = this.key(ctx, "events", query.state ?? "", query.eventType ?? "", query.page, query.size);
    return this.cached(this.eventPages, key, () => this.source.liveEvents(query, ctx));
  }
}
