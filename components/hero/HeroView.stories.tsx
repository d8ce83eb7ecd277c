import type { Meta, StoryObj } from "@storybook/nextjs-vite";
import type { Locale } from "@/domain/types";
import type { HeroBlock } from "@/screens-schema/types";
import { heroBlock } from "../testing/blockFixtures";
import { contentItems } from "../testing/contentItems";
import { localeOfGlobals, rootPropsFor, storyUi } from "../testing/storyUi";
import { HeroView } from "./HeroView";

const meta: Meta = { title: "Blocks/Hero" };
export default meta;

type Story = StoryObj;

function story(locale: Locale, block: HeroBlock): Story {
  return {
    globals: { locale },
    render: (_args, { globals }) => (
      <HeroView block={block} rootProps={rootPropsFor("hero", block.id)} ui={storyUi(globals)} items={contentItems(localeOfGlobals(globals))} />
    ),
  };
}

export const HomeHeroArabic = story("ar", heroBlock);
export const HomeHeroEnglish = story("en", heroBlock);
export const LandingHeroArabic = story("ar", { ...heroBlock, id: "landing", preset: "landing-hero" });
export const LandingHeroEnglish = story("en", { ...heroBlock, id: "landing", preset: "landing-hero" });
export const NoAutoplayFrench = story("fr", { ...heroBlock, autoplay: false, limit: 3 });
