import type { Meta } from "@storybook/nextjs-vite";
import { sampleMatchPost } from "../testing/sampleSports";
import { sportsStory, type SportsStoryProps } from "../testing/sportsStory";
import { LineUps } from "./LineUps";

/** Both teams' 4-3-3, starting eleven and substitutes; before publication, a sentence. */
const meta: Meta = { title: "Sports/Line-ups" };
export default meta;

function lineUps({ locale, ...props }: SportsStoryProps) {
  const post = sampleMatchPost(locale);
  return <LineUps lineups={post.lineups} teams={{ home: post.fixture.home, away: post.fixture.away }} {...props} />;
}

export const English = sportsStory("en", lineUps);
export const Arabic = sportsStory("ar", lineUps);
export const NotPublishedArabic = sportsStory("ar", ({ locale, ...props }) => {
  const post = sampleMatchPost(locale);
  return <LineUps lineups={undefined} teams={{ home: post.fixture.home, away: post.fixture.away }} {...props} />;
});
