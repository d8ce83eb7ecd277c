import type { TileBlock } from "@/screens-schema/types";
import { resolveSlides, sizesFor, slidesStyle } from "../rail/slides";
import { cx } from "../theme/cx";
import type { BlockViewProps } from "../ui-context";
import { Tile, tilesKeepMyList } from "./Tile";
import styles from "./TileView.module.css";

/** The standalone `tile` block: the item the renderer resolved for `contentId`. Nothing when it is missing. */
export function TileView({ block, rootProps, ui, items, signedIn }: BlockViewProps<TileBlock>) {
  const item = items?.find((candidate) => candidate.id === block.contentId) ?? items?.[0];
  if (!item) return null;
  const slides = resolveSlides(block.tileStyle);
  return (
    <div {...rootProps} className={cx("slides", styles.standalone)} style={slidesStyle(slides)}>
      <Tile
        item={item}
        tileStyle={block.tileStyle}
        ui={ui}
        sizes={sizesFor(slides)}
        showTitle={block.showTitle ?? true}
        myList={tilesKeepMyList(block, signedIn)}
      />
    </div>
  );
}
