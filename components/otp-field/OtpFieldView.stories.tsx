import type { Meta } from "@storybook/nextjs-vite";
import { blockDocs } from "../testing/blockDocs";
import { blockDocsStory } from "../testing/BlockDocsPage";
import { corpusStory } from "../testing/corpusStory";

const meta = { title: "Blocks/OTP field", tags: ["autodocs"], parameters: blockDocs("otp-field") } satisfies Meta;
export default meta;

export const SchemaAndExample = blockDocsStory("otp-field");

export const SixDigitsEnglish = corpusStory("otp-field", "phone-login", "ltr", "phone-otp");
export const SixDigitsArabic = corpusStory("otp-field", "phone-login", "rtl", "phone-otp");
