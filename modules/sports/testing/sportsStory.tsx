/**
 * What the sports views' stories share: the story's locale from the toolbar (storyUi), the views' labels from the
 * server's translator of the `sports` namespace, a viewer in Jordan (components/guide/storyDisplay.ts) and the
 * sample's href builders, inside a box of the given width so a story shows the view at a phone's or a page's size.
 */
import type { StoryObj } from "@storybook/nextjs-vite";
import type { ReactNode } from "react";
import type { TimeDisplay } from "@/domain/guideTime";
import type { Fixture, TeamRef } from "@/domain/sports/types";
import type { Locale } from "@/domain/types";
import { storyDisplay } from "@/components/guide/storyDisplay";
import { storyUi } from "@/components/testing/storyUi";
import { translator } from "@/locales/serverI18n";
import { sportsLabels } from "../sportsLabels";
import type { SportsLabels } from "../views/labelsType";
import { sampleLinks } from "./sampleSports";

export interface SportsStoryProps {
  locale: Locale;
  labels: SportsLabels;
  display: TimeDisplay;
  teamHref: (team: TeamRef) => string;
  matchHref: (fixture: Fixture) => string;
}

/** A story in `locale` (the toolbar can switch it), drawn by `draw` in a box at most `width` pixels wide. */
export function sportsStory(locale: Locale, draw: (props: SportsStoryProps) => ReactNode, width = 960): StoryObj {
  return {
    globals: { locale },
    render: (_args, { globals }) => {
      const ui = storyUi(globals);
      const props: SportsStoryProps = {
        locale: ui.locale,
        labels: sportsLabels(translator(ui.locale, "sports")),
        display: storyDisplay(ui.locale),
        ...sampleLinks(ui.locale),
      };
      return <div style={{ maxInlineSize: width, paddingInline: 16 }}>{draw(props)}</div>;
    },
  };
}
