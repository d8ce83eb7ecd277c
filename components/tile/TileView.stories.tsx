import type { Meta, StoryObj } from "@storybook/nextjs-vite";
import type { Locale } from "@/domain/types";
import type { TileStyle } from "@/screens-schema/types";
import { tileBlock } from "../testing/blockFixtures";
import { contentItems, episodeItems, itemWithUnresolvedImage, liveChannelItems } from "../testing/contentItems";
import { localeOfGlobals, rootPropsFor, storyUi } from "../testing/storyUi";
import { TileView } from "./TileView";

const meta: Meta = { title: "Blocks/Tile" };
export default meta;

type Story = StoryObj;

function story(locale: Locale, tileStyle: TileStyle, pick: (locale: Locale) => ReturnType<typeof contentItems>, contentId: string): Story {
  return {
    globals: { locale },
    render: (_args, { globals }) => (
      <TileView block={{ ...tileBlock, tileStyle, contentId }} rootProps={rootPropsFor("tile", tileBlock.id)} ui={storyUi(globals)} items={pick(localeOfGlobals(globals))} />
    ),
  };
}

export const PosterPlusArabic = story("ar", "poster", contentItems, "series-12");
export const PosterPlusEnglish = story("en", "poster", contentItems, "series-12");
export const ComingSoonEnglish = story("en", "landscape", contentItems, "series-21");
export const EpisodeArabic = story("ar", "episode", episodeItems, "episode-12-2-5");
export const EpisodeEnglish = story("en", "episode", episodeItems, "episode-12-2-5");
export const LiveChannelArabic = story("ar", "live-channel", liveChannelItems, "ch-2");
/** The template keeps an unresolved placeholder: no image, the box stays. */
export const UnresolvedImageEnglish = story("en", "poster", (locale) => [itemWithUnresolvedImage(locale)], "series-broken");
