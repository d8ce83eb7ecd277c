/**
 * The content a screen render reads, for the data resolvers (resolvers.ts, which know the block types) and the
 * modules: identical requests are merged; the product ids the resolvers pool (product-ids sources and tiles)
 * are one lookup the content adapter fetches in chunks of 50; ids outside the pool (a fallback that comes into
 * play) are fetched on demand through the same merged requests. Values a source takes from the page's route
 * (`{ "fromRoute": ... }`) come from the RouteData the page gives.
 */
import type { CallContext } from "@/adapters/http/httpClient";
import type { Carousel, LiveEventsQuery, ProductFilter, SearchRequest } from "@/adapters/content/contentClient";
import { defaultPageSize, firstPage } from "@/domain/sortOptions";
import type { ContentItem, ContentPage, GridPage, ProductDetail, SeasonPlaylist, SeasonsView, TitleDetail } from "@/domain/types";
import type { ContentRef, DataSource, GridBlock, ProductFilterSource } from "@/screens-schema/types";
import { noRoute, resolveOptional, resolveRef, type RouteData } from "./routeValues";

/** The schema's default page size of a `live-events` source. */
const liveEventsPageSize = 20;

export interface ContentSource {
  productsByIds(ids: readonly string[], ctx: CallContext): Promise<ContentItem[]>;
  filter(filter: ProductFilter, ctx: CallContext): Promise<ContentItem[]>;
  filterPage(filter: ProductFilter, ctx: CallContext): Promise<ContentPage>;
  carousel(id: string, ctx: CallContext): Promise<Carousel>;
  liveChannels(paging: { page: number; size: number }, ctx: CallContext): Promise<ContentItem[]>;
  /** A page of search results (the search page; renderer/data/searchResolver.ts). */
  search(request: SearchRequest, ctx: CallContext): Promise<ContentPage>;
  /** Live events by state (`live-events` sources); `total` counts every page. */
  liveEvents(query: LiveEventsQuery, ctx: CallContext): Promise<{ items: ContentItem[]; total: number }>;
  product(id: string, ctx: CallContext): Promise<ProductDetail | undefined>;
  seasons(titleId: string, ctx: CallContext): Promise<SeasonPlaylist[]>;
  related(id: string, size: number, ctx: CallContext): Promise<ContentItem[]>;
}

/** Where an items-bound block's items come from: a layout data source, or a tile's one product. */
export type ItemsSource = Exclude<DataSource, { kind: "continue-watching" | "my-list" }> | { kind: "tile"; contentId: string };

/** A product a block names that the service does not know (or the profile may not see). */
export class UnknownProduct extends Error {
  constructor(readonly id: string) {
    super(`no product ${id} for this viewer`);
    this.name = "UnknownProduct";
  }
}

/** The season a picker opens: the route's (a season page), else the first one that has episodes out. */
export function selectedSeason(seasons: readonly SeasonPlaylist[], routeSeasonId: string | undefined): SeasonPlaylist | undefined {
  return (
    seasons.find((season) => season.id === routeSeasonId) ??
    seasons.find((season) => !season.comingSoon && season.episodes.length > 0) ??
    seasons[0]
  );
}

/** What "play" starts on a title page: the movie itself, or the first episode out of a series or show. */
function playTarget(item: ContentItem, seasons: readonly SeasonPlaylist[]): ContentItem | undefined {
  if (item.comingSoon) return undefined;
  if (item.kind === "movie") return item;
  for (const season of seasons) {
    const episode = season.episodes.find((candidate) => !candidate.comingSoon);
    if (episode) return episode;
  }
  return undefined;
}

export class ScreenData {
  private readonly requests = {
    items: new Map<string, Promise<ContentItem[]>>(),
    products: new Map<string, Promise<ProductDetail>>(),
    seasons: new Map<string, Promise<SeasonPlaylist[]>>(),
    pages: new Map<string, Promise<ContentPage>>(),
  };
  private pooledItems: Promise<Map<string, ContentItem>> | undefined;
  private readonly pooled = new Set<string>();

  constructor(
    private readonly source: ContentSource,
    private readonly ctx: CallContext,
    private readonly route: RouteData = noRoute,
  ) {}

  /**
   * Pools product ids (tiles and product-ids sources of the whole screen) into one lookup, started now; the
   * items of those sources then come from it. Called once, before the blocks ask (renderer/data/resolvers.ts).
   */
  pool(ids: readonly string[]): void {
    if (ids.length === 0) return;
    for (const id of ids) this.pooled.add(id);
    const pool = this.source.productsByIds([...this.pooled], this.ctx).then((items) => new Map(items.map((item) => [item.id, item])));
    pool.catch(() => undefined);
    this.pooledItems = pool;
  }

  /** A title, what "play" starts and its trailers (title headers). */
  titleDetail(ref: ContentRef): Promise<TitleDetail> {
    return this.detail(resolveLater(() => resolveRef(ref, this.route)));
  }

  /** A title's seasons and the open one (season pickers). */
  seasons(ref: ContentRef): Promise<SeasonsView> {
    return this.seasonsView(resolveLater(() => resolveRef(ref, this.route)));
  }

  /** One product for a module (the player), through the same merged request as the title header's. */
  async item(id: string): Promise<ContentItem | undefined> {
    try {
      return (await this.product(id)).item;
    } catch (error) {
      if (error instanceof UnknownProduct) return undefined;
      throw error;
    }
  }

  /** A title's seasons for a module, through the same merged request as the season picker's. */
  seasonList(titleId: string): Promise<SeasonPlaylist[]> {
    return this.seasonsOf(titleId);
  }

