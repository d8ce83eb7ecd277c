/**
 * The content service's Product wire shape (docs/contract.md §3 Content), in one language, from a product row. A live
 * event's state-dependent fields (stream state, `isLive`, the coming-soon date, `liveEvent`) are worked out for the
 * reply's moment (`clock`), so every call that answers products agrees on where an event stands.
 */
import type { ChannelReplayRights } from "@/domain/catchup";
import type { LocalizedText, ServiceLocale } from "../db/localizedText";
import type { WireLiveEventState } from "./contentRequests";
import { type LiveClock, liveEventOfRow, streamStateOf, wireStateOf } from "./liveEventTiming";
import type { ProductRow } from "./productRow";

export const wireImageTypes = ["poster", "landscape", "thumbnail", "square", "hero"] as const;
type WireImageType = (typeof wireImageTypes)[number];

export interface WireProduct {
  id: string;
  productType: ProductRow["product_type"];
  showType?: "series" | "program";
  title: string;
  description: string;
  year: number;
  releaseDate: string;
  duration?: number;
  image: Record<WireImageType, string>;
  genres: { id: string; title: string }[];
  persons: { fullName: string }[];
  pricingPlans: { id: string; availability: { plus: boolean } }[];
  streamInfo: { streamState: ProductRow["stream_state"] };
  comingSoonDay?: number;
  comingSoonMonth?: number;
  season?: { id: string; seasonNumber: number; title: string; streamState: ProductRow["stream_state"] };
  /** The parent title of an episode, clip or trailer. */
  show?: { id: string; title: string; productType: ProductRow["product_type"] };
  number?: number;
  isLive?: boolean;
  /** A live channel's start-over of the programme on the air (spec 3 `startoverEnabled`; domain/catchup.ts). */
  startoverEnabled?: boolean;
  /** A live channel's catch-up: how many days after its end an aired programme plays again (0 to 7). */
  catchupDays?: number;
  eventType?: "sport" | "news" | "entertainment";
  /** The age rating: 0 (all ages), 7, 12, 15 or 18. */
  ageRating: number;
  /** A live event's schedule and state (productType LIVE_EVENT only). */
  liveEvent?: WireLiveEvent;
}

export interface WireLiveEvent {
  /** ISO 8601 UTC. */
  startTime: string;
  /** The start plus 5 hours (spec 4), ISO 8601 UTC. */
  endTime: string;
  state: WireLiveEventState;
  /** The live channel that streams it while it is live. */
  channelId: string;
  /** The title that plays as its replay once it is over; null when it has none. */
  replayId: string | null;
}

export interface WireContext {
  locale: ServiceLocale;
  publicUrl: string;
  genreTitles: ReadonlyMap<string, LocalizedText>;
  /** The reply's moment and the live events' anchor (content/liveEventTiming.ts). */
  clock: LiveClock;
}

const seasonWord: Record<ServiceLocale, string> = { ar: "الموسم", en: "Season", fr: "Saison" };

/** "Season 2" in the reply's language. */
export function seasonTitle(locale: ServiceLocale, seasonNumber: number): string {
  return `${seasonWord[locale]} ${seasonNumber}`;
}

/** `http://localhost:4001/images/poster/series-101-{resolution}.svg` for each image type. */
export function imageTemplates(publicUrl: string, imageName: string): Record<WireImageType, string> {
  const url = (type: WireImageType): string => `${publicUrl}/images/${type}/${imageName}-{resolution}.svg`;
  return { poster: url("poster"), landscape: url("landscape"), thumbnail: url("thumbnail"), square: url("square"), hero: url("hero") };
}

function episodeFields(row: ProductRow, locale: ServiceLocale): Partial<WireProduct> {
  const fields: Partial<WireProduct> = {};
  if (row.season_id !== null && row.season_number !== null) {
    const title = seasonTitle(locale, row.season_number);
    const streamState = row.season_stream_state ?? row.stream_state;
    fields.season = { id: row.season_id, seasonNumber: row.season_number, title, streamState };
  }
  if (row.show_id !== null && row.show_title !== null && row.show_product_type !== null) {
    fields.show = { id: row.show_id, title: row.show_title[locale], productType: row.show_product_type };
  }
  if (row.episode_number !== null) fields.number = row.episode_number;
  return fields;
}

function comingSoonDate(date: Date): Pick<WireProduct, "comingSoonDay" | "comingSoonMonth"> {
  return { comingSoonDay: date.getUTCDate(), comingSoonMonth: date.getUTCMonth() + 1 };
}

function comingSoonFields(row: ProductRow): Partial<WireProduct> {
  if (row.stream_state !== "COMING_SOON") return {};
  return comingSoonDate(new Date(`${row.release_date}T00:00:00Z`));
}

/**
 * A live event's fields at the clock's moment: its start's date as its release date, its stream state, `isLive`
 * while live, the start's UTC day and month while coming soon, and `liveEvent`. An event row without its record (never
 * seeded so) is past: VOD, with no schedule.
 */
function liveEventFields(row: ProductRow, clock: LiveClock): Partial<WireProduct> {
  const event = liveEventOfRow(row, clock);
  if (event === undefined) return { streamInfo: { streamState: "VOD" }, isLive: false };
  const start = new Date(event.startTime);
  return {
    year: start.getUTCFullYear(),
    releaseDate: event.startTime.slice(0, 10),
    streamInfo: { streamState: streamStateOf[event.state] },
    ...(event.state === "coming-soon" ? comingSoonDate(start) : {}),
    isLive: event.state === "live",
    liveEvent: { startTime: event.startTime, endTime: event.endTime, state: wireStateOf[event.state], channelId: event.channelId, replayId: event.replayId },
  };
}

/** A title without a rating is treated as adults-only, never shown to a limited profile by mistake. */
export const unratedAgeRating = 18;

/** A live channel's start-over and catch-up; a channel without its row allows neither. */
export function channelReplayFields(row: Pick<ProductRow, "startover_enabled" | "catchup_days">): ChannelReplayRights {
  return { startoverEnabled: row.startover_enabled === 1, catchupDays: row.catchup_days ?? 0 };
}

/** The contract's Product wire shape, in one language. */
export function toWireProduct(row: ProductRow, context: WireContext): WireProduct {
  const { locale } = context;
  const plus = row.plus === 1;
  const product: WireProduct = {
    id: row.id,
    productType: row.product_type,
    ...(row.show_type === null ? {} : { showType: row.show_type }),
    title: row.title[locale],
    description: row.description[locale],
    year: Number(row.release_date.slice(0, 4)),
    releaseDate: row.release_date,
    ...(row.duration === null ? {} : { duration: row.duration }),
    image: imageTemplates(context.publicUrl, row.image_name),
    genres: row.genres.map((id) => ({ id, title: context.genreTitles.get(id)?.[locale] ?? id })),
    persons: row.persons.map((person) => ({ fullName: locale === "ar" ? person.ar : person.latin })),
    pricingPlans: [{ id: plus ? "plus" : "free", availability: { plus } }],
    streamInfo: { streamState: row.stream_state },
    // A live event's coming-soon date is its start's, at the reply's moment (liveEventFields).
    ...(row.product_type === "LIVE_EVENT" ? {} : comingSoonFields(row)),
    ...episodeFields(row, locale),
    ...(row.product_type === "LIVE_CHANNEL" ? { isLive: true, ...channelReplayFields(row) } : {}),
    ...(row.event_type === null ? {} : { eventType: row.event_type }),
    ageRating: row.age_rating ?? unratedAgeRating,
  };
  return row.product_type === "LIVE_EVENT" ? { ...product, ...liveEventFields(row, context.clock) } : product;
}
