import type { Meta } from "@storybook/nextjs-vite";
import { blockDocs } from "../testing/blockDocs";
import { blockDocsStory } from "../testing/BlockDocsPage";
import { corpusStory } from "../testing/corpusStory";

const meta = { title: "Blocks/Subscription manage", tags: ["autodocs"], parameters: blockDocs("subscription-manage") } satisfies Meta;
export default meta;

export const SchemaAndExample = blockDocsStory("subscription-manage");

export const SummaryEnglish = corpusStory("subscription-manage", "packages", "ltr", "my-subscription");
export const SummaryArabic = corpusStory("subscription-manage", "packages", "rtl", "my-subscription");
export const ConfirmEnglish = corpusStory("subscription-manage", "packages", "ltr", "leave");
export const ConfirmArabic = corpusStory("subscription-manage", "packages", "rtl", "leave");
export const PaymentsEnglish = corpusStory("subscription-manage", "packages", "ltr", "payments");
export const PaymentsArabic = corpusStory("subscription-manage", "packages", "rtl", "payments");
export const CardEnglish = corpusStory("subscription-manage", "packages", "ltr", "saved-card");
export const CardArabic = corpusStory("subscription-manage", "packages", "rtl", "saved-card");
