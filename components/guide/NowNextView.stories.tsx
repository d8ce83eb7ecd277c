import type { Meta, StoryObj } from "@storybook/nextjs-vite";
import type { Locale } from "@/domain/types";
import { storyUi } from "../testing/storyUi";
import { guideLabels } from "./guideLabels";
import { NowNextView } from "./NowNextView";
import { sampleAt, sampleNowNext } from "./sampleGuide";
import { storyDisplay } from "./storyDisplay";

/** Now and next on a channel tile, as of 19:12 UTC (sampleGuide.ts), for a viewer in Jordan. */
const meta: Meta = { title: "Guide/Now and next" };
export default meta;

type Story = StoryObj;

function story(locale: Locale, which: "full" | "gap" | "end"): Story {
  return {
    globals: { locale },
    render: (_args, { globals }) => {
      const ui = storyUi(globals);
      return (
        <div style={{ maxInlineSize: 360, paddingInline: 16 }}>
          <NowNextView nowNext={sampleNowNext(ui.locale, which)} at={sampleAt} display={storyDisplay(ui.locale)} labels={guideLabels(ui.t)} />
        </div>
      );
    },
  };
}

export const English = story("en", "full");
export const Arabic = story("ar", "full");
/** Nothing in the guide now: said in words, no progress bar. */
export const GapNowEnglish = story("en", "gap");
export const GapNowArabic = story("ar", "gap");
/** The guide ends after the programme on now. */
export const NothingNextEnglish = story("en", "end");
export const NothingNextArabic = story("ar", "end");
