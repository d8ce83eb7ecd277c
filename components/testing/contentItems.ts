/**
 * Realistic content for stories and tests, as the content adapter would return it for each language.
 * Image templates point at the local image service; stories still lay out correctly when it is not running.
 */
import type { ContentItem, GridPage, HistoryPage, Locale, SeasonsView, TitleDetail } from "@/domain/types";
import type { SearchResults } from "@/domain/searchQuery";

const images = "http://localhost:4000/images";

type Titles = Record<Locale, string>;

interface Seed {
  id: string;
  kind: ContentItem["kind"];
  title: Titles;
  description: Titles;
  genres: Record<Locale, string[]>;
  year?: number;
  durationSeconds?: number;
  plus?: boolean;
  comingSoon?: boolean;
  isLive?: boolean;
  href: string;
  episode?: { showTitle: Titles; seasonNumber: number; episodeNumber: number };
}

function imagesFor(name: string): ContentItem["images"] {
  return {
    poster: `${images}/poster/${name}-{resolution}.svg`,
    landscape: `${images}/landscape/${name}-{resolution}.svg`,
    thumbnail: `${images}/thumbnail/${name}-{resolution}.svg`,
    square: `${images}/square/${name}-{resolution}.svg`,
    hero: `${images}/hero/${name}-{resolution}.svg`,
  };
}

const drama = { ar: "دراما", en: "Drama", fr: "Drame" };
const comedy = { ar: "كوميديا", en: "Comedy", fr: "Comédie" };
const action = { ar: "أكشن", en: "Action", fr: "Action" };
const family = { ar: "عائلي", en: "Family", fr: "Famille" };
const sport = { ar: "رياضة", en: "Sport", fr: "Sport" };
const news = { ar: "أخبار", en: "News", fr: "Actualités" };

function genres(...list: Titles[]): Record<Locale, string[]> {
  return { ar: list.map((g) => g.ar), en: list.map((g) => g.en), fr: list.map((g) => g.fr) };
}

const seeds: Seed[] = [
  {
    id: "series-12", kind: "series", href: "/series/the-long-road/series-12", year: 2025, plus: true,
    title: { ar: "الطريق الطويل", en: "The Long Road", fr: "La Longue Route" },
    description: { ar: "عائلة تعبر الصحراء بحثاً عن بيت جديد.", en: "A family crosses the desert in search of a new home.", fr: "Une famille traverse le désert en quête d’un nouveau foyer." },
    genres: genres(drama, family),
  },
  {
    id: "movie-7", kind: "movie", href: "/movies/desert-wind/movie-7", year: 2024, durationSeconds: 6840,
    title: { ar: "ريح الصحراء", en: "Desert Wind", fr: "Vent du désert" },
    description: { ar: "مطاردة لا تهدأ عبر الكثبان.", en: "A relentless chase across the dunes.", fr: "Une poursuite sans relâche à travers les dunes." },
    genres: genres(action),
  },
  {
    id: "show-3", kind: "show", href: "/shows/evening-with-salma/show-3", year: 2026, comingSoon: true,
    title: { ar: "سهرة مع سلمى", en: "An Evening with Salma", fr: "Une soirée avec Salma" },
    description: { ar: "برنامج حواري أسبوعي.", en: "A weekly talk show.", fr: "Un talk-show hebdomadaire." },
    genres: genres(comedy),
  },
  {
    id: "series-21", kind: "series", href: "/series/harbour-lights/series-21", year: 2023, plus: true, comingSoon: true,
    title: { ar: "أضواء الميناء", en: "Harbour Lights", fr: "Les Feux du port" },
    description: { ar: "أسرار مدينة ساحلية صغيرة.", en: "The secrets of a small coastal town.", fr: "Les secrets d’une petite ville côtière." },
    genres: genres(drama),
  },
  {
    id: "movie-44", kind: "movie", href: "/movies/the-last-match/movie-44", year: 2022, durationSeconds: 5940,
    title: { ar: "المباراة الأخيرة", en: "The Last Match", fr: "Le Dernier Match" },
    description: { ar: "مدرب عجوز وفريق لا يؤمن به أحد.", en: "An old coach and a team nobody believes in.", fr: "Un vieil entraîneur et une équipe à laquelle personne ne croit." },
    genres: genres(sport, drama),
  },
  {
    id: "movie-51", kind: "movie", href: "/movies/little-stars/movie-51", year: 2021, durationSeconds: 5100,
    title: { ar: "نجوم صغيرة", en: "Little Stars", fr: "Petites Étoiles" },
    description: { ar: "مغامرة لكل العائلة.", en: "An adventure for the whole family.", fr: "Une aventure pour toute la famille." },
    genres: genres(family, comedy),
  },
];

