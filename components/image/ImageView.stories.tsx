import type { Meta, StoryObj } from "@storybook/nextjs-vite";
import type { Locale } from "@/domain/types";
import type { ImageBlock } from "@/screens-schema/types";
import { imageBlock } from "../testing/blockFixtures";
import { rootPropsFor, storyUi } from "../testing/storyUi";
import { ImageView } from "./ImageView";

const meta: Meta = { title: "Blocks/Image" };
export default meta;

type Story = StoryObj;

function story(locale: Locale, block: ImageBlock): Story {
  return {
    globals: { locale },
    render: (_args, { globals }) => <ImageView block={block} rootProps={rootPropsFor("image", block.id)} ui={storyUi(globals)} />,
  };
}

export const LinkedArabic = story("ar", imageBlock);
export const LinkedEnglish = story("en", imageBlock);
/** An unresolved placeholder: the box keeps its size, no image is requested. */
export const UnresolvedEnglish = story("en", { ...imageBlock, src: "/images/landscape/ramadan-{width}.svg", action: undefined });
