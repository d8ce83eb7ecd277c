import type { Meta } from "@storybook/nextjs-vite";
import { blockDocs } from "../testing/blockDocs";
import { blockDocsStory } from "../testing/BlockDocsPage";
import { corpusStory } from "../testing/corpusStory";

const meta = { title: "Blocks/Package list", tags: ["autodocs"], parameters: blockDocs("package-list") } satisfies Meta;
export default meta;

export const SchemaAndExample = blockDocsStory("package-list");

export const AllPackagesEnglish = corpusStory("package-list", "packages", "ltr", "packages-all");
export const AllPackagesArabic = corpusStory("package-list", "packages", "rtl", "packages-all");
export const ChosenWithoutFeaturesEnglish = corpusStory("package-list", "packages", "ltr", "packages-compact");
export const ChosenWithoutFeaturesArabic = corpusStory("package-list", "packages", "rtl", "packages-compact");
