import type { Meta } from "@storybook/nextjs-vite";
import { blockDocs } from "../testing/blockDocs";
import { blockDocsStory } from "../testing/BlockDocsPage";
import { corpusStory } from "../testing/corpusStory";

/** Onboarding's two steps: genres (two picked before, ticked) and titles by poster; nothing is saved from a story. */
const meta = { title: "Blocks/Onboarding picks", tags: ["autodocs"], parameters: blockDocs("onboarding-picks") } satisfies Meta;
export default meta;

export const SchemaAndExample = blockDocsStory("onboarding-picks");

export const GenresEnglish = corpusStory("onboarding-picks", "profiles", "ltr", "onboarding-genres");
export const GenresArabic = corpusStory("onboarding-picks", "profiles", "rtl", "onboarding-genres");
export const TitlesEnglish = corpusStory("onboarding-picks", "profiles", "ltr", "onboarding-titles");
export const TitlesArabic = corpusStory("onboarding-picks", "profiles", "rtl", "onboarding-titles");
