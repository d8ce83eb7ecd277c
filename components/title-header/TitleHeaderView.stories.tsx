import type { Meta } from "@storybook/nextjs-vite";
import { blockDocs } from "../testing/blockDocs";
import { blockDocsStory } from "../testing/BlockDocsPage";
import { corpusStory } from "../testing/corpusStory";

/** Fed by sample data (testing/contentItems.ts), as the content adapter would give it for a title page. */
const meta = { title: "Blocks/Title header", tags: ["autodocs"], parameters: blockDocs("title-header") } satisfies Meta;
export default meta;

export const SchemaAndExample = blockDocsStory("title-header");

export const SeriesPageEnglish = corpusStory("title-header", "title-pages", "ltr");
export const SeriesPageArabic = corpusStory("title-header", "title-pages", "rtl");
