/**
 * What a chat or social app's link previewer reads of a page (issue 32 §5): Open Graph and Twitter card tags with the
 * page's title, description and artwork in its language. Next writes them in the head for those previewers (they are
 * among its HTML-limited bots), relative addresses resolved against `APP_PUBLIC_URL` (the layout's `metadataBase`).
 */
import type { Metadata } from "next";
import { readServiceConfig } from "@/app/_server/services";
import { shareLocale, type ShareType } from "@/domain/structuredData";
import type { Locale } from "@/domain/types";
import { translator } from "@/locales/serverI18n";

export interface Share {
  title: string;
  description: string;
  locale: Locale;
  /** The page's locale-prefixed path ("/ar/movies/…"), when the page knows it. */
  path?: string;
  type?: ShareType;
  image?: string | undefined;
}

export function shareMetadata({ title, description, locale, path, type = "website", image }: Share): Metadata {
  const images = image === undefined ? undefined : [image];
  return {
    title,
    description,
    openGraph: { title, description, type, ...(path === undefined ? {} : { url: path }), locale: shareLocale[locale], siteName: translator(locale, "common")("app.name"), ...(images ? { images } : {}) },
    twitter: { card: images ? "summary_large_image" : "summary", title, description, ...(images ? { images } : {}) },
  };
}

/** The page's absolute address, for structured data. */
export function publicUrl(path: string): string {
  return new URL(path, readServiceConfig().appPublicURL).toString();
}
