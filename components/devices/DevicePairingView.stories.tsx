import type { Meta } from "@storybook/nextjs-vite";
import { blockDocs } from "../testing/blockDocs";
import { blockDocsStory } from "../testing/BlockDocsPage";
import { corpusStory } from "../testing/corpusStory";

/** Without a TV's code in the address (a story has none), the block says where it opens from and links to typing the code. */
const meta = { title: "Blocks/Device pairing", tags: ["autodocs"], parameters: blockDocs("device-pairing") } satisfies Meta;
export default meta;

export const SchemaAndExample = blockDocsStory("device-pairing");

export const AccountEnglish = corpusStory("device-pairing", "profiles", "ltr");
export const AccountArabic = corpusStory("device-pairing", "profiles", "rtl");
