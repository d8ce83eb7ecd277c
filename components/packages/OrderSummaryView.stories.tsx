import type { Meta } from "@storybook/nextjs-vite";
import { blockDocs } from "../testing/blockDocs";
import { blockDocsStory } from "../testing/BlockDocsPage";
import { corpusStory } from "../testing/corpusStory";

const meta = { title: "Blocks/Order summary", tags: ["autodocs"], parameters: blockDocs("order-summary") } satisfies Meta;
export default meta;

export const SchemaAndExample = blockDocsStory("order-summary");

export const ChosenPackageEnglish = corpusStory("order-summary", "packages", "ltr", "order");
export const ChosenPackageArabic = corpusStory("order-summary", "packages", "rtl", "order");
