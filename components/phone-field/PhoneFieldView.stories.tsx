import type { Meta } from "@storybook/nextjs-vite";
import { blockDocs } from "../testing/blockDocs";
import { blockDocsStory } from "../testing/BlockDocsPage";
import { corpusStory } from "../testing/corpusStory";

const meta = { title: "Blocks/Phone field", tags: ["autodocs"], parameters: blockDocs("phone-field") } satisfies Meta;
export default meta;

export const SchemaAndExample = blockDocsStory("phone-field");

export const MobileNumberEnglish = corpusStory("phone-field", "phone-login", "ltr", "phone-number");
export const MobileNumberArabic = corpusStory("phone-field", "phone-login", "rtl", "phone-number");
