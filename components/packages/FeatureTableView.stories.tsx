import type { Meta } from "@storybook/nextjs-vite";
import { blockDocs } from "../testing/blockDocs";
import { blockDocsStory } from "../testing/BlockDocsPage";
import { corpusStory } from "../testing/corpusStory";

const meta = { title: "Blocks/Feature table", tags: ["autodocs"], parameters: blockDocs("feature-table") } satisfies Meta;
export default meta;

export const SchemaAndExample = blockDocsStory("feature-table");

export const EveryRowEnglish = corpusStory("feature-table", "packages", "ltr", "compare-all");
export const EveryRowArabic = corpusStory("feature-table", "packages", "rtl", "compare-all");
export const ChosenRowsEnglish = corpusStory("feature-table", "packages", "ltr", "compare-chosen");
export const ChosenRowsArabic = corpusStory("feature-table", "packages", "rtl", "compare-chosen");
