import type { Meta } from "@storybook/nextjs-vite";
import { blockDocs } from "../testing/blockDocs";
import { blockDocsStory } from "../testing/BlockDocsPage";
import { corpusStory } from "../testing/corpusStory";

const meta = { title: "Blocks/Password field", tags: ["autodocs"], parameters: blockDocs("password-field") } satisfies Meta;
export default meta;

export const SchemaAndExample = blockDocsStory("password-field");

export const WithToggleEnglish = corpusStory("password-field", "login-form", "ltr", "login-password");
export const WithToggleArabic = corpusStory("password-field", "login-form", "rtl", "login-password");
export const ConfirmEnglish = corpusStory("password-field", "signup-form", "ltr", "signup-confirm");
export const ConfirmArabic = corpusStory("password-field", "signup-form", "rtl", "signup-confirm");
