/**
 * The TileUi a client component rebuilds for itself: the renderer's UiContext holds functions and cannot be
 * passed across the server/client boundary, so client components get the locale and the templates they use
 * (`texts`, from serverTexts.ts on the server) and translate with texts.ts, not i18next (issue 27).
 */
import type { Locale } from "@/domain/types";
import { localizedHref, type TileUi } from "../ui-context";
import { textTranslator, type Texts } from "./texts";

export function clientTileUi(locale: Locale, texts: Texts): TileUi {
  return { locale, t: textTranslator(locale, texts), href: (path) => localizedHref(locale, path) };
}
