import type { TileBlock } from "@/screens-schema/types";
import { resolveSlides, sizesFor, slidesStyle } from "../rail/slides";
import type { BlockViewProps } from "../ui-context";
import { Tile } from "./Tile";
import { StandaloneTile } from "./TileView.styles";

/** The standalone `tile` block: the item the renderer resolved for `contentId`. Nothing when it is missing. */
export function TileView({ block, rootProps, ui, items }: BlockViewProps<TileBlock>) {
  const item = items?.find((candidate) => candidate.id === block.contentId) ?? items?.[0];
  if (!item) return null;
  const slides = resolveSlides(block.tileStyle);
  return (
    <StandaloneTile {...rootProps} style={slidesStyle(slides)}>
      <Tile
        item={item}
        tileStyle={block.tileStyle}
        ui={ui}
        sizes={sizesFor(slides)}
        showTitle={block.showTitle ?? true}
      />
    </StandaloneTile>
  );
}
