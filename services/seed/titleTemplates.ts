import type { LocalizedText } from "../db/localizedText";
import type { PluralNoun, Place, TitleAdjective, TitleNoun } from "./titleWords";

type KidsName = { en: string; fr: string; ar: string };

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "The Silent Sea" / "La Mer silencieuse" / "البحر الصامت". */
export function adjectiveTitle(noun: TitleNoun, adjective: TitleAdjective): LocalizedText {
  return {
    en: `The ${adjective.en} ${noun.en}`,
    fr: `${noun.fr} ${noun.frGender === "m" ? adjective.frM : adjective.frF}`,
    ar: `${noun.ar} ${noun.arGender === "m" ? adjective.arM : adjective.arF}`,
  };
}

/** "Secrets of Cairo" / "Les Secrets du Caire" / "أسرار القاهرة". */
export function placeTitle(noun: PluralNoun, place: Place): LocalizedText {
  return { en: `${noun.en} of ${place.en}`, fr: `${noun.fr} ${place.frOf}`, ar: `${noun.ar} ${place.ar}` };
}

function frenchOf(name: string): string {
  return name.startsWith("le ") ? `du ${name.slice(3)}` : `de ${name}`;
}

/** "The Adventures of Zaki" / "Les Aventures de Zaki" / "مغامرات زكي". */
export function adventuresTitle(name: KidsName): LocalizedText {
  return { en: `The Adventures of ${name.en}`, fr: `Les Aventures ${frenchOf(name.fr)}`, ar: `مغامرات ${name.ar}` };
}

/** "Zaki and Lulu" / "Zaki et Loulou" / "زكي ولولو". */
export function pairTitle(first: KidsName, second: KidsName): LocalizedText {
  return {
    en: `${capitalize(first.en)} and ${second.en}`,
    fr: `${capitalize(first.fr)} et ${second.fr}`,
    ar: `${first.ar} و${second.ar}`,
  };
}
