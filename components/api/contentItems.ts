/**
 * Content items by id from the app's own API (`/api/content/items`), for what the browser draws itself:
 * continue watching and the tiles of rails past the first screen. The reply is outside data: each item is
 * checked (domain/check: the viewer's browser carries no zod, issue 27).
 */
import * as check from "@/domain/check";
import { chunk } from "@/domain/chunk";
import { eventTypes } from "@/domain/liveEvents";
import type { ContentItem, Locale } from "@/domain/types";
import { requestJson } from "./appApi";

/** The API answers at most 50 ids a call (one content-service call). */
const idsPerCall = 50;

const integer = check.refine(check.number, Number.isInteger, "an integer");

export const contentItemSchema = check.object({
  id: check.nonEmptyString,
  kind: check.oneOf(["movie", "series", "show", "episode", "clip", "trailer", "live-channel", "live-event"]),
  title: check.string,
  description: check.string,
  year: check.optional(integer),
  durationSeconds: check.optional(check.refine(check.number, (seconds) => seconds >= 0, "a duration")),
  genres: check.array(check.string),
  images: check.object({
    poster: check.optional(check.string),
    landscape: check.optional(check.string),
    thumbnail: check.optional(check.string),
    square: check.optional(check.string),
    hero: check.optional(check.string),
  }),
  plus: check.boolean,
  comingSoon: check.boolean,
  isLive: check.boolean,
  href: check.refine(check.string, (href) => href.startsWith("/"), "a path"),
  episode: check.optional(check.object({ showTitle: check.string, seasonNumber: integer, episodeNumber: integer })),
  eventType: check.optional(check.oneOf(eventTypes)),
  // A live event's tile counts down to its start and says its state (components/tile/Tile.tsx).
  liveEvent: check.optional(
    check.object({
      startsAt: check.string,
      endsAt: check.string,
      state: check.oneOf(["coming-soon", "live", "replay", "ended"]),
      channelId: check.string,
      replayId: check.optional(check.string),
    }),
  ),
}) satisfies check.Checker<ContentItem>;

const itemsResponseSchema = check.object({ items: check.array(check.unknown) });

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
    const body = itemsResponseSchema.parse(reply.body);
    if (!body.ok) throw new Error(`content items: ${body.error}`);
    for (const candidate of body.value.items) {
      const parsed = contentItemSchema.parse(candidate);
      if (parsed.ok) byId.set(parsed.value.id, parsed.value);
    }
  }
  return ids.flatMap((id) => {
    const item = byId.get(id);
    return item ? [item] : [];
  });
}

