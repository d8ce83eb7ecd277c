import type { Meta } from "@storybook/nextjs-vite";
import { blockDocs } from "../testing/blockDocs";
import { blockDocsStory } from "../testing/BlockDocsPage";
import { corpusStory } from "../testing/corpusStory";

const meta = { title: "Blocks/Text field", tags: ["autodocs"], parameters: blockDocs("text-field") } satisfies Meta;
export default meta;

export const SchemaAndExample = blockDocsStory("text-field");

export const FirstNameEnglish = corpusStory("text-field", "signup-form", "ltr", "signup-first-name");
export const FirstNameArabic = corpusStory("text-field", "signup-form", "rtl", "signup-first-name");
export const ResetCodeEnglish = corpusStory("text-field", "reset", "ltr", "reset-code");
export const ResetCodeArabic = corpusStory("text-field", "reset", "rtl", "reset-code");
