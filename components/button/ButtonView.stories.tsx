import type { Meta, StoryObj } from "@storybook/nextjs-vite";
import type { Locale } from "@/domain/types";
import { buttonBlock, infoButtonBlock, languageButtonBlock, playButtonBlock, trackButtonBlock } from "../testing/blockFixtures";
import { rootPropsFor, storyUi } from "../testing/storyUi";
import { ButtonView } from "./ButtonView";

const meta: Meta = { title: "Blocks/Button" };
export default meta;

type Story = StoryObj;

const blocks = [buttonBlock, playButtonBlock, languageButtonBlock, infoButtonBlock, trackButtonBlock];

function story(locale: Locale): Story {
  return {
    globals: { locale },
    render: (_args, { globals }) => {
      const ui = storyUi(globals);
      return (
        <div style={{ display: "flex", flexWrap: "wrap", gap: 12, paddingInline: 16 }}>
          {blocks.map((block) => (
            <ButtonView key={block.id} block={block} rootProps={rootPropsFor("button", block.id)} ui={ui} />
          ))}
        </div>
      );
    },
  };
}

export const Arabic = story("ar");
export const English = story("en");
export const French = story("fr");
