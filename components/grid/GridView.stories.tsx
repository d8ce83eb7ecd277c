import type { Meta } from "@storybook/nextjs-vite";
import { blockDocs } from "../testing/blockDocs";
import { blockDocsStory } from "../testing/BlockDocsPage";
import { corpusStory } from "../testing/corpusStory";

/** Fed by sample data (testing/contentItems.ts), as the content adapter would give it for a title page. */
const meta = { title: "Blocks/Grid", tags: ["autodocs"], parameters: blockDocs("grid") } satisfies Meta;
export default meta;

export const SchemaAndExample = blockDocsStory("grid");

export const SeriesPageEnglish = corpusStory("grid", "title-pages", "ltr");
export const SeriesPageArabic = corpusStory("grid", "title-pages", "rtl");
