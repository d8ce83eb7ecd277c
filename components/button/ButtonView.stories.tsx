import type { Meta } from "@storybook/nextjs-vite";
import { blockDocs } from "../testing/blockDocs";
import { blockDocsStory } from "../testing/BlockDocsPage";
import { corpusStory } from "../testing/corpusStory";

const meta = { title: "Blocks/Button", tags: ["autodocs"], parameters: blockDocs("button") } satisfies Meta;
export default meta;

export const SchemaAndExample = blockDocsStory("button");

export const ActionsNavigateEnglish = corpusStory("button", "actions", "ltr", "act-navigate");
export const ActionsNavigateArabic = corpusStory("button", "actions", "rtl", "act-navigate");
export const ActionsLanguageDialogEnglish = corpusStory("button", "actions", "ltr", "act-language");
export const ActionsLanguageDialogArabic = corpusStory("button", "actions", "rtl", "act-language");
export const ActionsInfoDialogEnglish = corpusStory("button", "actions", "ltr", "act-info");
export const ActionsInfoDialogArabic = corpusStory("button", "actions", "rtl", "act-info");
export const ActionsPlayLiveEnglish = corpusStory("button", "actions", "ltr", "act-play");
export const ActionsPlayLiveArabic = corpusStory("button", "actions", "rtl", "act-play");
export const ActionsTrackEnglish = corpusStory("button", "actions", "ltr", "act-track");
export const ActionsTrackArabic = corpusStory("button", "actions", "rtl", "act-track");
