import type { Meta } from "@storybook/nextjs-vite";
import { blockDocs } from "../testing/blockDocs";
import { blockDocsStory } from "../testing/BlockDocsPage";
import { corpusStory } from "../testing/corpusStory";

const meta = { title: "Blocks/Payment method list", tags: ["autodocs"], parameters: blockDocs("payment-method-list") } satisfies Meta;
export default meta;

export const SchemaAndExample = blockDocsStory("payment-method-list");

export const MethodsEnglish = corpusStory("payment-method-list", "packages", "ltr", "methods");
export const MethodsArabic = corpusStory("payment-method-list", "packages", "rtl", "methods");
