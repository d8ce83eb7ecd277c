import type { Meta } from "@storybook/nextjs-vite";
import { blockDocs } from "../testing/blockDocs";
import { blockDocsStory } from "../testing/BlockDocsPage";
import { corpusStory } from "../testing/corpusStory";

/** Fed by sample data (testing/contentItems.ts), as the content adapter would give it for a title page. */
const meta = { title: "Blocks/Season picker", tags: ["autodocs"], parameters: blockDocs("season-picker") } satisfies Meta;
export default meta;

export const SchemaAndExample = blockDocsStory("season-picker");

export const SeriesPageEnglish = corpusStory("season-picker", "title-pages", "ltr");
export const SeriesPageArabic = corpusStory("season-picker", "title-pages", "rtl");
