import type { LocalizedText } from "../db/localizedText";
import type { Random } from "./createRandom";
import { addDays, minDate } from "./seedDates";
import type { SeedProduct, SeedSeason } from "./seedProduct";

export const firstSeasonId = 3001;
export const firstEpisodeId = 10001;

/** Episode length in minutes by the parent's product type. */
const episodeMinutes: Readonly<Record<string, readonly [number, number]>> = { SERIES: [35, 55], SHOW: [30, 90] };

const lastVodDate = "2025-12-31";

function episodeTitle(number: number): LocalizedText {
  return { ar: `الحلقة ${number}`, en: `Episode ${number}`, fr: `Épisode ${number}` };
}

function episodeDescription(season: number, number: number, parent: LocalizedText): LocalizedText {
  return {
    ar: `الموسم ${season}، الحلقة ${number}. ${parent.ar}`,
    en: `Season ${season}, episode ${number}. ${parent.en}`,
    fr: `Saison ${season}, épisode ${number}. ${parent.fr}`,
  };
}

/** How many seasons a title gets: 1-4, but a VOD title's seasons never start after 2025. */
function seasonCount(parent: SeedProduct, random: Random): number {
  if (parent.streamState === "COMING_SOON") return 1;
  const year = Number(parent.releaseDate.slice(0, 4));
  return Math.max(1, Math.min(random.int(1, 4), 2025 - year + 1));
}

interface EpisodeContext {
  parent: SeedProduct;
  season: SeedSeason;
  number: number;
  id: string;
}

function buildEpisode({ parent, season, number, id }: EpisodeContext, random: Random): SeedProduct {
  const [minMinutes, maxMinutes] = episodeMinutes[parent.productType] ?? [30, 60];
  const aired = addDays(parent.releaseDate, (season.seasonNumber - 1) * 365 + (number - 1) * 7);
  return {
    id,
    productType: "EPISODE",
    title: episodeTitle(number),
    description: episodeDescription(season.seasonNumber, number, parent.description),
    releaseDate: parent.streamState === "COMING_SOON" ? aired : minDate(aired, lastVodDate),
    durationSeconds: random.int(minMinutes, maxMinutes) * 60,
    genres: parent.genres,
    persons: parent.persons.slice(0, 2),
    plus: parent.plus,
    streamState: parent.streamState,
    popularityMonth: Math.floor(parent.popularityMonth / (number + 1)),
    trendingWeek: Math.floor(parent.trendingWeek / (number + 1)),
    seasonId: season.id,
    seasonNumber: season.seasonNumber,
    showId: parent.id,
    episodeNumber: number,
    imageName: `episode-${id}`,
    origin: parent.origin,
  };
}

/** Seasons (1-4) of 6-12 episodes for every series and show. */
export function buildEpisodes(titles: readonly SeedProduct[], random: Random): { products: SeedProduct[]; seasons: SeedSeason[] } {
  const products: SeedProduct[] = [];
  const seasons: SeedSeason[] = [];
  for (const parent of titles) {
    if (parent.productType !== "SERIES" && parent.productType !== "SHOW") continue;
    const count = seasonCount(parent, random);
    for (let seasonNumber = 1; seasonNumber <= count; seasonNumber += 1) {
      const season = { id: String(firstSeasonId + seasons.length), showId: parent.id, seasonNumber };
      seasons.push(season);
      const episodes = random.int(6, 12);
      for (let number = 1; number <= episodes; number += 1) {
        const id = String(firstEpisodeId + products.length);
        products.push(buildEpisode({ parent, season, number, id }, random));
      }
    }
  }
  return { products, seasons };
}
