import { z } from "zod";
import { badRequest, notFound } from "../http/HttpError";
import { pickLanguage } from "../http/pickLanguage";
import { jsonReply } from "../http/reply";
import type { Route, RouteRequest } from "../http/router";
import {
  editorialIdRequest,
  liveEventsRequest,
  playlistRequest,
  productFilterRequest,
  productIdRequest,
  productIdsRequest,
  productSearchRequest,
  relatedRequest,
} from "./contentRequests";
import type { EditorialStore } from "./editorialStore";
import type { SearchIndex } from "./searchIndex";
import { createGuideRoutes, type GuideDeps } from "./guideRoutes";
import { listLiveEvents } from "./liveEventList";
import { parseRequestParam } from "./parseRequestParam";
import type { ProductRow } from "./productRow";
import type { ProductStore, SeasonRow } from "./productStore";
import { seasonTitle, toWireProduct, type WireProduct } from "./toWireProduct";
import type { ServiceLocale } from "../db/localizedText";

export interface ContentDeps {
  products: ProductStore;
  editorial: EditorialStore;
  publicUrl: string;
  /** The programme guide behind the live calls. */
  guide: GuideDeps;
  /** The clock a reply's live events are placed at. */
  now: () => Date;
  /** Full-text search over the catalogue (searchIndex.ts). */
  search: Pick<SearchIndex, "search">;
}

const profileKey = z.object({ ageRestriction: z.number().int().min(0).max(99).optional() });

/**
 * The highest age rating the calling profile sees: spec 7's `profile-key` header (JSON), its
 * `ageRestriction`. No header, or none in it: no limit. A header that is not that JSON is a 400.
 */
export function maxRatingOf(request: RouteRequest): number | undefined {
  const header = request.headers["profile-key"];
  if (header === undefined) return undefined;
  try {
    const parsed = profileKey.safeParse(JSON.parse(Array.isArray(header) ? (header[0] ?? "") : header));
    if (parsed.success) return parsed.data.ageRestriction;
  } catch {
    // Falls through to the 400 below.
  }
  throw badRequest("invalid-profile-key", "The `profile-key` header is not JSON with a whole-number ageRestriction.");
}

/** A season of `playlistsBySeason`: its fields, then its episodes and clips in order. */
function seasonPlaylist(season: SeasonRow, locale: ServiceLocale, rows: readonly WireProduct[]) {
  const own = rows.filter((row) => row.season?.id === season.id);
  return {
    id: season.id,
    seasonNumber: season.season_number,
    title: seasonTitle(locale, season.season_number),
    streamState: season.stream_state,
    episodes: own.filter((row) => row.productType === "EPISODE"),
    clips: own.filter((row) => row.productType === "CLIP"),
  };
}

