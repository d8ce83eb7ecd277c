/**
 * Content items by id from the app's own API (`/api/content/items`), for what the browser draws itself:
 * continue watching and the tiles of rails past the first screen. The reply is outside data: each item is
 * checked with zod.
 */
import { z } from "zod";
import { chunk } from "@/domain/chunk";
import type { ContentItem, Locale } from "@/domain/types";
import { requestJson } from "./appApi";

/** The API answers at most 50 ids a call (one content-service call). */
const idsPerCall = 50;

export const contentItemSchema = z.object({
  id: z.string().min(1),
  kind: z.enum(["movie", "series", "show", "episode", "clip", "trailer", "live-channel"]),
  title: z.string(),
  description: z.string(),
  year: z.number().int().optional(),
  durationSeconds: z.number().nonnegative().optional(),
  genres: z.array(z.string()),
  images: z.object({
    poster: z.string().optional(),
    landscape: z.string().optional(),
    thumbnail: z.string().optional(),
    square: z.string().optional(),
    hero: z.string().optional(),
  }),
  plus: z.boolean(),
  comingSoon: z.boolean(),
  isLive: z.boolean(),
  href: z.string().startsWith("/"),
  episode: z.object({ showTitle: z.string(), seasonNumber: z.number().int(), episodeNumber: z.number().int() }).optional(),
}) satisfies z.ZodType<ContentItem>;

const itemsResponseSchema = z.object({ items: z.array(z.unknown()) });

export function contentItemsUrl(ids: readonly string[], locale: Locale): string {
  const query = new URLSearchParams({ ids: ids.join(","), lang: locale });
  // URLSearchParams encodes the commas; the API splits on literal ones.
  return `/api/content/items?${query.toString().replace(/%2C/g, ",")}`;
}

/**
 * The items for these ids, in the order of `ids`, asked for in calls of at most 50 ids (the API's limit).
 * An id the reply leaves out (unknown, or above the viewer's age limit) and an item that fails the check are dropped.
 */
export async function fetchContentItems(ids: readonly string[], locale: Locale, signal?: AbortSignal): Promise<ContentItem[]> {
  const byId = new Map<string, ContentItem>();
  for (const part of chunk(ids, idsPerCall)) {
    const reply = await requestJson(contentItemsUrl(part, locale), { signal });
    if (!reply.ok) throw new Error(`content items: HTTP ${reply.status}`);
    for (const candidate of itemsResponseSchema.parse(reply.body).items) {
      const parsed = contentItemSchema.safeParse(candidate);
      if (parsed.success) byId.set(parsed.data.id, parsed.data);
    }
  }
  return ids.flatMap((id) => {
    const item = byId.get(id);
    return item ? [item] : [];
  });
}

