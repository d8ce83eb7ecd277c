/** Wire shapes of the content service (spec 7 "Content"), checked with zod at the boundary. */
import { z } from "zod";

export const productType = z.enum(["MOVIE", "SERIES", "SHOW", "EPISODE", "CLIP", "TRAILER", "LIVE_CHANNEL", "LIVE_EVENT"]);
const streamState = z.enum(["VOD", "COMING_SOON", "LIVE"]);

/** A live event's state on the wire (docs/contract.md §3 Content). */
export const wireLiveEventState = z.enum(["COMING_SOON", "LIVE", "REPLAY", "ENDED"]);
export type WireLiveEventState = z.infer<typeof wireLiveEventState>;

/** A live event's schedule and state as of the reply (productType LIVE_EVENT). */
export const liveEvent = z.object({
  startTime: z.iso.datetime({ offset: true }),
  endTime: z.iso.datetime({ offset: true }),
  state: wireLiveEventState,
  channelId: z.string().min(1),
  replayId: z.string().min(1).nullable(),
});

export const product = z.object({
  id: z.string().min(1),
  productType,
  showType: z.enum(["series", "program"]).optional(),
  title: z.string(),
  description: z.string().default(""),
  year: z.number().int().optional(),
  releaseDate: z.string().optional(),
  duration: z.number().nonnegative().optional(),
  image: z
    .object({
      poster: z.string(),
      landscape: z.string(),
      thumbnail: z.string(),
      square: z.string(),
      hero: z.string(),
      logoTitleImage: z.string(),
    })
    .partial()
    .default({}),
  genres: z.array(z.object({ id: z.string(), title: z.string() })).default([]),
  persons: z.array(z.object({ fullName: z.string() })).default([]),
  pricingPlans: z.array(z.object({ id: z.string().optional(), availability: z.object({ plus: z.boolean() }) })).default([]),
  streamInfo: z.object({ streamState }).optional(),
  comingSoonDay: z.number().int().optional(),
  comingSoonMonth: z.number().int().optional(),
  season: z.object({ id: z.string(), seasonNumber: z.number().int(), title: z.string(), streamState: streamState.optional() }).optional(),
  show: z.object({ id: z.string(), title: z.string(), productType: productType.optional() }).optional(),
  number: z.number().int().optional(),
  isLive: z.boolean().optional(),
  startoverEnabled: z.boolean().optional(),
  catchupDays: z.number().int().min(0).max(7).optional(),
  eventType: z.enum(["sport", "news", "entertainment"]).optional(),
  ageRating: z.number().int().min(0).max(21).optional(),
  liveEvent: liveEvent.optional(),
});
export type WireProduct = z.infer<typeof product>;

export const productsReply = z.object({ products: z.array(product) });

/** `GET /content/genres`: the catalogue's genres in the call's language (onboarding). */
export const genresReply = z.object({ genres: z.array(z.object({ id: z.string().min(1).max(64), title: z.string().min(1).max(100) })).max(200) });

export const filterReply = z.object({
  products: z.array(product),
  pagination: z.object({ page: z.number(), size: z.number(), totalCount: z.number() }).optional(),
  genre: z.object({ id: z.string(), title: z.string() }).optional(),
  /** `product/search`: the genres the matches hold, with how many each. */
  facets: z.object({ genres: z.array(z.object({ id: z.string(), title: z.string(), count: z.number().int().nonnegative() })) }).optional(),
});

export const carouselReply = z.object({
  carousel: z.object({ id: z.string(), title: z.string(), products: z.array(product) }),
});

export const liveReply = z.object({ channels: z.array(product) });

/** `product/liveEvents`: a page of live events in rail order, the total, and the moment their states are for. */
export const liveEventsReply = z.object({
  products: z.array(product),
  total: z.number().int().nonnegative(),
  at: z.iso.datetime({ offset: true }).optional(),
});

export const productReply = z.object({ product: product.extend({ trailers: z.array(product).default([]) }) });

export const seasonPlaylist = z.object({
  id: z.string(),
  seasonNumber: z.number().int(),
  title: z.string(),
  streamState: streamState.default("VOD"),
  episodes: z.array(product).default([]),
  clips: z.array(product).default([]),
});

export const seasonsReply = z.object({ seasons: z.array(seasonPlaylist) });

/** A programme of the guide (`live`, `live/related`): times UTC ISO 8601, texts in the request's language. */
export const programme = z.object({
  id: z.string().min(1),
  channelId: z.string().min(1),
  title: z.string(),
  description: z.string().default(""),
  category: z.string().nullable().default(null),
  start: z.iso.datetime({ offset: true }),
  stop: z.iso.datetime({ offset: true }),
  episode: z.string().optional(),
});
export type WireProgramme = z.infer<typeof programme>;

/** `live` with the guide: each channel with now and next, and its programmes when a window was asked for. */
export const liveGuideReply = z.object({
  channels: z.array(
    product.extend({
      now: programme.nullable().default(null),
      next: programme.nullable().default(null),
      programmes: z.array(programme).optional(),
    }),
  ),
  pagination: z.object({ page: z.number(), size: z.number(), totalCount: z.number() }),
  at: z.iso.datetime({ offset: true }),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});

export const channelScheduleReply = z.object({
  channel: product,
  from: z.iso.datetime({ offset: true }),
  to: z.iso.datetime({ offset: true }),
  programmes: z.array(programme),
});

const guideFilter = z.object({ id: z.string(), title: z.string(), channelCount: z.number().int().nonnegative() });

export const guideFiltersReply = z.object({
  eventTypes: z.array(guideFilter),
  genres: z.array(guideFilter),
  days: z.object({ first: z.iso.date(), last: z.iso.date() }).nullable(),
});
