import type { Meta } from "@storybook/nextjs-vite";
import { blockDocs } from "../testing/blockDocs";
import { blockDocsStory } from "../testing/BlockDocsPage";
import { corpusStory } from "../testing/corpusStory";

const meta = { title: "Blocks/Checkbox", tags: ["autodocs"], parameters: blockDocs("checkbox") } satisfies Meta;
export default meta;

export const SchemaAndExample = blockDocsStory("checkbox");

export const PromotionsConsentEnglish = corpusStory("checkbox", "signup-form", "ltr", "signup-promotions");
export const PromotionsConsentArabic = corpusStory("checkbox", "signup-form", "rtl", "signup-promotions");
export const RequiredTermsEnglish = corpusStory("checkbox", "signup-form", "ltr", "signup-terms");
export const RequiredTermsArabic = corpusStory("checkbox", "signup-form", "rtl", "signup-terms");
