import type { Meta } from "@storybook/nextjs-vite";
import { blockDocs } from "../testing/blockDocs";
import { blockDocsStory } from "../testing/BlockDocsPage";
import { corpusStory } from "../testing/corpusStory";

const meta = { title: "Blocks/Section header", tags: ["autodocs"], parameters: blockDocs("section-header") } satisfies Meta;
export default meta;

export const SchemaAndExample = blockDocsStory("section-header");

export const NestedWithSubtitleEnglish = corpusStory("section-header", "nested-stacks", "ltr", "outer-header");
export const NestedWithSubtitleArabic = corpusStory("section-header", "nested-stacks", "rtl", "outer-header");
export const ActionsLevelThreeEnglish = corpusStory("section-header", "actions", "ltr", "act-header");
export const ActionsLevelThreeArabic = corpusStory("section-header", "actions", "rtl", "act-header");