const episodeSeeds: Seed[] = [1, 2, 3, 4, 5].map((n) => ({
  id: `episode-12-2-${n}`, kind: "episode", durationSeconds: 2700,
  href: `/player/episodes/the-long-road-الموسم-2-الحلقة-${n}/id-episode-12-2-${n}`,
  title: { ar: `الحلقة ${n}`, en: `Episode ${n}`, fr: `Épisode ${n}` },
  description: { ar: "الرحلة تتواصل.", en: "The journey goes on.", fr: "Le voyage continue." },
  genres: genres(drama),
  plus: n > 3,
  episode: { showTitle: { ar: "الطريق الطويل", en: "The Long Road", fr: "La Longue Route" }, seasonNumber: 2, episodeNumber: n },
}));

const channelSeeds: Seed[] = [
  { id: "ch-1", title: { ar: "شاشا 1", en: "Shasha 1", fr: "Shasha 1" }, g: family },
  { id: "ch-2", title: { ar: "شاشا رياضة", en: "Shasha Sports", fr: "Shasha Sports" }, g: sport },
  { id: "ch-3", title: { ar: "شاشا أخبار", en: "Shasha News", fr: "Shasha Infos" }, g: news },
  { id: "ch-4", title: { ar: "شاشا دراما", en: "Shasha Drama", fr: "Shasha Drame" }, g: drama },
].map(({ id, title, g }) => ({
  id, kind: "live-channel", isLive: true, title, href: `/channel/${title.en.toLowerCase().replace(/\s+/g, "-")}/${id}`,
  description: { ar: "بث مباشر على مدار الساعة.", en: "Live around the clock.", fr: "En direct 24 h/24." },
  genres: genres(g),
}));

function toItem(seed: Seed, locale: Locale): ContentItem {
  const item: ContentItem = {
    id: seed.id,
    kind: seed.kind,
    title: seed.title[locale],
    description: seed.description[locale],
    genres: seed.genres[locale],
    images: imagesFor(seed.id),
    plus: seed.plus ?? false,
    comingSoon: seed.comingSoon ?? false,
    isLive: seed.isLive ?? false,
    href: seed.href,
  };
  if (seed.year !== undefined) item.year = seed.year;
  if (seed.durationSeconds !== undefined) item.durationSeconds = seed.durationSeconds;
  if (seed.episode) {
    item.episode = { showTitle: seed.episode.showTitle[locale], seasonNumber: seed.episode.seasonNumber, episodeNumber: seed.episode.episodeNumber };
  }
  return item;
}

/** Movies, series and shows (posters, landscapes, heroes). */
export function contentItems(locale: Locale): ContentItem[] {
  return seeds.map((seed) => toItem(seed, locale));
}

export function episodeItems(locale: Locale): ContentItem[] {
  return episodeSeeds.map((seed) => toItem(seed, locale));
}

export function liveChannelItems(locale: Locale): ContentItem[] {
  // As the seeded line-up: a week of start-over and catch-up (domain/catchup.ts).
  return channelSeeds.map((seed) => ({ ...toItem(seed, locale), replay: { startoverEnabled: true, catchupDays: 7 } }));
}

