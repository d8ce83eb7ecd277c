"use client";
/**
 * The full tiles of a rail past the first screen (image, badges, title), drawn in the browser once the rail
 * nears the viewport: the lazily loaded half of DeferredRailTiles, with the items fetch, the client TileUi
 * and the tile markup, so none of it is in a page's first-load JavaScript. Its strings are the server's
 * (`texts`), so no translation library comes with it.
 */
import { useEffect, useMemo, type Ref } from "react";
import type { ContentItem, Locale } from "@/domain/types";
import type { TileStyle } from "@/screens-schema/types";
import { clientTileUi } from "../i18n/clientTileUi";
import type { Texts } from "../i18n/texts";
import { Tile } from "../tile/Tile";
import { announceTilesAdded } from "../tile/tileEvents";

export { fetchContentItems } from "../api/contentItems";

export interface FullRailTilesProps {
  locale: Locale;
  /** The tile's templates in `locale` (serverTexts.ts tileTextKeys). */
  texts: Texts;
  items: readonly ContentItem[];
  tileStyle: TileStyle;
  sizes: string;
  showTitles: boolean;
  myList?: boolean;
  /** On the first tile's `<li>`, so the rail can find its list again. */
  firstRef: Ref<HTMLLIElement>;
}

export function FullRailTiles({ locale, texts, items, tileStyle, sizes, showTitles, myList, firstRef }: FullRailTilesProps) {
  const ui = useMemo(() => clientTileUi(locale, texts), [locale, texts]);
  useEffect(() => announceTilesAdded(), []);
  return items.map((item, i) => (
    <li key={item.id} ref={i === 0 ? firstRef : undefined}>
      <Tile item={item} tileStyle={tileStyle} ui={ui} sizes={sizes} showTitle={showTitles} myList={myList} />
    </li>
  ));
}
