/**
 * The TileUi a client component rebuilds for itself: the renderer's UiContext holds functions and cannot be
 * passed across the server/client boundary, so client components get the locale and make their own.
 */
import type { Locale } from "@/domain/types";
import { localizedHref, type TileUi } from "../ui-context";
import { blocksTranslator, createBlocksI18n } from "./blocksI18n";

const cache = new Map<Locale, TileUi>();

export function clientTileUi(locale: Locale): TileUi {
  const known = cache.get(locale);
  if (known) return known;
  const ui: TileUi = {
    locale,
    t: blocksTranslator(createBlocksI18n(locale)),
    href: (path) => localizedHref(locale, path),
  };
  cache.set(locale, ui);
  return ui;
}
