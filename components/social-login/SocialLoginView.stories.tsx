import type { Meta } from "@storybook/nextjs-vite";
import { blockDocs } from "../testing/blockDocs";
import { blockDocsStory } from "../testing/BlockDocsPage";
import { corpusStory } from "../testing/corpusStory";

const meta = { title: "Blocks/Social login", tags: ["autodocs"], parameters: blockDocs("social-login") } satisfies Meta;
export default meta;

export const SchemaAndExample = blockDocsStory("social-login");

export const AllProvidersEnglish = corpusStory("social-login", "login-form", "ltr", "login-social");
export const AllProvidersArabic = corpusStory("social-login", "login-form", "rtl", "login-social");
export const ThreeProvidersEnglish = corpusStory("social-login", "signup-form", "ltr", "signup-social");
export const ThreeProvidersArabic = corpusStory("social-login", "signup-form", "rtl", "signup-social");
