import type { Meta, StoryObj } from "@storybook/nextjs-vite";
import type { Locale } from "@/domain/types";
import type { TextBlock } from "@/screens-schema/types";
import { textBlock } from "../testing/blockFixtures";
import { rootPropsFor, storyUi } from "../testing/storyUi";
import { TextView } from "./TextView";

const meta: Meta = { title: "Blocks/Text" };
export default meta;

type Story = StoryObj;

const variants: NonNullable<TextBlock["variant"]>[] = ["headline", "title", "body", "caption"];

function story(locale: Locale): Story {
  return {
    globals: { locale },
    render: (_args, { globals }) => {
      const ui = storyUi(globals);
      return (
        <div>
          {variants.map((variant) => (
            <TextView key={variant} block={{ ...textBlock, id: variant, variant }} rootProps={rootPropsFor("text", variant)} ui={ui} />
          ))}
          <TextView
            block={{ id: "markup", type: "text", text: { ar: "<img src=x onerror=alert(1)>", en: "<img src=x onerror=alert(1)>", fr: "<img src=x onerror=alert(1)>" } }}
            rootProps={rootPropsFor("text", "markup")}
            ui={ui}
          />
        </div>
      );
    },
  };
}

export const Arabic = story("ar");
export const English = story("en");
