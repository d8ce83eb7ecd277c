/** Wire shapes of the content service (spec 7 "Content"), checked with zod at the boundary. */
import { z } from "zod";

export const productType = z.enum(["MOVIE", "SERIES", "SHOW", "EPISODE", "CLIP", "LIVE_CHANNEL"]);

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
  streamInfo: z.object({ streamState: z.enum(["VOD", "COMING_SOON", "LIVE"]) }).optional(),
  comingSoonDay: z.number().int().optional(),
  comingSoonMonth: z.number().int().optional(),
  season: z.object({ id: z.string(), seasonNumber: z.number().int(), title: z.string() }).optional(),
  show: z.object({ id: z.string(), title: z.string() }).optional(),
  number: z.number().int().optional(),
  isLive: z.boolean().optional(),
  eventType: z.enum(["sport", "news", "entertainment"]).optional(),
});
export type WireProduct = z.infer<typeof product>;

export const productsReply = z.object({ products: z.array(product) });

export const filterReply = z.object({
  products: z.array(product),
  pagination: z.object({ page: z.number(), size: z.number(), totalCount: z.number() }).optional(),
});

export const carouselReply = z.object({
  carousel: z.object({ id: z.string(), title: z.string(), products: z.array(product) }),
});

export const liveReply = z.object({ channels: z.array(product) });
