/**
 * Resolves the data sources of one screen render. Every source of the visible tree is started at once and
 * in parallel; identical requests are merged; all product ids (product-ids sources and tiles) are pooled
 * into one lookup the content adapter fetches in chunks of 50. Blocks outside the prefetched tree (a
 * fallback that comes into play) are resolved on demand through the same merged requests.
 */
import type { ContentItem } from "@/domain/types";
import type { CallContext } from "@/adapters/http/httpClient";
import type { Carousel, ProductFilter } from "@/adapters/content/contentClient";
import type { Block, DataSource } from "@/screens-schema/types";
import { isContainer } from "../containers";

export interface ContentSource {
  productsByIds(ids: readonly string[], ctx: CallContext): Promise<ContentItem[]>;
  filter(filter: ProductFilter, ctx: CallContext): Promise<ContentItem[]>;
  carousel(id: string, ctx: CallContext): Promise<Carousel>;
  liveChannels(paging: { page: number; size: number }, ctx: CallContext): Promise<ContentItem[]>;
}

type ServerSource = Exclude<DataSource, { kind: "continue-watching" }>;

/** The server-resolved source of a data-bound block, if it has one. */
export function serverSourceOf(block: Block): ServerSource | { kind: "tile"; contentId: string } | undefined {
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

export class ScreenData {
  private readonly requests = new Map<string, Promise<ContentItem[]>>();
  private pool: Promise<Map<string, ContentItem>> | undefined;
  private readonly pooled = new Set<string>();

  constructor(
    private readonly source: ContentSource,
    private readonly ctx: CallContext,
  ) {}

  /** Starts every request the tree needs, without waiting for any. */
  prefetch(blocks: readonly Block[]): void {
    const ids: string[] = [];
    walk(blocks, (block) => {
      const source = serverSourceOf(block);
      if (!source) return;
      if (source.kind === "product-ids") ids.push(...source.ids);
      else if (source.kind === "tile") ids.push(source.contentId);
      else void this.itemsOf(source).catch(() => undefined);
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

  /** The items of a data-bound block; undefined for blocks without server data. */
  itemsFor(block: Block): Promise<ContentItem[]> | undefined {
    const source = serverSourceOf(block);
    return source ? this.itemsOf(source) : undefined;
  }

  private merged(key: string, load: () => Promise<ContentItem[]>): Promise<ContentItem[]> {
    const existing = this.requests.get(key);
    if (existing) return existing;
    const started = load();
    this.requests.set(key, started);
    return started;
  }

  private byIds(ids: readonly string[]): Promise<ContentItem[]> {
    const pool = this.pool;
    if (pool && ids.every((id) => this.pooled.has(id))) {
      return pool.then((items) => ids.flatMap((id) => items.get(id) ?? []));
    }
    return this.merged(`ids:${ids.join(",")}`, () => this.source.productsByIds(ids, this.ctx));
  }

  private itemsOf(source: ServerSource | { kind: "tile"; contentId: string }): Promise<ContentItem[]> {
    switch (source.kind) {
      case "tile":
        return this.byIds([source.contentId]);
      case "product-ids":
        return this.byIds(source.ids);
      case "editorial-carousel":
        return this.merged(`carousel:${source.carouselId}`, () =>
          this.source.carousel(source.carouselId, this.ctx).then((carousel) => carousel.items),
        );
      case "live-channels": {
        const paging = { page: source.page ?? 0, size: source.size ?? 25 };
        return this.merged(`live:${paging.page}:${paging.size}`, () => this.source.liveChannels(paging, this.ctx));
      }
      case "product-filter": {
        const filter: ProductFilter = {
          ...source.filter,
          sort: source.sort ?? "newest",
          page: source.page ?? 0,
          size: source.size ?? 25,
        };
        const key = JSON.stringify([filter.productType, filter.genre, filter.plus, filter.comingSoon, filter.sort, filter.page, filter.size]);
        return this.merged(`filter:${key}`, () => this.source.filter(filter, this.ctx));
      }
    }
  }
}
