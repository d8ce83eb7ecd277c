import type { Meta, StoryObj } from "@storybook/nextjs-vite";
import { blockDocs } from "../testing/blockDocs";
import { blockDocsStory } from "../testing/BlockDocsPage";
import { pickBlock } from "../testing/corpus";
import { corpusStory } from "../testing/corpusStory";
import { rootPropsFor, storyUi } from "../testing/storyUi";
import { ImageView } from "./ImageView";

const meta = { title: "Blocks/Image", tags: ["autodocs"], parameters: blockDocs("image") } satisfies Meta;
export default meta;

export const SchemaAndExample = blockDocsStory("image");

export const ActionsLinkedEnglish = corpusStory("image", "actions", "ltr", "act-image");
export const ActionsLinkedArabic = corpusStory("image", "actions", "rtl", "act-image");
export const FallbacksWideEnglish = corpusStory("image", "fallbacks", "ltr", "fb-image");
export const FallbacksWideArabic = corpusStory("image", "fallbacks", "rtl", "fb-image");

const wide = pickBlock("image", "fallbacks", "ltr", "fb-image").block;

/**
 * Hand-made, because no corpus layout holds a placeholder other than `{resolution}`: one the image service
 * cannot fill (`{width}`) must never reach the network. The box keeps its size and no image is requested.
 */
export const UnresolvedPlaceholderEnglish = {
  globals: { locale: "en" },
  render: (_args, { globals }) => (
    <ImageView block={{ ...wide, src: "/images/hero/promo-{width}.svg" }} rootProps={rootPropsFor("image", wide.id)} ui={storyUi(globals)} />
  ),
} satisfies StoryObj;
