import type { Meta } from "@storybook/nextjs-vite";
import { blockDocs } from "../testing/blockDocs";
import { blockDocsStory } from "../testing/BlockDocsPage";
import { corpusStory } from "../testing/corpusStory";

const meta = { title: "Blocks/Profile list", tags: ["autodocs"], parameters: blockDocs("profile-list") } satisfies Meta;
export default meta;

export const SchemaAndExample = blockDocsStory("profile-list");

export const SelectEnglish = corpusStory("profile-list", "profiles", "ltr", "profiles-select");
export const SelectArabic = corpusStory("profile-list", "profiles", "rtl", "profiles-select");
export const ManageEnglish = corpusStory("profile-list", "profiles", "ltr", "profiles-manage");
export const ManageArabic = corpusStory("profile-list", "profiles", "rtl", "profiles-manage");
