import type { LocalizedText } from "../db/localizedText";
import type { NamePart } from "./people";
import type { Origin } from "./titleWords";

export type ProductType = "MOVIE" | "SERIES" | "SHOW" | "EPISODE" | "CLIP" | "TRAILER" | "LIVE_CHANNEL" | "LIVE_EVENT";
export type StreamState = "VOD" | "COMING_SOON" | "LIVE";
export type EventType = "sport" | "news" | "entertainment";

/** A person in a cast list: Arabic script for `ar`, the Latin spelling otherwise. */
export interface SeedPerson {
  first: NamePart;
  family: NamePart;
}

/** One catalogue row as the seed builds it in memory, before it is written to SQLite. */
export interface SeedProduct {
  id: string;
  productType: ProductType;
  showType?: "series" | "program";
  title: LocalizedText;
  description: LocalizedText;
  /** `YYYY-MM-DD`. */
  releaseDate: string;
  durationSeconds?: number;
  genres: string[];
  persons: SeedPerson[];
  plus: boolean;
  streamState: StreamState;
  popularityMonth: number;
  trendingWeek: number;
  seasonId?: string;
  seasonNumber?: number;
  showId?: string;
  episodeNumber?: number;
  eventType?: EventType;
  imageName: string;
  /** Seed-only: where the title is from, used to fill regional carousels. */
  origin: Origin;
}

export interface SeedSeason {
  id: string;
  showId: string;
  seasonNumber: number;
}
