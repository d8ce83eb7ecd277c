import type { Meta } from "@storybook/nextjs-vite";
import { sampleAt, sampleMatchLive, sampleMatchPost, sampleMatchPre } from "../testing/sampleSports";
import { sportsStory } from "../testing/sportsStory";
import { MatchHeader } from "./MatchHeader";

/** The scoreboard live at 67', at full time, and before kick-off; in Arabic the home team is on the right. */
const meta: Meta = { title: "Sports/Match header" };
export default meta;

export const LiveEnglish = sportsStory("en", ({ locale, ...props }) => {
  const live = sampleMatchLive(locale);
  return <MatchHeader fixture={live.fixture} clock={live.clock} phase={live.phase} {...props} />;
});
export const LiveArabic = sportsStory("ar", ({ locale, ...props }) => {
  const live = sampleMatchLive(locale);
  return <MatchHeader fixture={live.fixture} clock={live.clock} phase={live.phase} {...props} />;
});
export const AddedTimeArabic = sportsStory(
  "ar",
  ({ locale, ...props }) => <MatchHeader fixture={sampleMatchLive(locale).fixture} clock={{ minute: 90, addedTime: 3 }} phase="secondHalf" {...props} />,
  320,
);
export const FullTimeEnglish = sportsStory("en", ({ locale, ...props }) => <MatchHeader fixture={sampleMatchPost(locale).fixture} {...props} />);
export const FullTimeArabic = sportsStory("ar", ({ locale, ...props }) => <MatchHeader fixture={sampleMatchPost(locale).fixture} {...props} />);
export const ScheduledEnglish = sportsStory("en", ({ locale, ...props }) => <MatchHeader fixture={sampleMatchPre(locale).fixture} at={sampleAt} {...props} />);
export const ScheduledArabic = sportsStory("ar", ({ locale, ...props }) => <MatchHeader fixture={sampleMatchPre(locale).fixture} at={sampleAt} {...props} />);
