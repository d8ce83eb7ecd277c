import type { Meta, StoryObj } from "@storybook/nextjs-vite";
import type { Locale } from "@/domain/types";
import type { SectionHeaderBlock } from "@/screens-schema/types";
import { sectionHeaderBlock } from "../testing/blockFixtures";
import { rootPropsFor, storyUi } from "../testing/storyUi";
import { SectionHeaderView } from "./SectionHeaderView";

const meta: Meta = { title: "Blocks/Section header" };
export default meta;

type Story = StoryObj;

function story(locale: Locale, block: SectionHeaderBlock): Story {
  return {
    globals: { locale },
    render: (_args, { globals }) => <SectionHeaderView block={block} rootProps={rootPropsFor("section-header", block.id)} ui={storyUi(globals)} />,
  };
}

export const Arabic = story("ar", sectionHeaderBlock);
export const English = story("en", sectionHeaderBlock);
export const LevelThreeNoLinkEnglish = story("en", { ...sectionHeaderBlock, level: 3, seeAll: undefined, subtitle: undefined });
