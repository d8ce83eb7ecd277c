import type { Meta } from "@storybook/nextjs-vite";
import { blockDocs } from "../testing/blockDocs";
import { blockDocsStory } from "../testing/BlockDocsPage";
import { corpusStory } from "../testing/corpusStory";

const meta = { title: "Blocks/Banner", tags: ["autodocs"], parameters: blockDocs("banner") } satisfies Meta;
export default meta;

export const SchemaAndExample = blockDocsStory("banner");

export const LandingPromoEnglish = corpusStory("banner", "landing", "ltr", "landing-offer");
export const LandingPromoArabic = corpusStory("banner", "landing", "rtl", "landing-offer");
export const VisibleWhenWarningEnglish = corpusStory("banner", "visible-when", "ltr", "vw-suspended");
export const VisibleWhenWarningArabic = corpusStory("banner", "visible-when", "rtl", "vw-suspended");
export const FallbacksInfoEnglish = corpusStory("banner", "fallbacks", "ltr", "fb-sports-alt");
export const FallbacksInfoArabic = corpusStory("banner", "fallbacks", "rtl", "fb-sports-alt");
export const ActionsPlayCtaEnglish = corpusStory("banner", "actions", "ltr", "act-banner");
export const ActionsPlayCtaArabic = corpusStory("banner", "actions", "rtl", "act-banner");
