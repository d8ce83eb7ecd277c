/**
 * The programme guide calls (spec 7 Content: `live`, `live/related`, `live/availableFilters`; payloads in
 * docs/contract.md §3 Content), mounted under `/content` by contentRoutes.ts. `live` keeps its channel list and
 * pagination and adds, per channel, what is on now and next (as of the request, or of `at`) and, for the grid guide,
 * its programmes in a window of up to 24 h. Every time is UTC ISO 8601; texts are in the `language` header's language.
 */
import { notFound } from "../http/HttpError";
import { pickLanguage } from "../http/pickLanguage";
import { jsonReply } from "../http/reply";
import type { Route, RouteRequest } from "../http/router";
import type { EpgStore } from "./epgStore";
import type { GuideChannels } from "./guideChannels";
import { channelScheduleRequest, guideFiltersRequest, liveGuideRequest } from "./guideRequests";
import { guideFilters, toWireProgramme } from "./guideWire";
import { parseRequestParam } from "./parseRequestParam";
import type { ProductRow } from "./productRow";
import type { ProductStore } from "./productStore";
import { toWireProduct } from "./toWireProduct";

export interface GuideDeps {
  store: EpgStore;
  /** Reloads the guide when it runs out or its file changed (epgKeeper.ts); called before every guide call. */
  keeper: { refresh(): void };
  channels: GuideChannels;
  now: () => Date;
}

interface RouteDeps extends GuideDeps {
  products: ProductStore;
  publicUrl: string;
}

const dayMs = 86_400_000;
const iso = (ms: number): string => new Date(ms).toISOString();

export function createGuideRoutes({ store, keeper, channels, now, products, publicUrl }: RouteDeps): Route[] {
  const get = (pattern: string, handler: Route["handler"]): Route => ({
    method: "GET",
    pattern: `/content${pattern}`,
    handler: (request) => {
      keeper.refresh();
      return handler(request);
    },
  });
  const wireProduct = (request: RouteRequest, row: ProductRow) =>
    toWireProduct(row, {
      locale: pickLanguage(request.headers),
      publicUrl,
      genreTitles: products.genreTitles,
      clock: { anchorMs: products.liveEventAnchorMs, atMs: now().getTime() },
    });

  return [
    get("/live", (request) => {
      const { page, size, at = now().getTime(), from, to, eventType, genre } = parseRequestParam(request.query, liveGuideRequest, {});
      const locale = pickLanguage(request.headers);
      const listed = channels.page({ eventType, genre }, page, size);
      const ids = listed.rows.map((row) => row.id);
      const onAir = store.nowNext(ids, at);
      const window = from === undefined || to === undefined ? undefined : store.between(ids, from, to);
      const wireChannels = listed.rows.map((row) => {
        const { now: current, next } = onAir.get(row.id) ?? {};
        return {
          ...wireProduct(request, row),
          now: current === undefined ? null : toWireProgramme(current, locale),
          next: next === undefined ? null : toWireProgramme(next, locale),
          ...(window === undefined ? {} : { programmes: (window.get(row.id) ?? []).map((programme) => toWireProgramme(programme, locale)) }),
        };
      });
      return jsonReply({
        channels: wireChannels,
        pagination: { page, size, totalCount: listed.total },
        at: iso(at),
        ...(from === undefined || to === undefined ? {} : { from: iso(from), to: iso(to) }),
      });
    }),
    get("/live/related", (request) => {
      const { channelId, from, to } = parseRequestParam(request.query, channelScheduleRequest);
      const channel = channels.byId(channelId);
      if (channel === undefined) throw notFound(`No live channel with id ${channelId}.`);
      // Without a window: the UTC day the request falls on.
      const dayStart = Math.floor(now().getTime() / dayMs) * dayMs;
      const window = from === undefined || to === undefined ? { from: dayStart, to: dayStart + dayMs } : { from, to };
      const locale = pickLanguage(request.headers);
      const programmes = store.between([channelId], window.from, window.to).get(channelId) ?? [];
      return jsonReply({
        channel: wireProduct(request, channel),
        from: iso(window.from),
        to: iso(window.to),
        programmes: programmes.map((programme) => toWireProgramme(programme, locale)),
      });
    }),
    get("/live/availableFilters", (request) => {
      parseRequestParam(request.query, guideFiltersRequest, {});
      const withGuide = store.channelsWithGuide();
      const kinds = channels.kinds().filter((kind) => withGuide.has(kind.id));
      return jsonReply(guideFilters(kinds, products.genreTitles, pickLanguage(request.headers), store.coverage()));
    }),
  ];
}
