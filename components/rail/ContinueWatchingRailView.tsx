/**
 * Registry-facing wrapper for a rail whose source is `continue-watching`: resolves the strings and slide
 * counts on the server and hands plain data to the client rail (UiContext itself cannot cross the boundary).
 */
import type { RailBlock } from "@/screens-schema/types";
import { continueWatchingTextKeys, textsFor } from "../i18n/serverTexts";
import type { BlockViewProps } from "../ui-context";
import { ContinueWatchingRailLazy } from "./ContinueWatchingRailLazy";
import { defaultRailLimit, railHeadingId, seeAllLink } from "./RailView";
import { resolveSlides } from "./slides";

export function ContinueWatchingRailView({ block, rootProps, ui }: BlockViewProps<RailBlock>) {
  const title = block.title ? ui.text(block.title) : ui.t("continueWatching.title");
  return (
    <ContinueWatchingRailLazy
      rootProps={rootProps}
      locale={ui.locale}
      texts={textsFor(ui.locale, continueWatchingTextKeys)}
      title={title}
      headingId={railHeadingId(block.id)}
      tileStyle={block.tileStyle}
      slides={resolveSlides(block.tileStyle, block.slides)}
      limit={block.limit ?? defaultRailLimit}
      showTitles={block.showTitles ?? true}
      seeAll={seeAllLink(block.seeAll, title, ui)}
    />
  );
}
