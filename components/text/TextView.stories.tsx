import type { Meta } from "@storybook/nextjs-vite";
import { blockDocs } from "../testing/blockDocs";
import { blockDocsStory } from "../testing/BlockDocsPage";
import { corpusStory } from "../testing/corpusStory";

const meta = { title: "Blocks/Text", tags: ["autodocs"], parameters: blockDocs("text") } satisfies Meta;
export default meta;

export const SchemaAndExample = blockDocsStory("text");

export const LandingHeadlineEnglish = corpusStory("text", "landing", "ltr", "landing-headline");
export const LandingHeadlineArabic = corpusStory("text", "landing", "rtl", "landing-headline");
export const TextFormsKeyTitleEnglish = corpusStory("text", "text-forms", "ltr", "tx-key");
export const TextFormsKeyTitleArabic = corpusStory("text", "text-forms", "rtl", "tx-key");
export const TextFormsKeyWithParamsEnglish = corpusStory("text", "text-forms", "ltr", "tx-params");
export const TextFormsKeyWithParamsArabic = corpusStory("text", "text-forms", "rtl", "tx-params");
export const TextFormsLocaleMapEnglish = corpusStory("text", "text-forms", "ltr", "tx-map");
export const TextFormsLocaleMapArabic = corpusStory("text", "text-forms", "rtl", "tx-map");
export const NestedCaptionEnglish = corpusStory("text", "nested-stacks", "ltr", "n-text");
export const NestedCaptionArabic = corpusStory("text", "nested-stacks", "rtl", "n-text");

export const MarkupShownAsTextEnglish = corpusStory("text", "markup-as-text", "ltr", "markup");
export const MarkupShownAsTextArabic = corpusStory("text", "markup-as-text", "rtl", "markup");
