import type { Meta, StoryObj } from "@storybook/nextjs-vite";
import type { Locale } from "@/domain/types";
import { storyUi } from "../testing/storyUi";
import { ChannelDayView } from "./ChannelDayView";
import { guideLabels } from "./guideLabels";
import { sampleAt, sampleSchedule } from "./sampleGuide";
import { storyDisplay } from "./storyDisplay";

/** Shasha 1's evening as of 19:12 UTC (sampleGuide.ts): one programme ended, one on now, a gap, one to come. */
const meta: Meta = { title: "Guide/Channel day" };
export default meta;

type Story = StoryObj;

function story(locale: Locale, empty = false): Story {
  return {
    globals: { locale },
    render: (_args, { globals }) => {
      const ui = storyUi(globals);
      const schedule = sampleSchedule(ui.locale);
      return (
        <ChannelDayView
          schedule={empty ? { ...schedule, programmes: [] } : schedule}
          at={sampleAt}
          display={storyDisplay(ui.locale)}
          labels={guideLabels(ui.t)}
          headingId="story-channel-day"
        />
      );
    },
  };
}

export const English = story("en");
export const Arabic = story("ar");
export const NoProgrammesEnglish = story("en", true);
export const NoProgrammesArabic = story("ar", true);
