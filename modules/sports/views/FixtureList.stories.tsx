import type { Meta } from "@storybook/nextjs-vite";
import { sampleAt, sampleFixtures, sampleLiveClock } from "../testing/sampleSports";
import { sportsStory } from "../testing/sportsStory";
import { FixtureList } from "./FixtureList";

/** Matchday 3 as of 20:22 in Amman: one finished, one live at 67', one to come; web and phone clustering. */
const meta: Meta = { title: "Sports/Fixture list" };
export default meta;

export const English = sportsStory("en", ({ locale, ...props }) => (
  <FixtureList fixtures={sampleFixtures(locale)} at={sampleAt} liveClock={sampleLiveClock} {...props} />
));
export const Arabic = sportsStory("ar", ({ locale, ...props }) => (
  <FixtureList fixtures={sampleFixtures(locale)} at={sampleAt} liveClock={sampleLiveClock} {...props} />
));
/** On a phone, spec 9 clusters 300 minutes: the three kick-offs are one group. */
export const PhoneArabic = sportsStory(
  "ar",
  ({ locale, ...props }) => <FixtureList fixtures={sampleFixtures(locale)} at={sampleAt} liveClock={sampleLiveClock} device="mobile" {...props} />,
  320,
);
export const EmptyEnglish = sportsStory("en", ({ locale: _locale, ...props }) => <FixtureList fixtures={[]} at={sampleAt} {...props} />);
