import { z } from "zod";
import { badRequest, notFound } from "../http/HttpError";
import { pickLanguage } from "../http/pickLanguage";
import { jsonReply } from "../http/reply";
import type { Route, RouteRequest } from "../http/router";
import {
  editorialIdRequest,
  liveRequest,
  productFilterRequest,
  productIdRequest,
  productIdsRequest,
} from "./contentRequests";
import type { EditorialStore } from "./editorialStore";
import { parseRequestParam } from "./parseRequestParam";
import type { ProductRow } from "./productRow";
import type { ProductStore } from "./productStore";
import { toWireProduct, type WireProduct } from "./toWireProduct";

export interface ContentDeps {
  products: ProductStore;
  editorial: EditorialStore;
  publicUrl: string;
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

/** The content API (spec 7 "Content"), mounted under `/content`. */
export function createContentRoutes({ products, editorial, publicUrl }: ContentDeps): Route[] {
  const wire = (request: RouteRequest) => {
    const context = { locale: pickLanguage(request.headers), publicUrl, genreTitles: products.genreTitles };
    return (rows: readonly ProductRow[]): WireProduct[] => rows.map((row) => toWireProduct(row, context));
  };
  const get = (pattern: string, handler: Route["handler"]): Route => ({ method: "GET", pattern: `/content${pattern}`, handler });
  return [
    get("/product/id", (request) => {
      const { id } = parseRequestParam(request.query, productIdRequest);
      const [product] = wire(request)(products.byIds([id], maxRatingOf(request)));
      if (product === undefined) throw notFound(`No product with id ${id}.`);
      return jsonReply({ product });
    }),
    get("/product/ids", (request) => {
      const { ids } = parseRequestParam(request.query, productIdsRequest);
      return jsonReply({ products: wire(request)(products.byIds(ids, maxRatingOf(request))) });
    }),
    get("/product/filter", (request) => {
      const filter = parseRequestParam(request.query, productFilterRequest);
      const page = products.filter(filter, pickLanguage(request.headers), maxRatingOf(request));
      return jsonReply({
        products: wire(request)(page.rows),
        pagination: { page: filter.page, size: filter.size, totalCount: page.total },
      });
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
    get("/live", (request) => {
      const { page, size } = parseRequestParam(request.query, liveRequest, {});
      const channels = products.live(page, size);
      return jsonReply({ channels: wire(request)(channels.rows), pagination: { page, size, totalCount: channels.total } });
    }),
  ];
}
