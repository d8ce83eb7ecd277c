import type { Meta } from "@storybook/nextjs-vite";
import { blockDocs } from "../testing/blockDocs";
import { blockDocsStory } from "../testing/BlockDocsPage";
import { corpusStory } from "../testing/corpusStory";

/** Fed by sample devices (testing/sampleDevices.ts): this laptop, a named TV and a phone, as the user service lists them. */
const meta = { title: "Blocks/Device list", tags: ["autodocs"], parameters: blockDocs("device-list") } satisfies Meta;
export default meta;

export const SchemaAndExample = blockDocsStory("device-list");

export const AccountEnglish = corpusStory("device-list", "profiles", "ltr");
export const AccountArabic = corpusStory("device-list", "profiles", "rtl");
