import type { Meta } from "@storybook/nextjs-vite";
import { sampleStandings, sampleTournament } from "../testing/sampleSports";
import { sportsStory } from "../testing/sportsStory";
import { StandingsTable } from "./StandingsTable";

/** The table computed from the sample's results; at 320 px the full table scrolls sideways in its own region. */
const meta: Meta = { title: "Sports/Standings table" };
export default meta;

export const English = sportsStory("en", ({ locale, ...props }) => (
  <StandingsTable standings={sampleStandings(locale)} tournament={sampleTournament(locale)} {...props} />
));
export const Arabic = sportsStory("ar", ({ locale, ...props }) => (
  <StandingsTable standings={sampleStandings(locale)} tournament={sampleTournament(locale)} {...props} />
));
export const NarrowArabic = sportsStory(
  "ar",
  ({ locale, ...props }) => <StandingsTable standings={sampleStandings(locale)} tournament={sampleTournament(locale)} {...props} />,
  320,
);
export const CompactEnglish = sportsStory(
  "en",
  ({ locale, ...props }) => <StandingsTable standings={sampleStandings(locale)} tournament={sampleTournament(locale)} compact limit={4} {...props} />,
  360,
);
export const CompactArabic = sportsStory(
  "ar",
  ({ locale, ...props }) => <StandingsTable standings={sampleStandings(locale)} tournament={sampleTournament(locale)} compact limit={4} {...props} />,
  360,
);
