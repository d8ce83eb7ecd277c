import type { Meta, StoryObj } from "@storybook/nextjs-vite";
import type { Locale } from "@/domain/types";
import { storyUi } from "../testing/storyUi";
import { GuideGrid } from "./GuideGrid";
import { guideLabels } from "./guideLabels";
import { sampleFilters, sampleGuidePage } from "./sampleGuide";
import { storyDisplay } from "./storyDisplay";

/**
 * The grid guide over three hours as of 19:12 UTC (sampleGuide.ts), for a viewer in Jordan: four channels, one
 * with a gap now, one with a gap later. Try the arrow keys, Home and End on a programme, and "Jump to now". In
 * Arabic time runs right to left and the left arrow goes forward. The filter links go nowhere in a story.
 */
const meta: Meta = { title: "Guide/Grid" };
export default meta;

type Story = StoryObj;

function story(locale: Locale, withFilters: boolean): Story {
  return {
    globals: { locale },
    render: (_args, { globals }) => {
      const ui = storyUi(globals);
      const filters = withFilters
        ? { filters: sampleFilters(ui.locale), active: { eventType: "sport" }, filterHref: (id: string, kind: string) => `?${kind}=${id}`, allHref: "?" }
        : undefined;
      return <GuideGrid page={sampleGuidePage(ui.locale)} display={storyDisplay(ui.locale)} labels={guideLabels(ui.t)} id="story-guide" {...(filters ? { filters } : {})} />;
    },
  };
}

export const English = story("en", false);
export const Arabic = story("ar", false);
export const WithFiltersEnglish = story("en", true);
export const WithFiltersArabic = story("ar", true);
