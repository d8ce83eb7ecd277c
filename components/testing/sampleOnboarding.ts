/** Onboarding's choices for stories and tests (issue 31 §4): the genres step with two ticked, or titles to pick. */
import type { Genre, OnboardingChoices } from "@/domain/onboarding";
import type { Locale } from "@/domain/types";
import { manyItems } from "./contentItems";

const genreNames: Readonly<Record<string, Readonly<Record<Locale, string>>>> = {
  drama: { ar: "دراما", en: "Drama", fr: "Drame" },
  comedy: { ar: "كوميديا", en: "Comedy", fr: "Comédie" },
  action: { ar: "أكشن", en: "Action", fr: "Action" },
  thriller: { ar: "إثارة", en: "Thriller", fr: "Thriller" },
  romance: { ar: "رومانسي", en: "Romance", fr: "Romance" },
  family: { ar: "عائلي", en: "Family", fr: "Famille" },
  documentary: { ar: "وثائقي", en: "Documentary", fr: "Documentaire" },
  kids: { ar: "أطفال", en: "Kids", fr: "Enfants" },
};

export function sampleOnboarding(step: "genres" | "titles", locale: Locale): OnboardingChoices {
  if (step === "titles") return { step, titles: manyItems(locale, 12) };
  const genres: Genre[] = Object.entries(genreNames).map(([id, title]) => ({ id, title: title[locale] }));
  return { step, genres, picked: ["drama", "comedy"] };
}
