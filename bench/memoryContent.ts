/**
 * Data preloaded for the pipeline bench: an in-memory content source that answers every request with
 * 20 deterministic items, so the bench measures resolution and rendering, not the network.
 */
import { sampleOffers } from "@/components/testing/sampleOffers";
import { samplePackageChoice } from "@/components/testing/samplePackages";
import { samplePaymentMethods } from "@/components/testing/samplePackages";
import type { PlansSource } from "@/renderer/data/plans";
import type { ProductFilter } from "@/adapters/content/contentClient";
import type { ContentItem } from "@/domain/types";
import type { ContentSource } from "@/renderer/data/ScreenData";

const imageBase = "http://localhost:4000/images";

export function syntheticItem(id: string, n: number): ContentItem {
  return {
    id,
    kind: n % 3 === 0 ? "movie" : "series",
    title: `عنوان ${id}`,
    description: "",
    year: 2000 + (n % 26),
    genres: ["دراما"],
    images: {
      poster: `${imageBase}/poster/p-${id}-{resolution}.svg`,
      landscape: `${imageBase}/landscape/p-${id}-{resolution}.svg`,
      thumbnail: `${imageBase}/thumbnail/p-${id}-{resolution}.svg`,
      square: `${imageBase}/square/p-${id}-{resolution}.svg`,
      hero: `${imageBase}/hero/p-${id}-{resolution}.svg`,
    },
    plus: n % 3 === 0,
    comingSoon: n % 7 === 0,
    isLive: false,
    href: n % 3 === 0 ? `/movies/t-${id}/movie-${id}` : `/series/t-${id}/series-${id}`,
  };
}

function page(prefix: string, size = 20): ContentItem[] {
  return Array.from({ length: size }, (_, i) => syntheticItem(`${prefix}${i}`, i));
}

export const memoryContent: ContentSource = {
  productsByIds: async (ids) => ids.map((id, i) => syntheticItem(id, i)),
  filter: async (filter: ProductFilter) => page(`f${filter.sort}${filter.productType ?? ""}${filter.genre ?? ""}-`),
  carousel: async (id) => ({ id, title: id, items: page(`c${id}-`) }),
  liveChannels: async (paging) => page(`l${paging.page}-`),
  search: async (request) => ({ items: page(`s${request.page}-`, request.size), page: request.page, size: request.size, total: 60 }),
  liveEvents: async (query) => ({ items: page(`e${query.state ?? ""}${query.page}-`, query.size), total: 60 }),
  filterPage: async (filter: ProductFilter) => {
    const items = page(`g${filter.sort}${filter.productType ?? ""}${filter.genre ?? ""}${filter.page}-`, filter.size);
    return { items, page: filter.page, size: filter.size, total: 500 };
  },
  product: async (id) => ({ item: syntheticItem(id, 0), trailers: [] }),
  seasons: async (titleId) => [{ id: `${titleId}-s1`, number: 1, title: "Season 1", comingSoon: false, episodes: page(`e${titleId}-`, 10), clips: [] }],
  related: async (id, size) => page(`r${id}-`, size),
};

/** The sample package catalogue (components/testing/samplePackages.ts), as the subscription services would answer. */
export const memoryPlans: PlansSource = {
  catalogue: async (_flow, ctx) => {
    const { country, packages, featureRows } = samplePackageChoice(ctx.locale);
    return { country, packages, featureRows, offers: sampleOffers(ctx.locale) };
  },
  paymentMethods: async () => samplePaymentMethods,
};
