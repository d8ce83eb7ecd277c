import type { Meta } from "@storybook/nextjs-vite";
import { blockDocs } from "../testing/blockDocs";
import { blockDocsStory } from "../testing/BlockDocsPage";
import { corpusStory } from "../testing/corpusStory";

const meta = { title: "Blocks/Email field", tags: ["autodocs"], parameters: blockDocs("email-field") } satisfies Meta;
export default meta;

export const SchemaAndExample = blockDocsStory("email-field");

export const EmailEnglish = corpusStory("email-field", "login-form", "ltr", "login-email");
export const EmailArabic = corpusStory("email-field", "login-form", "rtl", "login-email");
