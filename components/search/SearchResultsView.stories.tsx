import type { Meta } from "@storybook/nextjs-vite";
import { blockDocs } from "../testing/blockDocs";
import { blockDocsStory } from "../testing/BlockDocsPage";
import { corpusStory } from "../testing/corpusStory";

/** Fed by sample data (testing/contentItems.ts): a search's first page of three, with its genres to narrow it by. */
const meta = { title: "Blocks/Search results", tags: ["autodocs"], parameters: blockDocs("search-results") } satisfies Meta;
export default meta;

export const SchemaAndExample = blockDocsStory("search-results");

export const ResultsEnglish = corpusStory("search-results", "landing", "ltr");
export const ResultsArabic = corpusStory("search-results", "landing", "rtl");
