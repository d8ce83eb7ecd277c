import type { Meta } from "@storybook/nextjs-vite";
import { sampleMatchPost } from "../testing/sampleSports";
import { sportsStory, type SportsStoryProps } from "../testing/sportsStory";
import { MatchStats } from "./MatchStats";

/** Al-Faisaly v Al-Wehdat's statistics: a table, the bars decoration only. */
const meta: Meta = { title: "Sports/Match statistics" };
export default meta;

function stats({ locale, ...props }: SportsStoryProps) {
  const post = sampleMatchPost(locale);
  return <MatchStats stats={post.stats} teams={{ home: post.fixture.home, away: post.fixture.away }} {...props} />;
}

export const English = sportsStory("en", stats, 640);
export const Arabic = sportsStory("ar", stats, 640);
export const PhoneArabic = sportsStory("ar", stats, 320);
