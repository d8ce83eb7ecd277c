/** Small helpers the guide's word lists and formats write their three-language texts with. */
import type { LocalizedText } from "../../db/localizedText";

/** A text in the three languages, in the order services/seed/channels.ts writes them: English, Arabic, French. */
export function text(en: string, ar: string, fr: string): LocalizedText {
  return { ar, en, fr };
}

/** Each language's sentences one after the other. */
export function sentences(...parts: readonly LocalizedText[]): LocalizedText {
  return {
    ar: parts.map((part) => part.ar).join(" "),
    en: parts.map((part) => part.en).join(" "),
    fr: parts.map((part) => part.fr).join(" "),
  };
}

/** "Episode 14." in each language. */
export function episodeSentence(episode: number): LocalizedText {
  return text(`Episode ${episode}.`, `الحلقة ${episode}.`, `Épisode ${episode}.`);
}

/** XMLTV's on-screen episode number, the same in every language. */
export function onscreenEpisode(season: number, episode: number): string {
  return `S${season} E${episode}`;
}

/**
 * Which episode a daily series is at on a day: one a day, a 30-episode season, a new season every 30 days, so a
 * viewer sees the story move on from one day to the next and the same episode whichever day the guide was made on.
 */
export function dailyEpisode(dayNumber: number, offset: number, seasons = 3): { season: number; episode: number } {
  const count = dayNumber + offset;
  return { season: (Math.floor(count / 30) % seasons) + 1, episode: (count % 30) + 1 };
}

/** A stable 32-bit seed from a text (FNV-1a), for per-channel and per-day randomness. */
export function seedOf(key: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index += 1) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
