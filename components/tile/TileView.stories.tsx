import type { Meta, StoryObj } from "@storybook/nextjs-vite";
import { blockDocs } from "../testing/blockDocs";
import { blockDocsStory } from "../testing/BlockDocsPage";
import { itemWithUnresolvedImage } from "../testing/contentItems";
import { pickBlock } from "../testing/corpus";
import { corpusStory } from "../testing/corpusStory";
import { localeOfGlobals, rootPropsFor, storyUi } from "../testing/storyUi";
import { TileView } from "./TileView";

const meta = { title: "Blocks/Tile", tags: ["autodocs"], parameters: blockDocs("tile") } satisfies Meta;
export default meta;

export const SchemaAndExample = blockDocsStory("tile");

export const FallbacksPosterEnglish = corpusStory("tile", "fallbacks", "ltr", "fb-tile");
export const FallbacksPosterArabic = corpusStory("tile", "fallbacks", "rtl", "fb-tile");
export const NestedPosterWithTitleEnglish = corpusStory("tile", "nested-stacks", "ltr", "n-tile-1");
export const NestedPosterWithTitleArabic = corpusStory("tile", "nested-stacks", "rtl", "n-tile-1");
export const NestedEpisodeEnglish = corpusStory("tile", "nested-stacks", "ltr", "n-tile-2");
export const NestedEpisodeArabic = corpusStory("tile", "nested-stacks", "rtl", "n-tile-2");
export const NestedLiveChannelEnglish = corpusStory("tile", "nested-stacks", "ltr", "n-tile-3");
export const NestedLiveChannelArabic = corpusStory("tile", "nested-stacks", "rtl", "n-tile-3");

const fallbackTile = pickBlock("tile", "fallbacks", "ltr", "fb-tile").block;

/**
 * Hand-made, because the case is in the data, not the layout: the content service returned an image template
 * with a placeholder the adapter could not resolve. No image is requested and the box keeps its size.
 */
export const UnresolvedImageEnglish = {
  globals: { locale: "en" },
  render: (_args, { globals }) => (
    <TileView block={fallbackTile} rootProps={rootPropsFor("tile", fallbackTile.id)} ui={storyUi(globals)} items={[itemWithUnresolvedImage(localeOfGlobals(globals))]} />
  ),
} satisfies StoryObj;
