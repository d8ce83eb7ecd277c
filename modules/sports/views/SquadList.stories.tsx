import type { Meta } from "@storybook/nextjs-vite";
import { sampleAt, sampleSquad } from "../testing/sampleSports";
import { sportsStory } from "../testing/sportsStory";
import { SquadList } from "./SquadList";

/** Al-Faisaly's squad by position, ages on 13 March 2026. */
const meta: Meta = { title: "Sports/Squad" };
export default meta;

export const English = sportsStory("en", ({ locale, ...props }) => <SquadList players={sampleSquad(locale)} at={sampleAt} {...props} />);
export const Arabic = sportsStory("ar", ({ locale, ...props }) => <SquadList players={sampleSquad(locale)} at={sampleAt} {...props} />);
export const PhoneArabic = sportsStory("ar", ({ locale, ...props }) => <SquadList players={sampleSquad(locale)} at={sampleAt} {...props} />, 320);
