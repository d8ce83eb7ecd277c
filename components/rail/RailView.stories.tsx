import type { Meta } from "@storybook/nextjs-vite";
import { blockDocs } from "../testing/blockDocs";
import { blockDocsStory } from "../testing/BlockDocsPage";
import { corpusStory } from "../testing/corpusStory";

/** The continue-watching rail, resolved on the client, has its own stories (ContinueWatchingRail.stories.tsx). */
const meta = { title: "Blocks/Rail", tags: ["autodocs"], parameters: blockDocs("rail") } satisfies Meta;
export default meta;

export const SchemaAndExample = blockDocsStory("rail");

export const HomeTrendingPostersEnglish = corpusStory("rail", "home", "ltr", "rail-trending");
export const HomeTrendingPostersArabic = corpusStory("rail", "home", "rtl", "rail-trending");
export const HomeNewSeriesLandscapeEnglish = corpusStory("rail", "home", "ltr", "rail-new-series");
export const HomeNewSeriesLandscapeArabic = corpusStory("rail", "home", "rtl", "rail-new-series");
export const HomeKidsSquareEnglish = corpusStory("rail", "home", "ltr", "rail-kids");
export const HomeKidsSquareArabic = corpusStory("rail", "home", "rtl", "rail-kids");
export const HomeLatestEpisodesEnglish = corpusStory("rail", "home", "ltr", "rail-latest-episodes");
export const HomeLatestEpisodesArabic = corpusStory("rail", "home", "rtl", "rail-latest-episodes");
export const HomeLiveChannelsEnglish = corpusStory("rail", "home", "ltr", "rail-live");
export const HomeLiveChannelsArabic = corpusStory("rail", "home", "rtl", "rail-live");
export const HomeArabicDramaWithTitlesEnglish = corpusStory("rail", "home", "ltr", "rail-arabic-drama");
export const HomeArabicDramaWithTitlesArabic = corpusStory("rail", "home", "rtl", "rail-arabic-drama");
