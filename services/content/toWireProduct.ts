import type { LocalizedText, ServiceLocale } from "../db/localizedText";
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
  eventType?: "sport" | "news" | "entertainment";
  /** The age rating: 0 (all ages), 7, 12, 15 or 18. */
  ageRating: number;
}

export interface WireContext {
  locale: ServiceLocale;
  publicUrl: string;
  genreTitles: ReadonlyMap<string, LocalizedText>;
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

function comingSoonFields(row: ProductRow): Partial<WireProduct> {
  if (row.stream_state !== "COMING_SOON") return {};
  const date = new Date(`${row.release_date}T00:00:00Z`);
  return { comingSoonDay: date.getUTCDate(), comingSoonMonth: date.getUTCMonth() + 1 };
}

/** A title without a rating is treated as adults-only, never shown to a limited profile by mistake. */
export const unratedAgeRating = 18;

/** The contract's Product wire shape, in one language. */
export function toWireProduct(row: ProductRow, context: WireContext): WireProduct {
  const { locale } = context;
  const plus = row.plus === 1;
  return {
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
    ...comingSoonFields(row),
    ...episodeFields(row, locale),
    ...(row.product_type === "LIVE_CHANNEL" ? { isLive: true } : {}),
    ...(row.event_type === null ? {} : { eventType: row.event_type }),
    ageRating: row.age_rating ?? unratedAgeRating,
  };
}
