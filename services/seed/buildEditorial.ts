import type { LocalizedText } from "../db/localizedText";
import { createRandom, type Random } from "./createRandom";
import type { SeedProduct } from "./seedProduct";

export interface SeedCarousel {
  id: string;
  title: LocalizedText;
  productIds: string[];
}

export interface SeedEditorialPage {
  id: string;
  title: LocalizedText;
  carouselIds: string[];
}

type Pick = (titles: readonly SeedProduct[], random: Random) => SeedProduct[];

const byPopularity = (a: SeedProduct, b: SeedProduct): number => b.popularityMonth - a.popularityMonth;
const byTrending = (a: SeedProduct, b: SeedProduct): number => b.trendingWeek - a.trendingWeek;
const newestFirst = (a: SeedProduct, b: SeedProduct): number => b.releaseDate.localeCompare(a.releaseDate);
const oldestFirst = (a: SeedProduct, b: SeedProduct): number => a.releaseDate.localeCompare(b.releaseDate);
const isVod = (p: SeedProduct): boolean => p.streamState === "VOD";
const hasGenre = (...ids: string[]) => (p: SeedProduct): boolean => p.genres.some((genre) => ids.includes(genre));
const isKids = hasGenre("kids", "animation");

function text(ar: string, en: string, fr: string): LocalizedText {
  return { ar, en, fr };
}

interface CarouselRecipe {
  id: string;
  title: LocalizedText;
  pick: Pick;
  max: number;
}

/** Editorial carousels, each a recipe over the seeded titles (series, shows, movies). */
const recipes: readonly CarouselRecipe[] = [
  { id: "featured", title: text("مختارات شاشة", "Featured", "À la une"), max: 12,
    pick: (t) => t.filter((p) => isVod(p) && !isKids(p) && p.productType !== "SHOW").sort(byPopularity) },
  { id: "trending-now", title: text("الأكثر رواجاً الآن", "Trending now", "Tendances du moment"), max: 20,
    pick: (t) => t.filter(isVod).sort(byTrending) },
  { id: "new-series", title: text("مسلسلات جديدة", "New series", "Nouvelles séries"), max: 20,
    pick: (t) => t.filter((p) => isVod(p) && p.productType === "SERIES").sort(newestFirst) },
  { id: "arabic-drama", title: text("دراما عربية", "Arabic drama", "Drames arabes"), max: 20,
    pick: (t) => t.filter((p) => isVod(p) && p.productType === "SERIES" && hasGenre("drama")(p)).sort(byPopularity) },
  { id: "kids", title: text("عالم الأطفال", "Kids' world", "L'univers des enfants"), max: 20,
    pick: (t) => t.filter((p) => isVod(p) && isKids(p)).sort(byPopularity) },
  { id: "ramadan-picks", title: text("مختارات رمضان", "Ramadan picks", "Sélection du Ramadan"), max: 16,
    pick: (t, random) => random.shuffle(t.filter((p) => isVod(p) && p.productType !== "MOVIE" && hasGenre("drama", "family", "history")(p))) },
  { id: "top-movies", title: text("أفضل الأفلام", "Top movies", "Meilleurs films"), max: 20,
    pick: (t) => t.filter((p) => isVod(p) && p.productType === "MOVIE").sort(byPopularity) },
  { id: "comedy-nights", title: text("سهرات كوميدية", "Comedy nights", "Soirées comédie"), max: 20,
    pick: (t) => t.filter((p) => isVod(p) && hasGenre("comedy")(p)).sort(byTrending) },
  { id: "documentaries", title: text("أفلام وثائقية", "Documentaries", "Documentaires"), max: 20,
    pick: (t) => t.filter((p) => isVod(p) && hasGenre("documentary")(p)).sort(byPopularity) },
  { id: "coming-soon", title: text("قريباً", "Coming soon", "Bientôt disponible"), max: 20,
    pick: (t) => t.filter((p) => p.streamState === "COMING_SOON").sort(oldestFirst) },
  { id: "khaleeji", title: text("روائع خليجية", "Khaleeji hits", "Succès du Golfe"), max: 20,
    pick: (t) => t.filter((p) => isVod(p) && p.origin === "khaleeji").sort(byPopularity) },
  { id: "egyptian-classics", title: text("كلاسيكيات مصرية", "Egyptian classics", "Classiques égyptiens"), max: 16,
    pick: (t) => t.filter((p) => isVod(p) && p.origin === "egyptian" && p.releaseDate < "2012").sort(oldestFirst) },
  { id: "action-movies", title: text("أفلام أكشن", "Action movies", "Films d'action"), max: 20,
    pick: (t) => t.filter((p) => isVod(p) && p.productType === "MOVIE" && hasGenre("action")(p)).sort(byPopularity) },
  { id: "family-time", title: text("وقت العائلة", "Family time", "En famille"), max: 20,
    pick: (t) => t.filter((p) => isVod(p) && hasGenre("family")(p)).sort(byTrending) },
  { id: "award-winners", title: text("أعمال حائزة على جوائز", "Award winners", "Œuvres primées"), max: 16,
    pick: (t, random) => random.shuffle(t.filter((p) => isVod(p) && p.releaseDate < "2024").sort(byPopularity).slice(0, 60)) },
  { id: "plus-exclusives", title: text("حصرياً على بلس", "Plus exclusives", "Exclusivités Plus"), max: 20,
    pick: (t) => t.filter((p) => isVod(p) && p.plus).sort(byPopularity) },
  { id: "maghreb-stories", title: text("حكايات مغاربية", "Maghreb stories", "Histoires du Maghreb"), max: 16,
    pick: (t) => t.filter((p) => isVod(p) && p.origin === "maghrebi").sort(byPopularity) },
];

export const minCarouselSize = 12;

/** Builds every editorial carousel; throws when a recipe finds fewer than 12 titles. */
export function buildCarousels(products: readonly SeedProduct[]): SeedCarousel[] {
  const titles = products.filter((p) => p.productType === "SERIES" || p.productType === "SHOW" || p.productType === "MOVIE");
  const random = createRandom(7);
  return recipes.map((recipe) => {
    const productIds = recipe.pick(titles, random).slice(0, recipe.max).map((p) => p.id);
    if (productIds.length < minCarouselSize) {
      throw new Error(`Carousel ${recipe.id} has ${productIds.length} titles, fewer than ${minCarouselSize}`);
    }
    return { id: recipe.id, title: recipe.title, productIds };
  });
}

export const editorialPages: readonly SeedEditorialPage[] = [
  {
    id: "home",
    title: text("الرئيسية", "Home", "Accueil"),
    carouselIds: ["featured", "trending-now", "new-series", "arabic-drama", "top-movies", "kids", "comedy-nights",
      "khaleeji", "documentaries", "coming-soon", "plus-exclusives", "action-movies", "family-time", "award-winners",
      "egyptian-classics", "maghreb-stories"],
  },
  {
    id: "ramadan",
    title: text("رمضان على شاشة", "Ramadan on Shasha", "Le Ramadan sur Shasha"),
    carouselIds: ["ramadan-picks", "family-time", "egyptian-classics", "khaleeji", "comedy-nights"],
  },
];
