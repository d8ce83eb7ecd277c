import type { Meta } from "@storybook/nextjs-vite";
import { blockDocs } from "../testing/blockDocs";
import { blockDocsStory } from "../testing/BlockDocsPage";
import { corpusStory } from "../testing/corpusStory";

/** Fed by sample history (testing/contentItems.ts), as the playback service would give it for a profile. */
const meta = { title: "Blocks/Watch history", tags: ["autodocs"], parameters: blockDocs("watch-history") } satisfies Meta;
export default meta;

export const SchemaAndExample = blockDocsStory("watch-history");

export const ProfileHistoryEnglish = corpusStory("watch-history", "title-pages", "ltr");
export const ProfileHistoryArabic = corpusStory("watch-history", "title-pages", "rtl");
