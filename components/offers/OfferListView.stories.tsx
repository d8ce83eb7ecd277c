import type { Meta } from "@storybook/nextjs-vite";
import { blockDocs } from "../testing/blockDocs";
import { blockDocsStory } from "../testing/BlockDocsPage";
import { corpusStory } from "../testing/corpusStory";

const meta = { title: "Blocks/Offer list", tags: ["autodocs"], parameters: blockDocs("offer-list") } satisfies Meta;
export default meta;

export const SchemaAndExample = blockDocsStory("offer-list");

export const ListEnglish = corpusStory("offer-list", "packages", "ltr", "offers");
export const ListArabic = corpusStory("offer-list", "packages", "rtl", "offers");
export const OfferEnglish = corpusStory("offer-list", "packages", "ltr", "offer");
export const OfferArabic = corpusStory("offer-list", "packages", "rtl", "offer");
