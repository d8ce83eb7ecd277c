/**
 * Resolves the data sources of one screen render. Every source of the visible tree is started at once and
 * in parallel; identical requests are merged; all product ids (product-ids sources and tiles) are pooled
 * into one lookup the content adapter fetches in chunks of 50. Blocks outside the prefetched tree (a
 * fallback that comes into play) are resolved on demand through the same merged requests. Values a source
 * takes from the page's route (`{ "fromRoute": ... }`) come from the RouteData the page gives.
 */
import type { CallContext } from "@/adapters/http/httpClient";
import type { Carousel, ProductFilter } from "@/adapters/content/contentClient";
import { defaultPageSize, firstPage } from "@/domain/sortOptions";
import type { ContentItem, ContentPage, GridPage, ProductDetail, SeasonPlaylist, SeasonsView, TitleDetail } from "@/domain/types";
import type { Block, DataSource, GridBlock, ProductFilterSource } from "@/screens-schema/types";
import { isContainer } from "../containers";
import { noRoute, resolveOptional, resolveRef, type RouteData } from "./routeValues";

export interface ContentSource {
  productsByIds(ids: readonly string[], ctx: CallContext): Promise<ContentItem[]>;
  filter(filter: ProductFilter, ctx: CallContext): Promise<ContentItem[]>;
  filterPage(filter: ProductFilter, ctx: CallContext): Promise<ContentPage>;
  carousel(id: string, ctx: CallContext): Promise<Carousel>;
  liveChannels(paging: { page: number; size: number }, ctx: CallContext): Promise<ContentItem[]>;
  product(id: string, ctx: CallContext): Promise<ProductDetail | undefined>;
  seasons(titleId: string, ctx: CallContext): Promise<SeasonPlaylist[]>;
  related(id: string, size: number, ctx: CallContext): Promise<ContentItem[]>;
}

type ServerSource = Exclude<DataSource, { kind: "continue-watching" }>;
type TileSource = { kind: "tile"; contentId: string };

/** What a data-bound block is drawn from; each block type takes the parts it needs. */
export interface BlockData {
  items?: ContentItem[];
  detail?: TitleDetail;
  seasons?: SeasonsView;
  page?: GridPage;
}

/** A product a block names that the service does not know (or the profile may not see). */
export class UnknownProduct extends Error {
  constructor(readonly id: string) {
    super(`no product ${id} for this viewer`);
    this.name = "UnknownProduct";
  }
}

/** The item-list source of an items-bound block (hero, rail, tile), if it has one. */
export function serverSourceOf(block: Block): ServerSource | TileSource | undefined {
  switch (block.type) {
    case "hero":
      return block.source;
    case "rail":
      return block.source.kind === "continue-watching" ? undefined : block.source;
    case "tile":
      return { kind: "tile", contentId: block.contentId };
    default:
      return undefined;
  }
}

function walk(blocks: readonly Block[], visit: (block: Block) => void): void {
  for (const block of blocks) {
    visit(block);
    if (isContainer(block)) walk(block.children, visit);
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
  private pool: Promise<Map<string, ContentItem>> | undefined;
  private readonly pooled = new Set<string>();

  constructor(
    private readonly source: ContentSource,
    private readonly ctx: CallContext,
    private readonly route: RouteData = noRoute,
  ) {}

  /** Starts every request the tree needs, without waiting for any. */
  prefetch(blocks: readonly Block[]): void {
    const ids: string[] = [];
    walk(blocks, (block) => {
      const source = serverSourceOf(block);
      if (source?.kind === "product-ids") ids.push(...source.ids);
      else if (source?.kind === "tile") ids.push(source.contentId);
      else void this.dataFor(block)?.catch(() => undefined);
    });
    if (ids.length > 0) {
      for (const id of ids) this.pooled.add(id);
      const unique = [...this.pooled];
      this.pool = this.source
        .productsByIds(unique, this.ctx)
        .then((items) => new Map(items.map((item) => [item.id, item])));
      this.pool.catch(() => undefined);
    }
  }

  /** The data of a data-bound block; undefined for blocks without server data. */
  dataFor(block: Block): Promise<BlockData> | undefined {
    switch (block.type) {
      case "title-header":
        return this.detail(resolveLater(() => resolveRef(block.source.id, this.route))).then((detail) => ({ detail }));
      case "season-picker":
        return this.seasonsView(resolveLater(() => resolveRef(block.source.titleId, this.route))).then((seasons) => ({ seasons }));
      case "grid":
        return this.gridPage(block).then((page) => ({ page }));
      default:
        return this.itemsFor(block)?.then((items) => ({ items }));
    }
  }

  /** The items of an items-bound block (hero, rail, tile); undefined for other blocks. */
  itemsFor(block: Block): Promise<ContentItem[]> | undefined {
    const source = serverSourceOf(block);
    return source ? this.itemsOf(source) : undefined;
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
    const pool = this.pool;
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

  private async gridPage(block: GridBlock): Promise<GridPage> {
    const { sort, page } = this.route.query;
    const filter = this.filterOf(block.source, { sort: block.sortable === false ? undefined : sort, page: page ?? firstPage });
    const key = JSON.stringify(["page", filter]);
    const result = await this.merged(this.requests.pages, key, () => this.source.filterPage(filter, this.ctx));
    return { ...result, sort: filter.sort };
  }

  private itemsOf(source: ServerSource | TileSource): Promise<ContentItem[]> {
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
