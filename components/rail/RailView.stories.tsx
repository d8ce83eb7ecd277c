import type { Meta, StoryObj } from "@storybook/nextjs-vite";
import type { RailBlock } from "@/screens-schema/types";
import { railBlock } from "../testing/blockFixtures";
import { contentItems, episodeItems, liveChannelItems, manyItems } from "../testing/contentItems";
import { localeOfGlobals, rootPropsFor, storyUi } from "../testing/storyUi";
import { RailView } from "./RailView";

const meta: Meta = { title: "Blocks/Rail" };
export default meta;

type Story = StoryObj;

function story(locale: "ar" | "en", block: RailBlock, items: typeof contentItems): Story {
  return {
    globals: { locale },
    render: (_args, { globals }) => (
      <RailView block={block} rootProps={rootPropsFor("rail", block.id)} ui={storyUi(globals)} items={items(localeOfGlobals(globals))} />
    ),
  };
}

const many = (locale: "ar" | "en" | "fr") => manyItems(locale, 14);

export const PostersArabic = story("ar", railBlock, many);
export const PostersEnglish = story("en", railBlock, many);
export const LandscapeArabic = story("ar", { ...railBlock, id: "landscape", tileStyle: "landscape", title: { ar: "أفلام الأسبوع", en: "Films of the week", fr: "Films de la semaine" } }, contentItems);
export const LandscapeEnglish = story("en", { ...railBlock, id: "landscape", tileStyle: "landscape", title: { ar: "أفلام الأسبوع", en: "Films of the week", fr: "Films de la semaine" } }, contentItems);
export const EpisodesArabic = story("ar", { ...railBlock, id: "episodes", tileStyle: "episode", seeAll: undefined, title: { ar: "حلقات الموسم 2", en: "Season 2 episodes", fr: "Épisodes de la saison 2" } }, episodeItems);
export const EpisodesEnglish = story("en", { ...railBlock, id: "episodes", tileStyle: "episode", seeAll: undefined, title: { ar: "حلقات الموسم 2", en: "Season 2 episodes", fr: "Épisodes de la saison 2" } }, episodeItems);
export const LiveChannelsArabic = story("ar", { ...railBlock, id: "live", tileStyle: "live-channel", source: { kind: "live-channels" }, title: { ar: "القنوات المباشرة", en: "Live channels", fr: "Chaînes en direct" } }, liveChannelItems);
export const SlidesOverrideEnglish = story("en", { ...railBlock, id: "override", slides: { mobile: 2, medium: 3, high: 3, full: 4 }, limit: 8 }, many);
