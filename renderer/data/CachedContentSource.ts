/**
 * Content replies shared by every viewer (carousels, filters, live channels, products by id) kept like the
 * layouts: fresh for the page reload interval, then stale-while-revalidate, and the last good reply while the
 * service fails. Keys carry the language and country, the only request facts these replies depend on.
 * Personal data (continue watching, favourites) never passes through here.
 */
import type { Carousel, ProductFilter } from "@/adapters/content/contentClient";
import type { CallContext } from "@/adapters/http/httpClient";
import { SwrCache } from "@/adapters/http/swrCache";
import { pageReloadIntervalMs } from "@/components/tokens";
import type { ContentItem, ContentPage, ProductDetail, SeasonPlaylist } from "@/domain/types";
import type { ContentSource } from "./ScreenData";

export class CachedContentSource implements ContentSource {
  private readonly items: SwrCache<ContentItem[]>;
  private readonly carousels: SwrCache<Carousel>;
  private readonly pages: SwrCache<ContentPage>;
  private readonly products: SwrCache<ProductDetail | undefined>;
  private readonly seasonLists: SwrCache<SeasonPlaylist[]>;

  private readonly revalidateNow: boolean;

  /**
   * `revalidateNow`: load every reply anew and use the cache only as the last good copy when the service
   * fails; for renders the page cache schedules itself (see ScreenLoader's option of the same name).
   */
  constructor(
    private readonly source: ContentSource,
    options: { freshMs?: number; maxEntries?: number; now?: () => number; revalidateNow?: boolean } = {},
  ) {
    const settings = { freshMs: options.freshMs ?? pageReloadIntervalMs, maxEntries: options.maxEntries ?? 2000, now: options.now, layer: "content" as const };
    this.items = new SwrCache(settings);
    this.carousels = new SwrCache(settings);
    this.pages = new SwrCache(settings);
    this.products = new SwrCache(settings);
    this.seasonLists = new SwrCache(settings);
    this.revalidateNow = options.revalidateNow ?? false;
  }

  private cached<T>(cache: SwrCache<T>, key: string, load: () => Promise<T>): Promise<T> {
    return this.revalidateNow ? cache.refresh(key, load) : cache.get(key, load);
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

  filterPage(filter: ProductFilter, ctx: CallContext): Promise<ContentPage> {
    const parts = [filter.productType, filter.genre, filter.plus, filter.comingSoon, filter.sort, filter.page, filter.size];
    return this.cached(this.pages, this.key(ctx, "page", parts), () => this.source.filterPage(filter, ctx));
  }

  product(id: string, ctx: CallContext): Promise<ProductDetail | undefined> {
    return this.cached(this.products, this.key(ctx, "product", id), () => this.source.product(id, ctx));
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
}
