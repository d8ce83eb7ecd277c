/**
 * What a rail drawn in the browser (continue watching, My List on a cached page) gets from its server wrapper: the
 * strings and slide counts resolved there, as plain data (UiContext itself cannot cross the client boundary).
 */
import type { Locale } from "@/domain/types";
import type { RailBlock, TileStyle } from "@/screens-schema/types";
import { textsFor } from "../i18n/serverTexts";
import type { Texts } from "../i18n/texts";
import type { SlidesPerBreakpoint } from "../tokens";
import type { BlockRootProps, UiContext } from "../ui-context";
import type { SeeAll } from "./RailFrame";
import { defaultRailLimit, railHeadingId, seeAllLink } from "./RailView";
import { resolveSlides } from "./slides";

export interface ClientRailProps {
  rootProps: BlockRootProps;
  locale: Locale;
  /** The rail's templates in `locale`, resolved by the server wrapper. */
  texts: Texts;
  /** Already resolved by the server wrapper. */
  title: string;
  headingId: string;
  tileStyle: TileStyle;
  slides: SlidesPerBreakpoint;
  limit: number;
  showTitles: boolean;
  seeAll?: SeeAll;
}

/** The props of `block`'s client rail; `defaultTitleKey` names it when the layout gives no title. */
export function clientRailProps(block: RailBlock, rootProps: BlockRootProps, ui: UiContext, defaultTitleKey: string, textKeys: Parameters<typeof textsFor>[1]): ClientRailProps {
  const title = block.title ? ui.text(block.title) : ui.t(defaultTitleKey);
  const seeAll = seeAllLink(block.seeAll, title, ui);
  return {
    rootProps,
    locale: ui.locale,
    texts: textsFor(ui.locale, textKeys),
    title,
    headingId: railHeadingId(block.id),
    tileStyle: block.tileStyle,
    slides: resolveSlides(block.tileStyle, block.slides),
    limit: block.limit ?? defaultRailLimit,
    showTitles: block.showTitles ?? true,
    ...(seeAll === undefined ? {} : { seeAll }),
  };
}
