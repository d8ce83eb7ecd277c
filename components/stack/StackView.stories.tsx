import type { Meta, StoryObj } from "@storybook/nextjs-vite";
import type { Locale } from "@/domain/types";
import type { StackBlock } from "@/screens-schema/types";
import { BadgeView } from "../badge/BadgeView";
import { ButtonView } from "../button/ButtonView";
import { badgeBlock, buttonBlock, stackBlock, textBlock } from "../testing/blockFixtures";
import { rootPropsFor, storyUi } from "../testing/storyUi";
import { TextView } from "../text/TextView";
import { StackView } from "./StackView";

const meta: Meta = { title: "Blocks/Stack" };
export default meta;

type Story = StoryObj;

function story(locale: Locale, block: StackBlock): Story {
  return {
    globals: { locale },
    render: (_args, { globals }) => {
      const ui = storyUi(globals);
      return (
        <StackView block={block} rootProps={rootPropsFor("stack", block.id)} ui={ui}>
          <TextView block={{ ...textBlock, variant: "title" }} rootProps={rootPropsFor("text", "t")} ui={ui} />
          <BadgeView block={badgeBlock} rootProps={rootPropsFor("badge", "b")} ui={ui} />
          <ButtonView block={buttonBlock} rootProps={rootPropsFor("button", "c")} ui={ui} />
        </StackView>
      );
    },
  };
}

export const VerticalArabic = story("ar", stackBlock);
export const VerticalEnglish = story("en", stackBlock);
export const HorizontalCenteredArabic = story("ar", { ...stackBlock, direction: "horizontal", align: "center", gap: "large" });
export const HorizontalCenteredEnglish = story("en", { ...stackBlock, direction: "horizontal", align: "center", gap: "small" });
