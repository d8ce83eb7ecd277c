import type { Meta } from "@storybook/nextjs-vite";
import { blockDocs } from "../testing/blockDocs";
import { blockDocsStory } from "../testing/BlockDocsPage";
import { corpusStory } from "../testing/corpusStory";

const meta = { title: "Blocks/Submit", tags: ["autodocs"], parameters: blockDocs("submit") } satisfies Meta;
export default meta;

export const SchemaAndExample = blockDocsStory("submit");

export const SignInEnglish = corpusStory("submit", "login-form", "ltr", "login-submit");
export const SignInArabic = corpusStory("submit", "login-form", "rtl", "login-submit");
