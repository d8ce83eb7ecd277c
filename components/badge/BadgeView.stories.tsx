import type { Meta, StoryObj } from "@storybook/nextjs-vite";
import type { BadgeBlock } from "@/screens-schema/types";
import { blockDocs } from "../testing/blockDocs";
import { blockDocsStory } from "../testing/BlockDocsPage";
import { corpusStory } from "../testing/corpusStory";
import { rootPropsFor, storyUi } from "../testing/storyUi";
import { BadgeView } from "./BadgeView";

const meta = { title: "Blocks/Badge", tags: ["autodocs"], parameters: blockDocs("badge") } satisfies Meta;
export default meta;

export const SchemaAndExample = blockDocsStory("badge");

export const FallbacksPlusEnglish = corpusStory("badge", "fallbacks", "ltr", "fb-last-resort");
export const FallbacksPlusArabic = corpusStory("badge", "fallbacks", "rtl", "fb-last-resort");
export const NestedComingSoonEnglish = corpusStory("badge", "nested-stacks", "ltr", "n-badge");
export const NestedComingSoonArabic = corpusStory("badge", "nested-stacks", "rtl", "n-badge");
export const TextFormsLabelledEnglish = corpusStory("badge", "text-forms", "ltr", "tx-badge");
export const TextFormsLabelledArabic = corpusStory("badge", "text-forms", "rtl", "tx-badge");

/** Hand-made, because no corpus layout places a `live` badge. */
const live: BadgeBlock = { id: "live", type: "badge", variant: "live" };

export const LiveArabic = {
  globals: { locale: "ar" },
  render: (_args, { globals }) => <BadgeView block={live} rootProps={rootPropsFor("badge", live.id)} ui={storyUi(globals)} />,
} satisfies StoryObj;
