import type { LocalizedText } from "../db/localizedText";

export interface GenreSeed {
  id: string;
  title: LocalizedText;
}

/** Genre ids are stable slugs; the content API's `genre` filter takes these. */
export const genres: readonly GenreSeed[] = [
  { id: "drama", title: { ar: "دراما", en: "Drama", fr: "Drame" } },
  { id: "comedy", title: { ar: "كوميديا", en: "Comedy", fr: "Comédie" } },
  { id: "action", title: { ar: "أكشن", en: "Action", fr: "Action" } },
  { id: "thriller", title: { ar: "إثارة", en: "Thriller", fr: "Thriller" } },
  { id: "romance", title: { ar: "رومانسي", en: "Romance", fr: "Romance" } },
  { id: "kids", title: { ar: "أطفال", en: "Kids", fr: "Enfants" } },
  { id: "documentary", title: { ar: "وثائقي", en: "Documentary", fr: "Documentaire" } },
  { id: "history", title: { ar: "تاريخي", en: "History", fr: "Histoire" } },
  { id: "family", title: { ar: "عائلي", en: "Family", fr: "Famille" } },
  { id: "sports", title: { ar: "رياضة", en: "Sports", fr: "Sport" } },
  { id: "reality", title: { ar: "تلفزيون الواقع", en: "Reality", fr: "Téléréalité" } },
  { id: "animation", title: { ar: "رسوم متحركة", en: "Animation", fr: "Animation" } },
  { id: "talk-show", title: { ar: "برامج حوارية", en: "Talk show", fr: "Talk-show" } },
  { id: "cooking", title: { ar: "طبخ", en: "Cooking", fr: "Cuisine" } },
];

/** Secondary genres that sit well with a primary one, so that a kids title is never also a thriller. */
export const compatibleGenres: Readonly<Record<string, readonly string[]>> = {
  drama: ["romance", "family", "history", "thriller"],
  comedy: ["family", "romance"],
  action: ["thriller", "drama"],
  thriller: ["drama", "action"],
  romance: ["drama", "comedy"],
  kids: ["animation", "family", "comedy"],
  documentary: ["history", "sports"],
  history: ["drama", "documentary"],
  family: ["comedy", "drama"],
  sports: ["documentary", "reality"],
  reality: ["family", "comedy"],
  animation: ["kids", "family", "comedy"],
  "talk-show": ["comedy", "family"],
  cooking: ["reality", "family"],
};
