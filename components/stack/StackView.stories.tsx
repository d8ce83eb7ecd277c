import type { Meta } from "@storybook/nextjs-vite";
import { blockDocs } from "../testing/blockDocs";
import { blockDocsStory } from "../testing/BlockDocsPage";
import { corpusStory } from "../testing/corpusStory";

const meta = { title: "Blocks/Stack", tags: ["autodocs"], parameters: blockDocs("stack") } satisfies Meta;
export default meta;

export const SchemaAndExample = blockDocsStory("stack");

export const LandingButtonsRowEnglish = corpusStory("stack", "landing", "ltr", "landing-ctas");
export const LandingButtonsRowArabic = corpusStory("stack", "landing", "rtl", "landing-ctas");
export const NestedStacksEnglish = corpusStory("stack", "nested-stacks", "ltr", "outer");
export const NestedStacksArabic = corpusStory("stack", "nested-stacks", "rtl", "outer");