/** The content API (spec 7 "Content"), mounted under `/content`. */
export function createContentRoutes({ products, editorial, search, publicUrl, guide, now }: ContentDeps): Route[] {
  // Live events are placed at the call's moment: a call that also selects by state passes the one it selected at.
  const wire = (request: RouteRequest, atMs = now().getTime()) => {
    const clock = { anchorMs: products.liveEventAnchorMs, atMs };
    const context = { locale: pickLanguage(request.headers), publicUrl, genreTitles: products.genreTitles, clock };
    return (rows: readonly ProductRow[]): WireProduct[] => rows.map((row) => toWireProduct(row, context));
  };
  const get = (pattern: string, handler: Route["handler"]): Route => ({ method: "GET", pattern: `/content${pattern}`, handler });
  return [
    get("/product/id", (request) => {
      const { id } = parseRequestParam(request.query, productIdRequest);
      const [product] = wire(request)(products.byIds([id], maxRatingOf(request)));
      if (product === undefined) throw notFound(`No product with id ${id}.`);
      return jsonReply({ product: { ...product, trailers: wire(request)(products.trailersOf(id)) } });
    }),
    get("/product/ids", (request) => {
      const { ids } = parseRequestParam(request.query, productIdsRequest);
      return jsonReply({ products: wire(request)(products.byIds(ids, maxRatingOf(request))) });
    }),
    get("/product/filter", (request) => {
      const filter = parseRequestParam(request.query, productFilterRequest);
      const atMs = now().getTime();
      const page = products.filter(filter, pickLanguage(request.headers), maxRatingOf(request), atMs);
      const genreTitle = filter.genre === undefined ? undefined : products.genreTitles.get(filter.genre);
      return jsonReply({
        products: wire(request, atMs)(page.rows),
        pagination: { page: filter.page, size: filter.size, totalCount: page.total },
        ...(genreTitle && filter.genre ? { genre: { id: filter.genre, title: genreTitle[pickLanguage(request.headers)] } } : {}),
      });
    }),
    // The local contract's own (spec 7 shows none): the catalogue's genres in the viewer's language, what onboarding offers.
    get("/genres", (request) => {
      const locale = pickLanguage(request.headers);
      return jsonReply({ genres: [...products.genreTitles].map(([id, title]) => ({ id, title: title[locale] })) });
    }),
    get("/product/search", (request) => {
      const query = parseRequestParam(request.query, productSearchRequest);
      const atMs = now().getTime();
      const locale = pickLanguage(request.headers);
      const found = search.search(query, locale, maxRatingOf(request));
      // The genres the matches hold, named in the viewer's language: what the results page offers to narrow them.
      const genres = found.genres.flatMap(({ id, count }) => {
        const title = products.genreTitles.get(id);
        return title ? [{ id, title: title[locale], count }] : [];
      });
      return jsonReply({
        products: wire(request, atMs)(found.rows),
        pagination: { page: query.page, size: query.size, totalCount: found.total },
        query: query.query,
        facets: { genres },
      });
    }),
    get("/product/liveEvents", (request) => {
      const query = parseRequestParam(request.query, liveEventsRequest, {});
      const atMs = now().getTime();
      const clock = { anchorMs: products.liveEventAnchorMs, atMs };
      const page = listLiveEvents(products.liveEvents(query.eventType, maxRatingOf(request)), query, clock);
      return jsonReply({ products: wire(request, atMs)(page.rows), total: page.total, at: new Date(atMs).toISOString() });
    }),
    get("/product/playlistsBySeason", (request) => {
      const { id } = parseRequestParam(request.query, playlistRequest);
      const maxRating = maxRatingOf(request);
      const [title] = products.byIds([id], maxRating);
      if (title === undefined || (title.product_type !== "SERIES" && title.product_type !== "SHOW")) {
        throw notFound(`No series or show with id ${id}.`);
      }
      const locale = pickLanguage(request.headers);
      const rows = wire(request)(products.playlistOf(id, maxRating));
      return jsonReply({ seasons: products.seasonsOf(id).map((season) => seasonPlaylist(season, locale, rows)) });
    }),
    get("/product/playlist", (request) => {
      const { id } = parseRequestParam(request.query, playlistRequest);
      const season = products.seasonById(id);
      if (season === undefined) throw notFound(`No season with id ${id}.`);
      const rows = wire(request)(products.playlistOf(season.show_id, maxRatingOf(request)));
      return jsonReply({ season: seasonPlaylist(season, pickLanguage(request.headers), rows) });
    }),
    get("/product/related", (request) => {
      const { id, size } = parseRequestParam(request.query, relatedRequest);
      return jsonReply({ products: wire(request)(products.related(id, size, maxRatingOf(request))) });
    }),
    get("/editorial/carousel", (request) => {
      const { id } = parseRequestParam(request.query, editorialIdRequest);
      const carousel = editorial.carousel(id);
      if (carousel === undefined) throw notFound(`No carousel with id ${id}.`);
      const locale = pickLanguage(request.headers);
      const items = wire(request)(products.byIds(carousel.productIds, maxRatingOf(request)));
      return jsonReply({ carousel: { id: carousel.id, title: carousel.title[locale], products: items } });
    }),
    get("/editorial/page", (request) => {
      const { id } = parseRequestParam(request.query, editorialIdRequest);
      const page = editorial.page(id);
      if (page === undefined) throw notFound(`No editorial page with id ${id}.`);
      const locale = pickLanguage(request.headers);
      const carousels = page.carousels.map((carousel) => ({ id: carousel.id, title: carousel.title[locale] }));
      return jsonReply({ page: { id: page.id, title: page.title[locale], carousels } });
    }),
    // `live`, `live/related` and `live/availableFilters`: the channels with their programme guide (guideRoutes.ts).
    ...createGuideRoutes({ ...guide, products, publicUrl }),
  ];
}
