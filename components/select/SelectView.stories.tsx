import type { Meta } from "@storybook/nextjs-vite";
import { blockDocs } from "../testing/blockDocs";
import { blockDocsStory } from "../testing/BlockDocsPage";
import { corpusStory } from "../testing/corpusStory";

const meta = { title: "Blocks/Select", tags: ["autodocs"], parameters: blockDocs("select") } satisfies Meta;
export default meta;

export const SchemaAndExample = blockDocsStory("select");

export const CountryEnglish = corpusStory("select", "signup-form", "ltr", "signup-country");
export const CountryArabic = corpusStory("select", "signup-form", "rtl", "signup-country");
