import type { Meta } from "@storybook/nextjs-vite";
import { sampleMatchLive, sampleMatchPost } from "../testing/sampleSports";
import { sportsStory, type SportsStoryProps } from "../testing/sportsStory";
import { MatchTimeline } from "./MatchTimeline";

/** Al-Faisaly 3–2 Al-Wehdat: an event of every type; home events at the inline start from 768 px, one column below. */
const meta: Meta = { title: "Sports/Match timeline" };
export default meta;

function finished({ locale, ...props }: SportsStoryProps) {
  const post = sampleMatchPost(locale);
  return <MatchTimeline events={post.events} teams={{ home: post.fixture.home, away: post.fixture.away }} {...props} />;
}

function live({ locale, ...props }: SportsStoryProps) {
  const match = sampleMatchLive(locale);
  return <MatchTimeline events={match.events} teams={{ home: match.fixture.home, away: match.fixture.away }} {...props} />;
}

export const English = sportsStory("en", finished);
export const Arabic = sportsStory("ar", finished);
export const PhoneArabic = sportsStory("ar", finished, 320);
export const LiveEnglish = sportsStory("en", live);
