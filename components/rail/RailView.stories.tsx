import type { Meta, StoryObj } from "@storybook/nextjs-vite";
import { blockDocs } from "../testing/blockDocs";
import { blockDocsStory } from "../testing/BlockDocsPage";
import { pickBlock, type Twin } from "../testing/corpus";
import { corpusStory } from "../testing/corpusStory";
import { sampleItems } from "../testing/sampleData";
import { storyUi } from "../testing/storyUi";
import { RailView } from "./RailView";

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

/**
 * A rail past a page's first screen as its first HTML has it: each tile a link with its title in an empty
 * media box. On a page the browser then fetches the items and draws the full tiles (DeferredRailTiles); the
 * catalogue has no items API, so the links stay, as they would when that request fails.
 */
function belowFirstScreenStory(twin: Twin): StoryObj {
  const { block } = pickBlock("rail", "home", twin, "rail-kids");
  return {
    globals: { locale: twin === "rtl" ? "ar" : "en" },
    render: (_args, { globals }) => {
      const ui = storyUi(globals);
      return <RailView block={block} rootProps={{ "data-block": "rail", "data-block-id": block.id }} ui={ui} items={sampleItems(block, ui.locale)} belowFirstScreen />;
    },
  };
}

export const BelowTheFirstScreenEnglish = belowFirstScreenStory("ltr");
export const BelowTheFirstScreenArabic = belowFirstScreenStory("rtl");
