/**
 * The sport channels' word lists: clubs named after the region's cities ("Cairo Falcons" / "صقور القاهرة" /
 * "Faucons du Caire", invented, like every name in the seed) and the competitions they play in. Pure data.
 */
import type { LocalizedText } from "../../db/localizedText";
import type { Random } from "../createRandom";
import { places } from "../titleWords";
import { text } from "./epgText";

export interface Competition {
  name: LocalizedText;
  /** French "of the competition", contracted: "de la Ligue du Golfe", "du Championnat arabe". */
  frOf: string;
}

const clubNicknames: readonly LocalizedText[] = [
  text("Falcons", "صقور", "Faucons"),
  text("Lions", "أسود", "Lions"),
  text("Stars", "نجوم", "Étoiles"),
  text("Eagles", "نسور", "Aigles"),
  text("Knights", "فرسان", "Chevaliers"),
  text("Waves", "أمواج", "Vagues"),
];

/** The cities (not "the Nile", "the Desert"): a club is named after a city. */
const clubCities = places.filter((place) => place.origin !== "general" && !place.en.startsWith("the "));

export const footballCompetitions: readonly Competition[] = [
  { name: text("Arab Champions League", "دوري أبطال العرب", "Ligue des champions arabe"), frOf: "de la Ligue des champions arabe" },
  { name: text("Gulf League", "دوري الخليج", "Ligue du Golfe"), frOf: "de la Ligue du Golfe" },
  { name: text("North African Cup", "كأس شمال إفريقيا", "Coupe d'Afrique du Nord"), frOf: "de la Coupe d'Afrique du Nord" },
  { name: text("Levant Premier League", "الدوري الشامي الممتاز", "Premier League du Levant"), frOf: "de la Premier League du Levant" },
];

export const basketballCompetitions: readonly Competition[] = [
  { name: text("Arab Basketball Championship", "البطولة العربية لكرة السلة", "Championnat arabe de basket-ball"), frOf: "du Championnat arabe de basket-ball" },
  { name: text("Gulf Basketball League", "دوري الخليج لكرة السلة", "Ligue du Golfe de basket-ball"), frOf: "de la Ligue du Golfe de basket-ball" },
];

export function club(random: Random): LocalizedText {
  const city = random.pick(clubCities);
  const nickname = random.pick(clubNicknames);
  return text(`${city.en} ${nickname.en}`, `${nickname.ar} ${city.ar}`, `${nickname.fr} ${city.frOf}`);
}

/** Two different clubs, home side first. */
export function fixture(random: Random): { home: LocalizedText; away: LocalizedText } {
  const home = club(random);
  let away = club(random);
  while (away.en === home.en) away = club(random);
  return { home, away };
}

/** "Cairo Falcons v Doha Stars" / "صقور القاهرة ضد نجوم الدوحة" / "Faucons du Caire – Étoiles de Doha". */
export function fixtureTitle(home: LocalizedText, away: LocalizedText, prefix?: LocalizedText): LocalizedText {
  const before = (language: keyof LocalizedText) => (prefix === undefined ? "" : `${prefix[language]} `);
  return text(
    `${before("en")}${home.en} v ${away.en}`,
    `${before("ar")}${home.ar} ضد ${away.ar}`,
    `${before("fr")}${home.fr} – ${away.fr}`,
  );
}

/** The matchday of a weekly competition on a day: one round a week, a 30-round season. */
export function matchdayOf(dayNumber: number): number {
  return (Math.floor(dayNumber / 7) % 30) + 1;
}
