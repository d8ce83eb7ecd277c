import { z } from "zod";

/** Loose shapes the tests read replies with (never `as`). */
export const errorBodySchema = z.object({
  error: z.object({ status: z.number(), code: z.string(), message: z.string() }),
});

export const wireProductSchema = z.looseObject({
  id: z.string(),
  productType: z.string(),
  title: z.string(),
  releaseDate: z.string(),
  image: z.object({ poster: z.string(), landscape: z.string(), thumbnail: z.string(), square: z.string(), hero: z.string() }),
  pricingPlans: z.array(z.object({ id: z.string(), availability: z.object({ plus: z.boolean() }) })),
  streamInfo: z.object({ streamState: z.string() }),
  comingSoonDay: z.number().optional(),
  comingSoonMonth: z.number().optional(),
  genres: z.array(z.object({ id: z.string(), title: z.string() })),
  isLive: z.boolean().optional(),
  startoverEnabled: z.boolean().optional(),
  catchupDays: z.number().int().min(0).max(7).optional(),
  ageRating: z.union([z.literal(0), z.literal(7), z.literal(12), z.literal(15), z.literal(18)]),
  number: z.number().optional(),
  season: z.object({ id: z.string(), seasonNumber: z.number(), streamState: z.string() }).optional(),
  show: z.object({ id: z.string(), title: z.string(), productType: z.string() }).optional(),
});

export const productsBodySchema = z.object({ products: z.array(wireProductSchema) });

export const filterBodySchema = productsBodySchema.extend({
  pagination: z.object({ page: z.number(), size: z.number(), totalCount: z.number() }),
});

export const sessionBodySchema = z.object({ sessionKey: z.string(), expiration: z.string() });

/** An app-grid entry; `_meta` is exposed as `meta` so that tests read naturally. */
export const entrySchema = z
  .looseObject({
    _meta: z.object({
      id: z.string(),
      typeId: z.string(),
      typeAlias: z.string(),
      entryAlias: z.string(),
      creationDate: z.string(),
      lastUpdateDate: z.string(),
    }),
    screenId: z.string().optional(),
    document: z.unknown(),
  })
  .transform(({ _meta: meta, screenId, document }) => ({ meta, screenId, document }));

export const entriesBodySchema = z.object({
  entries: z.array(entrySchema),
  pagination: z.object({ page: z.number(), size: z.number(), count: z.number(), total: z.number() }),
});
