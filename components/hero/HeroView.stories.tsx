import type { Meta } from "@storybook/nextjs-vite";
import { blockDocs } from "../testing/blockDocs";
import { blockDocsStory } from "../testing/BlockDocsPage";
import { corpusStory } from "../testing/corpusStory";

const meta = { title: "Blocks/Hero", tags: ["autodocs"], parameters: blockDocs("hero") } satisfies Meta;
export default meta;

export const SchemaAndExample = blockDocsStory("hero");

export const HomeHeroEnglish = corpusStory("hero", "home", "ltr", "home-hero");
export const HomeHeroArabic = corpusStory("hero", "home", "rtl", "home-hero");
export const LandingHeroEnglish = corpusStory("hero", "landing", "ltr", "landing-hero");
export const LandingHeroArabic = corpusStory("hero", "landing", "rtl", "landing-hero");
