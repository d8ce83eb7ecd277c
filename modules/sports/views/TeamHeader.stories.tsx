import type { Meta } from "@storybook/nextjs-vite";
import { sampleTeam } from "../testing/sampleSports";
import { sportsStory } from "../testing/sportsStory";
import { TeamHeader } from "./TeamHeader";

/** A club's header: name, city, founded, stadium and capacity, colours named beside their swatches. */
const meta: Meta = { title: "Sports/Team header" };
export default meta;

export const English = sportsStory("en", ({ locale, ...props }) => <TeamHeader team={sampleTeam(locale, "weh")} {...props} />);
export const Arabic = sportsStory("ar", ({ locale, ...props }) => <TeamHeader team={sampleTeam(locale, "weh")} {...props} />);
