import type { Meta } from "@storybook/nextjs-vite";
import { sampleTopScorers } from "../testing/sampleSports";
import { sportsStory } from "../testing/sportsStory";
import { TopScorersTable } from "./TopScorersTable";

/** The top scorers computed from the sample's results: shared ranks, penalty goals in brackets. */
const meta: Meta = { title: "Sports/Top scorers" };
export default meta;

export const English = sportsStory("en", ({ locale, ...props }) => <TopScorersTable scorers={sampleTopScorers(locale)} {...props} />, 640);
export const Arabic = sportsStory("ar", ({ locale, ...props }) => <TopScorersTable scorers={sampleTopScorers(locale)} {...props} />, 640);
