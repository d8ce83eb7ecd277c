import type { Meta } from "@storybook/nextjs-vite";
import { blockDocs } from "../testing/blockDocs";
import { blockDocsStory } from "../testing/BlockDocsPage";
import { corpusStory } from "../testing/corpusStory";

const meta = { title: "Blocks/Programme guide", tags: ["autodocs"], parameters: blockDocs("programme-guide") } satisfies Meta;
export default meta;

export const SchemaAndExample = blockDocsStory("programme-guide");

export const GridEnglish = corpusStory("programme-guide", "landing", "ltr", "guide-grid");
export const GridArabic = corpusStory("programme-guide", "landing", "rtl", "guide-grid");
export const NowNextEnglish = corpusStory("programme-guide", "landing", "ltr", "guide-now");
export const NowNextArabic = corpusStory("programme-guide", "landing", "rtl", "guide-now");
export const ChannelDayEnglish = corpusStory("programme-guide", "landing", "ltr", "guide-day");
export const ChannelDayArabic = corpusStory("programme-guide", "landing", "rtl", "guide-day");
