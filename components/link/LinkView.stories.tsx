import type { Meta } from "@storybook/nextjs-vite";
import { blockDocs } from "../testing/blockDocs";
import { blockDocsStory } from "../testing/BlockDocsPage";
import { corpusStory } from "../testing/corpusStory";

const meta = { title: "Blocks/Link", tags: ["autodocs"], parameters: blockDocs("link") } satisfies Meta;
export default meta;

export const SchemaAndExample = blockDocsStory("link");

export const ForgotPasswordEnglish = corpusStory("link", "login-form", "ltr", "login-forgot");
export const ForgotPasswordArabic = corpusStory("link", "login-form", "rtl", "login-forgot");
