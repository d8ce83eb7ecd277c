import type { NavigateAction, RailBlock } from "@/screens-schema/types";
import { textsFor, tileTextKeys } from "../i18n/serverTexts";
import { Tile, tilesKeepMyList, watchedProgress } from "../tile/Tile";
import type { BlockViewProps, UiContext } from "../ui-context";
import { DeferredRailTiles } from "./DeferredRailTiles";
import { RailFrame, type SeeAll } from "./RailFrame";
import { resolveSlides, sizesFor } from "./slides";

export const defaultRailLimit = 20;

export function seeAllLink(seeAll: NavigateAction | undefined, title: string | undefined, ui: UiContext): SeeAll | undefined {
  if (!seeAll) return undefined;
  const label = ui.t("rail.seeAll");
  return { href: ui.href(seeAll.to), label, ariaLabel: title ? ui.t("rail.seeAllLabel", { title }) : label };
}

export function railHeadingId(blockId: string): string {
  return `rail-${blockId}-title`;
}

/**
 * A server-rendered rail of tiles; no client JS. Renders nothing without items. Past a landing page's first
 * screen its tiles are links with titles until the rail nears the viewport (DeferredRailTiles).
 */
export function RailView({ block, rootProps, ui, items, progress, belowFirstScreen, signedIn }: BlockViewProps<RailBlock>) {
  const list = (items ?? []).slice(0, block.limit ?? defaultRailLimit);
  if (list.length === 0) return null;
  const title = block.title ? ui.text(block.title) : undefined;
  const slides = resolveSlides(block.tileStyle, block.slides);
  const sizes = sizesFor(slides);
  const myList = tilesKeepMyList(block, signedIn);
  return (
    <RailFrame
      rootProps={rootProps}
      title={title}
      headingId={railHeadingId(block.id)}
      seeAll={seeAllLink(block.seeAll, title, ui)}
      slides={slides}
    >
      {belowFirstScreen ? (
        <DeferredRailTiles
          locale={ui.locale}
          texts={textsFor(ui.locale, tileTextKeys)}
          tiles={list.map((item) => ({ id: item.id, href: ui.href(item.href), title: item.title }))}
          tileStyle={block.tileStyle}
          sizes={sizes}
          showTitles={block.showTitles ?? true}
          myList={myList}
        />
      ) : (
        list.map((item) => (
          <li key={item.id}>
            <Tile
              item={item}
              tileStyle={block.tileStyle}
              ui={ui}
              sizes={sizes}
              showTitle={block.showTitles ?? true}
              progress={watchedProgress(progress?.get(item.id), ui)}
              myList={myList}
            />
          </li>
        ))
      )}
    </RailFrame>
  );
}
