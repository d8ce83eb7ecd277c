import type { Meta } from "@storybook/nextjs-vite";
import { blockDocs } from "../testing/blockDocs";
import { blockDocsStory } from "../testing/BlockDocsPage";
import { corpusStory } from "../testing/corpusStory";

const meta = { title: "Blocks/Partner list", tags: ["autodocs"], parameters: blockDocs("partner-list") } satisfies Meta;
export default meta;

export const SchemaAndExample = blockDocsStory("partner-list");

export const ListEnglish = corpusStory("partner-list", "packages", "ltr", "partners");
export const ListArabic = corpusStory("partner-list", "packages", "rtl", "partners");
export const TvProviderEnglish = corpusStory("partner-list", "packages", "ltr", "partner");
export const TvProviderArabic = corpusStory("partner-list", "packages", "rtl", "partner");