/** `count` titles, repeating the catalogue with unique ids, for rails longer than the seed list. */
export function manyItems(locale: Locale, count: number): ContentItem[] {
  const base = contentItems(locale);
  return Array.from({ length: count }, (_, i) => i).flatMap((i) => {
    const source = base[i % base.length];
    return source ? [{ ...source, id: `${source.id}-${i}`, href: `${source.href}-${i}` }] : [];
  });
}

const brokenSeed: Seed = {
  id: "series-broken", kind: "series", href: "/series/lost-signal/series-broken", year: 2020,
  title: { ar: "إشارة مفقودة", en: "Lost Signal", fr: "Signal perdu" },
  description: { ar: "صورة لم تصل.", en: "A picture that never arrived.", fr: "Une image jamais arrivée." },
  genres: genres(drama),
};

/** An item whose image templates carry a placeholder the adapter did not resolve: it must render no image. */
export function itemWithUnresolvedImage(locale: Locale): ContentItem {
  return {
    ...toItem(brokenSeed, locale),
    id: "series-broken",
    images: { poster: `${images}/poster/broken-{resolution}-{size}.svg`, landscape: `${images}/landscape/broken-{width}.svg` },
  };
}

/** A title page's data as the content adapter gives it (stories and tests of the title header and season picker). */
export function titleDetail(locale: Locale): TitleDetail {
  const [series] = contentItems(locale);
  const episodes = episodeItems(locale);
  if (!series) throw new Error("the sample catalogue has no series");
  const item: ContentItem = {
    ...series,
    ageRating: 12,
    persons: locale === "ar" ? ["ليلى حداد", "كريم نصار", "هدى سالم"] : ["Layla Haddad", "Karim Nassar", "Huda Salem"],
  };
  const trailer: ContentItem = { ...series, id: "trailer-12", kind: "trailer", href: "/player/series/the-long-road/official-trailer/id-series-12-trailer-12", parent: { id: series.id, kind: "series", title: series.title } };
  return { item, trailers: [trailer], ...(episodes[0] ? { play: episodes[0] } : {}) };
}

export function seasonsView(locale: Locale): SeasonsView {
  const { item } = titleDetail(locale);
  const episodes = episodeItems(locale);
  const seasonTitle = (n: number) => ({ ar: `الموسم ${n}`, en: `Season ${n}`, fr: `Saison ${n}` })[locale];
  return {
    title: item,
    seasons: [
      { id: "s1", number: 1, title: seasonTitle(1), comingSoon: false, episodes: episodes.slice(0, 2), clips: [] },
      { id: "s2", number: 2, title: seasonTitle(2), comingSoon: false, episodes, clips: [] },
    ],
    selectedId: "s2",
  };
}

export function gridPage(locale: Locale): GridPage {
  return { items: manyItems(locale, 12), page: 1, size: 12, total: 60, sort: "newest", genreTitle: drama[locale] };
}

/** A search for "dreams" (the drama grid's titles as its matches) on its first page of three, with its genres. */
export function searchResults(locale: Locale): SearchResults {
  const counts = [{ id: "drama", title: drama[locale], count: 40 }, { id: "comedy", title: { ar: "كوميديا", en: "Comedy", fr: "Comédie" }[locale], count: 20 }];
  const text = { ar: "أحلام", en: "dreams", fr: "rêves" }[locale];
  return { query: { state: "ready", text }, page: { items: manyItems(locale, 12), page: 0, size: 25, total: 60, genres: counts }, suggestions: [] };
}

export function historyPage(locale: Locale): HistoryPage {
  const entries = contentItems(locale).slice(0, 4).map((item, index) => ({
    item,
    ratio: index === 0 ? 1 : 0.25 * (index + 1),
    finished: index === 0,
    watchedAt: `2026-11-2${index}T20:00:00.000Z`,
  }));
  return { kind: "profile", entries, page: 0, size: 25, total: entries.length };
}
