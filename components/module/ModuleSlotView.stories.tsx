import type { Meta, StoryObj } from "@storybook/nextjs-vite";
import type { Locale } from "@/domain/types";
import { moduleBlock } from "../testing/blockFixtures";
import { rootPropsFor, storyUi } from "../testing/storyUi";
import { ModuleSlotView } from "./ModuleSlotView";

const meta: Meta = { title: "Blocks/Module slot" };
export default meta;

type Story = StoryObj;

/** The renderer passes the resolved hand-written module as children; here a stand-in shows where it goes. */
function story(locale: Locale, placeholder: string): Story {
  return {
    globals: { locale },
    render: (_args, { globals }) => (
      <ModuleSlotView block={moduleBlock} rootProps={rootPropsFor("module", moduleBlock.id)} ui={storyUi(globals)}>
        <div style={{ padding: 24, border: "1px dashed var(--color-border)", borderRadius: "var(--radius-m)" }}>{placeholder}</div>
      </ModuleSlotView>
    ),
  };
}

export const Arabic = story("ar", "وحدة الرياضة");
export const English = story("en", "Sports module");
