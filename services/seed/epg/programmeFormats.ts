/**
 * The building blocks the entertainment channels' schedules are made of: a daily series, a film, a studio show.
 * Titles come from the catalogue's word lists (services/seed/titleWords.ts); a channel's series are fixed for the
 * channel, so each keeps its slot-to-slot identity while its episodes count on day by day.
 */
import type { LocalizedText } from "../../db/localizedText";
import { createRandom, type Random } from "../createRandom";
import { adjectiveTitle, placeTitle } from "../titleTemplates";
import { dramaAdjectives, dramaNouns, places, pluralNouns } from "../titleWords";
import { dailyEpisode, episodeSentence, onscreenEpisode, seedOf, sentences } from "./epgText";
import type { ProgrammeFormat, ProgrammeText } from "./epgTypes";

type Hours = readonly [number, number];

/** A title like the catalogue's dramas: "The Silent Sea" or "Secrets of Cairo". */
export function storyTitle(random: Random): LocalizedText {
  return random.chance(0.6)
    ? adjectiveTitle(random.pick(dramaNouns), random.pick(dramaAdjectives))
    : placeTitle(random.pick(pluralNouns), random.pick(places));
}

/** A channel's own series titles, the same on every day the guide is made for. */
export function channelSeries(channelId: string, count: number): LocalizedText[] {
  const random = createRandom(seedOf(`${channelId}:series`));
  const titles = new Map<string, LocalizedText>();
  for (let attempt = 0; titles.size < count && attempt < 200; attempt += 1) {
    const title = storyTitle(random);
    titles.set(title.en, title);
  }
  return [...titles.values()];
}

export interface SeriesOptions {
  titles: readonly LocalizedText[];
  stories: readonly LocalizedText[];
  category: LocalizedText;
  minutes: readonly number[];
  hours: Hours;
  weight: number;
}

/** An episode of one of the channel's series, numbered by the day (epgText.ts dailyEpisode). */
export function seriesEpisode({ titles, stories, category, minutes, hours, weight }: SeriesOptions): ProgrammeFormat {
  return {
    category,
    minutes,
    hours,
    weight,
    text: ({ random, dayNumber, localHour }): ProgrammeText => {
      const index = random.int(0, titles.length - 1);
      const { season, episode } = dailyEpisode(dayNumber, index * 7 + Math.floor(localHour / 6));
      // The episode's story follows from the series and the episode, so a rerun is described as it was first.
      const title = titles[index] ?? category;
      const story = stories[seedOf(`${title.en}:${season}:${episode}`) % stories.length] ?? random.pick(stories);
      return {
        title,
        description: sentences(episodeSentence(episode), story),
        episode: onscreenEpisode(season, episode),
      };
    },
  };
}

export interface FilmOptions {
  category: LocalizedText;
  stories: readonly LocalizedText[];
  hours: Hours;
  weight: number;
  /** Said before the story: "A black-and-white classic." */
  lead?: LocalizedText;
  minutes?: readonly number[];
}

/** A feature film: a drama-like title and a one-line story, 90 to 120 minutes, starting on the hour. */
export function film({ category, stories, hours, weight, lead, minutes = [90, 105, 120] }: FilmOptions): ProgrammeFormat {
  return {
    category,
    minutes,
    hours,
    startsAt: "hour",
    weight,
    text: ({ random }) => {
      const story = random.pick(stories);
      return { title: storyTitle(random), description: lead === undefined ? story : sentences(lead, story) };
    },
  };
}

/** A programme with the same title and description in every slot (a studio show, a magazine). */
export function fixedShow(
  title: LocalizedText,
  description: LocalizedText,
  category: LocalizedText,
  minutes: readonly number[],
  hours: Hours,
  weight = 2,
): ProgrammeFormat {
  return { category, minutes, hours, weight, text: () => ({ title, description }) };
}
