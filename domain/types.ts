/**
 * Domain types shared by adapters (which produce them), the renderer and components (which consume them).
 * Wire shapes live in each adapter; these are what the app works with.
 */
import type { Locale, Platform, ProfileKind, UserType } from "@/screens-schema/types";
import type { AgeLimit } from "./ageLimit";

export type { Locale, Platform, ProfileKind, UserType };

export const locales = ["ar", "en", "fr"] as const satisfies readonly Locale[];
export const defaultLocale: Locale = "ar";

export function isLocale(value: unknown): value is Locale {
  return value === "ar" || value === "en" || value === "fr";
}

export function directionOf(locale: Locale): "rtl" | "ltr" {
  return locale === "ar" ? "rtl" : "ltr";
}

export type ContentKind = "movie" | "series" | "show" | "episode" | "clip" | "live-channel";

export interface ContentImages {
  poster?: string;
  landscape?: string;
  thumbnail?: string;
  square?: string;
  hero?: string;
}

export interface ContentItem {
  id: string;
  kind: ContentKind;
  title: string;
  description: string;
  year?: number;
  durationSeconds?: number;
  genres: string[];
  /** URL templates holding the `{resolution}` placeholder. */
  images: ContentImages;
  plus: boolean;
  comingSoon: boolean;
  isLive: boolean;
  /** Locale-less content route, for example `/series/the-long-road/series-12`. */
  href: string;
  episode?: { showTitle: string; seasonNumber: number; episodeNumber: number };
}

/** Everything a screen's `visibleWhen` and rendering depend on for one request. */
export interface RenderContext {
  locale: Locale;
  dir: "rtl" | "ltr";
  userType: UserType;
  profileKind: ProfileKind;
  platform: Platform;
  country: string;
  webView: boolean;
  /** The highest age rating the viewer's profile sees; null for no limit (domain/ageLimit.ts). */
  ageLimit: AgeLimit;
  screenId: string;
}

/** A value for each locale, built without casts. */
export function perLocale<T>(make: (locale: Locale) => T): Record<Locale, T> {
  return { ar: make("ar"), en: make("en"), fr: make("fr") };
}
