import type { LocalizedText } from "../db/localizedText";
import type { Random } from "./createRandom";
import { adjectiveTitle, adventuresTitle, pairTitle, placeTitle } from "./titleTemplates";
import {
  dramaAdjectives,
  dramaNouns,
  kidsNames,
  type Origin,
  places,
  pluralNouns,
  showNouns,
  showQualifiers,
} from "./titleWords";

export interface GeneratedTitle {
  title: LocalizedText;
  origin: Origin;
}

export interface TitleGenerator {
  /** Drama-like titles: "The Silent Sea" or "Secrets of Cairo". */
  drama(): GeneratedTitle;
  /** Place titles only, for documentaries. */
  place(): GeneratedTitle;
  /** Programme titles: "The Gulf Majlis". */
  show(): GeneratedTitle;
  /** Children's titles: "The Adventures of Zaki", "Zaki and Lulu". */
  kids(): GeneratedTitle;
}

const regionalOrigins: readonly Origin[] = [
  "egyptian",
  "egyptian",
  "khaleeji",
  "khaleeji",
  "levantine",
  "levantine",
  "maghrebi",
  "iraqi",
];

const kidsPeople = kidsNames.filter((name) => !name.en.startsWith("the "));

/** Hands out titles that are unique across the whole catalogue (by their English form). */
export function createTitleGenerator(random: Random): TitleGenerator {
  const used = new Set<string>();
  const unique = (make: () => GeneratedTitle): GeneratedTitle => {
    for (let attempt = 0; attempt < 500; attempt += 1) {
      const candidate = make();
      if (!used.has(candidate.title.en)) {
        used.add(candidate.title.en);
        return candidate;
      }
    }
    throw new Error("Ran out of unique titles; add words to titleWords.ts");
  };
  const place = (): GeneratedTitle => {
    const where = random.pick(places);
    return { title: placeTitle(random.pick(pluralNouns), where), origin: where.origin };
  };
  const adjective = (): GeneratedTitle => ({
    title: adjectiveTitle(random.pick(dramaNouns), random.pick(dramaAdjectives)),
    origin: random.pick(regionalOrigins),
  });
  const show = (): GeneratedTitle => ({
    title: adjectiveTitle(random.pick(showNouns), random.pick(showQualifiers)),
    origin: random.pick(regionalOrigins),
  });
  const kids = (): GeneratedTitle => {
    if (random.chance(0.35)) return { title: adventuresTitle(random.pick(kidsNames)), origin: "general" };
    const first = random.pick(kidsPeople);
    const second = random.pick(kidsPeople.filter((name) => name !== first));
    return { title: pairTitle(first, second), origin: "general" };
  };
  return {
    drama: () => unique(() => (random.chance(0.6) ? adjective() : place())),
    place: () => unique(place),
    show: () => unique(show),
    kids: () => unique(kids),
  };
}
