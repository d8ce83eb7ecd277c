import type { LocalizedText } from "../db/localizedText";
import { buildChannels } from "./buildChannels";
import { buildEpisodes } from "./buildEpisodes";
import { createRandom, type Random } from "./createRandom";
import { createTitleGenerator, type GeneratedTitle, type TitleGenerator } from "./createTitleGenerator";
import { compatibleGenres } from "./genres";
import { loglines } from "./loglines";
import { familyNames, firstNames } from "./people";
import { dateOfYear } from "./seedDates";
import type { ProductType, SeedPerson, SeedProduct, SeedSeason } from "./seedProduct";

export interface Catalogue {
  products: SeedProduct[];
  seasons: SeedSeason[];
}

interface KindSpec {
  productType: ProductType;
  showType?: "series" | "program";
  imagePrefix: string;
  firstId: number;
  count: number;
  /** Primary genres, repeated to weight them. */
  primaryGenres: readonly string[];
  minutes: [number, number];
}

/**
 * Id ranges (numeric strings): series 101-220, live channels 501-524, movies 1001-1140, shows 2001-2060,
 * seasons 3001 upwards, episodes 10001 upwards.
 */
export const kindSpecs: readonly KindSpec[] = [
  {
    productType: "SERIES", showType: "series", imagePrefix: "series", firstId: 101, count: 120, minutes: [35, 55],
    primaryGenres: ["drama", "drama", "drama", "drama", "comedy", "comedy", "thriller", "romance", "history", "action", "family", "kids"],
  },
  {
    productType: "MOVIE", imagePrefix: "movie", firstId: 1001, count: 140, minutes: [80, 150],
    primaryGenres: ["action", "action", "comedy", "comedy", "drama", "drama", "thriller", "romance", "documentary", "animation", "kids", "family"],
  },
  {
    productType: "SHOW", showType: "program", imagePrefix: "show", firstId: 2001, count: 60, minutes: [30, 90],
    primaryGenres: ["talk-show", "cooking", "reality", "reality", "sports", "family", "comedy", "documentary"],
  },
];

export const catalogueSeed = 20260101;

function titleFor(genre: string, titles: TitleGenerator): GeneratedTitle {
  if (genre === "kids" || genre === "animation") return titles.kids();
  if (genre === "documentary") return titles.place();
  if (["talk-show", "cooking", "reality", "sports"].includes(genre)) return titles.show();
  return titles.drama();
}

function castFor(random: Random): SeedPerson[] {
  const count = random.int(2, 4);
  return Array.from({ length: count }, () => ({ first: random.pick(firstNames), family: random.pick(familyNames) }));
}

function descriptionFor(genre: string, random: Random): LocalizedText {
  const options = loglines[genre] ?? loglines.drama ?? [];
  return random.pick(options);
}

function releaseFor(random: Random, comingSoon: boolean): string {
  if (comingSoon) return dateOfYear(2026, random.int(5, 180));
  const year = random.chance(0.2) ? random.int(1975, 2005) : random.int(2006, 2025);
  return dateOfYear(year, random.int(1, 365));
}

function buildTitle(spec: KindSpec, index: number, random: Random, titles: TitleGenerator): SeedProduct {
  const primary = random.pick(spec.primaryGenres);
  const secondary = random.chance(0.7) ? [random.pick(compatibleGenres[primary] ?? [])] : [];
  const generated = spec.productType === "SHOW" && primary !== "documentary" ? titles.show() : titleFor(primary, titles);
  const comingSoon = random.chance(0.08);
  const releaseDate = releaseFor(random, comingSoon);
  const id = String(spec.firstId + index);
  const popularity = comingSoon ? random.int(0, 500) : Math.floor(100_000 * random.next() ** 3);
  return {
    id,
    productType: spec.productType,
    ...(spec.showType === undefined ? {} : { showType: spec.showType }),
    title: generated.title,
    description: descriptionFor(primary, random),
    releaseDate,
    ...(spec.productType === "MOVIE" ? { durationSeconds: random.int(spec.minutes[0], spec.minutes[1]) * 60 } : {}),
    genres: [primary, ...secondary.filter((genre) => genre !== primary)],
    persons: castFor(random),
    plus: random.chance(0.4),
    streamState: comingSoon ? "COMING_SOON" : "VOD",
    popularityMonth: popularity,
    trendingWeek: comingSoon ? random.int(0, 50) : Math.floor(10_000 * random.next() ** 2),
    imageName: `${spec.imagePrefix}-${id}`,
    origin: generated.origin,
  };
}

/**
 * Titles QA and the journeys name, set over the generated ones (which keep their random draws, so every other title
 * stays as it was): the search journey's "الأسطورة", a family film anyone may watch.
 */
const namedTitles: Readonly<Record<string, LocalizedText>> = {
  "1027": { ar: "الأسطورة", en: "The Legend", fr: "La Légende" },
};

/** Builds the whole catalogue in memory, deterministically from `seed`. */
export function buildCatalogue(seed: number = catalogueSeed): Catalogue {
  const random = createRandom(seed);
  const titles = createTitleGenerator(random);
  const products: SeedProduct[] = [];
  for (const spec of kindSpecs) {
    for (let index = 0; index < spec.count; index += 1) {
      const product = buildTitle(spec, index, random, titles);
      products.push({ ...product, title: namedTitles[product.id] ?? product.title });
    }
  }
  const episodes = buildEpisodes(products, random);
  return { products: [...products, ...episodes.products, ...buildChannels(random)], seasons: episodes.seasons };
}
