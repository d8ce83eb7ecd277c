/**
 * The locales the viewer reads in, most specific first, for every `Intl` format the app makes (dates, times, numbers,
 * prices, lists, country names): the language in the viewer's country (`ar-JO` writes ١٠:٠٠, `ar-MA` 10:00), then
 * the bare language, with no numbering system forced. Without a country, the language alone.
 */
import type { Locale } from "./types";

export function viewerLocales(display: { locale: Locale; country?: string | undefined }): string[] {
  return display.country ? [`${display.locale}-${display.country}`, display.locale] : [display.locale];
}
