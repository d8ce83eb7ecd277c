import type { LocalizedText } from "../db/localizedText";

export interface ChannelSeed {
  title: LocalizedText;
  eventType: "sport" | "news" | "entertainment";
  genre: string;
  /** Start-over of the programme on the air (domain/catchup.ts). */
  startoverEnabled: boolean;
  /** Catch-up: days after its end an aired programme plays again (0 to 7). */
  catchupDays: number;
}

/** Most channels keep a week of catch-up; the exceptions are the rights a real line-up has. */
function channel(en: string, ar: string, fr: string, eventType: ChannelSeed["eventType"], genre: string, replay: Partial<Pick<ChannelSeed, "startoverEnabled" | "catchupDays">> = {}): ChannelSeed {
  return { title: { ar, en, fr }, eventType, genre, startoverEnabled: replay.startoverEnabled ?? true, catchupDays: replay.catchupDays ?? 7 };
}

/** Live channels, in channel-number order (ids 501 upwards). Pure data. */
export const channels: readonly ChannelSeed[] = [
  channel("Shasha One", "شاشة وان", "Shasha Un", "entertainment", "drama"),
  channel("Shasha Drama", "شاشة دراما", "Shasha Drame", "entertainment", "drama"),
  channel("Shasha Cinema", "شاشة سينما", "Shasha Cinéma", "entertainment", "action"),
  // Children's programmes are licensed for three days of catch-up.
  channel("Shasha Kids", "شاشة أطفال", "Shasha Enfants", "entertainment", "kids", { catchupDays: 3 }),
  channel("Shasha Sport 1", "شاشة رياضة 1", "Shasha Sport 1", "sport", "sports"),
  channel("Shasha Sport 2", "شاشة رياضة 2", "Shasha Sport 2", "sport", "sports"),
  channel("Shasha Sport 3", "شاشة رياضة 3", "Shasha Sport 3", "sport", "sports"),
  channel("Shasha Sport 4", "شاشة رياضة 4", "Shasha Sport 4", "sport", "sports"),
  channel("Shasha Sport 5", "شاشة رياضة 5", "Shasha Sport 5", "sport", "sports"),
  channel("Shasha Sport 6", "شاشة رياضة 6", "Shasha Sport 6", "sport", "sports"),
  // Yesterday's bulletins are old news.
  channel("Shasha News", "شاشة الأخبار", "Shasha Info", "news", "documentary", { catchupDays: 1 }),
  channel("Shasha Khaleeji", "شاشة خليجية", "Shasha Golfe", "entertainment", "drama"),
  channel("Shasha Masr", "شاشة مصر", "Shasha Égypte", "entertainment", "drama"),
  channel("Shasha Maghreb", "شاشة المغرب العربي", "Shasha Maghreb", "entertainment", "drama"),
  channel("Shasha Comedy", "شاشة كوميدي", "Shasha Comédie", "entertainment", "comedy"),
  channel("Shasha Docs", "شاشة وثائقي", "Shasha Docs", "entertainment", "documentary"),
  // Music rights cover the live broadcast only.
  channel("Shasha Music", "شاشة موسيقى", "Shasha Musique", "entertainment", "reality", { startoverEnabled: false, catchupDays: 0 }),
  channel("Shasha Classics", "شاشة كلاسيك", "Shasha Classiques", "entertainment", "history"),
  channel("Shasha Series", "شاشة مسلسلات", "Shasha Séries", "entertainment", "drama"),
  channel("Shasha Family", "شاشة العائلة", "Shasha Famille", "entertainment", "family"),
  channel("Shasha Heritage", "شاشة تراث", "Shasha Patrimoine", "entertainment", "history"),
  channel("Shasha Action", "شاشة أكشن", "Shasha Action", "entertainment", "action"),
  // Live events replay as titles of their own (seed/liveEvents.ts), not as catch-up.
  channel("Shasha Events", "شاشة الأحداث", "Shasha Événements", "sport", "sports", { catchupDays: 0 }),
  channel("Shasha Levant", "شاشة الشام", "Shasha Levant", "entertainment", "drama"),
];
