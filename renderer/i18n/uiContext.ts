/** Builds the UiContext blocks render with, for one locale. */
import type { Locale } from "@/domain/types";
import { directionOf } from "@/domain/types";
import { localizedHref, type UiContext } from "@/components/ui-context";
import type { Text } from "@/screens-schema/types";
import { translator } from "@/locales/serverI18n";

export function resolveText(text: Text, locale: Locale, screens: (key: string, params?: Record<string, string | number>) => string): string {
  return "key" in text ? screens(text.key, text.params) : text[locale];
}

export function imageUrlResolver(imagesBaseURL: string): (path: string) => string {
  const base = imagesBaseURL.replace(/\/+$/, "");
  return (path) => (path.startsWith("/images/") ? `${base}${path.slice("/images".length)}` : path);
}

export function createUiContext(locale: Locale, imagesBaseURL: string, screenId = ""): UiContext {
  const screens = translator(locale, "screens");
  const blocks = translator(locale, "blocks");
  return {
    locale,
    dir: directionOf(locale),
    screenId,
    text: (text) => resolveText(text, locale, screens),
    t: blocks,
    href: (path) => localizedHref(locale, path),
    imageUrl: imageUrlResolver(imagesBaseURL),
  };
}
