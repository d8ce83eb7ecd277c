import type { Meta, StoryObj } from "@storybook/nextjs-vite";
import type { Locale } from "@/domain/types";
import { rootPropsFor, storyUi } from "../testing/storyUi";
import { BadgeView } from "./BadgeView";

const meta: Meta = { title: "Blocks/Badge" };
export default meta;

type Story = StoryObj;

function story(locale: Locale): Story {
  return {
    globals: { locale },
    render: (_args, { globals }) => {
      const ui = storyUi(globals);
      return (
        <div style={{ display: "flex", gap: 8, paddingInline: 16 }}>
          <BadgeView block={{ id: "plus", type: "badge", variant: "plus" }} rootProps={rootPropsFor("badge", "plus")} ui={ui} />
          <BadgeView block={{ id: "soon", type: "badge", variant: "coming-soon" }} rootProps={rootPropsFor("badge", "soon")} ui={ui} />
          <BadgeView block={{ id: "live", type: "badge", variant: "live" }} rootProps={rootPropsFor("badge", "live")} ui={ui} />
          <BadgeView
            block={{ id: "custom", type: "badge", variant: "plus", label: { ar: "حصري", en: "Exclusive", fr: "Exclusif" } }}
            rootProps={rootPropsFor("badge", "custom")}
            ui={ui}
          />
        </div>
      );
    },
  };
}

export const Arabic = story("ar");
export const English = story("en");
export const French = story("fr");