  private merged<T>(requests: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
    const existing = requests.get(key);
    if (existing) return existing;
    const started = load();
    requests.set(key, started);
    return started;
  }

  private byIds(ids: readonly string[]): Promise<ContentItem[]> {
    const pool = this.pooledItems;
    if (pool && ids.every((id) => this.pooled.has(id))) {
      return pool.then((items) => ids.flatMap((id) => items.get(id) ?? []));
    }
    return this.merged(this.requests.items, `ids:${ids.join(",")}`, () => this.source.productsByIds(ids, this.ctx));
  }

  private product(id: string): Promise<ProductDetail> {
    return this.merged(this.requests.products, `product:${id}`, async () => {
      const found = await this.source.product(id, this.ctx);
      if (!found) throw new UnknownProduct(id);
      return found;
    });
  }

  private seasonsOf(titleId: string): Promise<SeasonPlaylist[]> {
    return this.merged(this.requests.seasons, `seasons:${titleId}`, () => this.source.seasons(titleId, this.ctx));
  }

  private async detail(id: Promise<string>): Promise<TitleDetail> {
    const titleId = await id;
    const detail = await this.product(titleId);
    const { item } = detail;
    const seasons = item.kind === "series" || item.kind === "show" ? await this.seasonsOf(titleId) : [];
    const play = playTarget(item, seasons);
    return play ? { ...detail, play } : detail;
  }

  private async seasonsView(id: Promise<string>): Promise<SeasonsView> {
    const titleId = await id;
    const [detail, seasons] = await Promise.all([this.product(titleId), this.seasonsOf(titleId)]);
    return { title: detail.item, seasons, selectedId: selectedSeason(seasons, this.route.values.seasonId)?.id };
  }

  private filterOf(source: ProductFilterSource, paging: { sort?: ProductFilter["sort"]; page?: number }): ProductFilter {
    const filter = source.filter ?? {};
    const productType = resolveOptional(filter.productType, this.route);
    const genre = resolveOptional(filter.genre, this.route);
    return {
      ...(productType === undefined ? {} : { productType }),
      ...(genre === undefined ? {} : { genre }),
      ...(filter.plus === undefined ? {} : { plus: filter.plus }),
      ...(filter.comingSoon === undefined ? {} : { comingSoon: filter.comingSoon }),
      sort: paging.sort ?? source.sort ?? "newest",
      page: paging.page ?? source.page ?? firstPage,
      size: source.size ?? defaultPageSize,
    };
  }

  /** The page of a filtered grid the URL asks for. */
  async gridPage(block: GridBlock, source: ProductFilterSource): Promise<GridPage> {
    const { sort, page } = this.route.query;
    const filter = this.filterOf(source, { sort: block.sortable === false ? undefined : sort, page: page ?? firstPage });
    const key = JSON.stringify(["page", filter]);
    const result = await this.merged(this.requests.pages, key, () => this.source.filterPage(filter, this.ctx));
    return { ...result, sort: filter.sort };
  }

  /** Products by id in the order given (a My List's page), through the pooled lookup and merged requests. */
  itemsByIds(ids: readonly string[]): Promise<ContentItem[]> {
    return ids.length === 0 ? Promise.resolve([]) : this.byIds(ids);
  }

  /** A page of search results, through a merged request. */
  searchPage(request: SearchRequest): Promise<ContentPage> {
    return this.merged(this.requests.pages, JSON.stringify(["search", request]), () => this.source.search(request, this.ctx));
  }

  /** The items of a data source, through merged requests and the pooled product lookup. */
  items(source: ItemsSource): Promise<ContentItem[]> {
    switch (source.kind) {
      case "tile":
        return this.byIds([source.contentId]);
      case "product-ids":
        return this.byIds(source.ids);
      case "editorial-carousel":
        return this.merged(this.requests.items, `carousel:${source.carouselId}`, () =>
          this.source.carousel(source.carouselId, this.ctx).then((carousel) => carousel.items),
        );
      case "live-channels": {
        const paging = { page: source.page ?? 0, size: source.size ?? defaultPageSize };
        return this.merged(this.requests.items, `live:${paging.page}:${paging.size}`, () => this.source.liveChannels(paging, this.ctx));
      }
      case "live-events": {
        const query = { state: source.state, page: source.page ?? 0, size: source.size ?? liveEventsPageSize, ...(source.eventType ? { eventType: source.eventType } : {}) };
        return this.merged(this.requests.items, `events:${JSON.stringify(query)}`, () => this.source.liveEvents(query, this.ctx).then((page) => page.items));
      }
      case "product-filter": {
        const filter = this.filterOf(source, {});
        return this.merged(this.requests.items, `filter:${JSON.stringify(filter)}`, () => this.source.filter(filter, this.ctx));
      }
      case "product":
        return resolveLater(() => resolveRef(source.id, this.route)).then((id) => this.product(id)).then((detail) => [detail.item]);
      case "related":
        return resolveLater(() => resolveRef(source.id, this.route)).then((id) =>
          this.merged(this.requests.items, `related:${id}:${source.size ?? 12}`, () => this.source.related(id, source.size ?? 12, this.ctx)),
        );
      case "seasons":
        return resolveLater(() => resolveRef(source.titleId, this.route))
          .then((id) => this.seasonsOf(id))
          .then((seasons) => selectedSeason(seasons, this.route.values.seasonId)?.episodes ?? []);
    }
  }
}

/** A route value as a promise, so a missing one fails the block's data (and shows its fallback), not the render. */
function resolveLater(resolve: () => string): Promise<string> {
  return new Promise((done) => done(resolve()));
}
