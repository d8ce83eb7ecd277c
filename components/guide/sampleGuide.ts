/**
 * A small programme guide for stories and tests (issue 30 §1): the four sample live channels
 * (testing/contentItems.ts) over three hours of an evening, as of 19:12 UTC. Shasha 1 and Shasha Sports have a
 * programme on now, and Shasha 1 a gap later (nothing 20:15–20:30); Shasha News has a gap now (nothing 19:00–19:30);
 * Shasha Drama's guide ends at 20:40, so it has no next. Fixed times, so tests and screenshots do not move with the clock.
 */
import type { GuideData } from "./guideData";
import type { ChannelSchedule, GuideChannel, GuideFilters, GuidePage, NowNext, Programme } from "@/domain/guide";
import { isOnAt } from "@/domain/guideTime";
import type { Locale } from "@/domain/types";
import { liveChannelItems } from "../testing/contentItems";

export const sampleAt = "2026-03-10T19:12:00Z";
export const sampleWindow = { from: "2026-03-10T18:00:00Z", to: "2026-03-10T21:00:00Z" };
/** A viewer in Jordan: the server's guess at their zone. */
export const sampleTimeZone = "Asia/Amman";

type Words = Record<Locale, string>;

interface Seed {
  title: Words;
  category?: Words;
  /** UTC "HH:MM" on the sample's day; an end before the start is on the next day. */
  start: string;
  end: string;
  episode?: string;
}

const news: Words = { ar: "أخبار", en: "News", fr: "Infos" };
const football: Words = { ar: "كرة القدم", en: "Football", fr: "Football" };
const drama: Words = { ar: "دراما", en: "Drama", fr: "Drame" };

const seeds: Record<string, Seed[]> = {
  "ch-1": [
    { title: { ar: "ساعة العائلة", en: "The Family Hour", fr: "L’Heure de la famille" }, start: "17:30", end: "18:30" },
    { title: { ar: "حكايات المطبخ", en: "Kitchen Stories", fr: "Histoires de cuisine" }, start: "18:30", end: "19:30", episode: "S1 E4" },
    { title: { ar: "ليلة المسابقات", en: "Quiz Night", fr: "Soirée quiz" }, start: "19:30", end: "20:15" },
    { title: { ar: "الطريق الطويل", en: "The Long Road", fr: "La Longue Route" }, category: drama, start: "20:30", end: "21:30", episode: "S2 E14" },
  ],
  "ch-2": [
    { title: { ar: "قبل المباراة", en: "Match Preview", fr: "Avant-match" }, category: football, start: "18:00", end: "19:00" },
    { title: { ar: "الفيصلي ضد الوحدات", en: "Al-Faisaly v Al-Wehdat", fr: "Al-Faisaly – Al-Wehdat" }, category: football, start: "19:00", end: "21:00" },
  ],
  "ch-3": [
    { title: { ar: "نشرة المساء", en: "Evening News", fr: "Journal du soir" }, category: news, start: "18:00", end: "19:00" },
    { title: { ar: "تقرير العالم", en: "World Report", fr: "Le Monde ce soir" }, category: news, start: "19:30", end: "20:00" },
    { title: { ar: "نقاش الليلة", en: "Debate Tonight", fr: "Le Débat" }, category: news, start: "20:00", end: "21:00" },
  ],
  "ch-4": [
    { title: { ar: "ليالي الرياض", en: "Nights of Riyadh", fr: "Les Nuits de Riyad" }, category: drama, start: "18:15", end: "19:05", episode: "S1 E3" },
    { title: { ar: "البحر الخفي", en: "The Hidden Sea", fr: "La Mer cachée" }, category: drama, start: "19:05", end: "20:40" },
  ],
};

function utc(time: string, nextDay = false): string {
  return `2026-03-${nextDay ? "11" : "10"}T${time}:00Z`;
}

function programme(channelId: string, seed: Seed, index: number, locale: Locale): Programme {
  const result: Programme = {
    id: `${channelId}-p${index + 1}`,
    channelId,
    title: seed.title[locale],
    description: "",
    category: seed.category?.[locale] ?? null,
    start: utc(seed.start),
    end: utc(seed.end, seed.end < seed.start),
  };
  if (seed.episode !== undefined) result.episode = seed.episode;
  return result;
}

export function sampleProgrammes(channelId: string, locale: Locale): Programme[] {
  return (seeds[channelId] ?? []).map((seed, index) => programme(channelId, seed, index, locale));
}

/** Now and next as the content service works them out: the programme on at `at`, and the first one after it. */
function nowNextOf(programmes: readonly Programme[], at: string): NowNext {
  const now = programmes.find((item) => isOnAt(item, at));
  const next = programmes.find((item) => Date.parse(item.start) > Date.parse(at));
  return { ...(now ? { now } : {}), ...(next ? { next } : {}) };
}

export function sampleGuideChannels(locale: Locale): GuideChannel[] {
  return liveChannelItems(locale).map((channel) => {
    const programmes = sampleProgrammes(channel.id, locale);
    return { channel, programmes, ...nowNextOf(programmes, sampleAt) };
  });
}

export function sampleGuidePage(locale: Locale): GuidePage {
  const channels = sampleGuideChannels(locale);
  return { channels, page: 0, size: 25, total: channels.length, at: sampleAt, window: sampleWindow };
}

/** Shasha 1's now and next; `gap` gives Shasha News's (nothing now), `end` Shasha Drama's (nothing next). */
export function sampleNowNext(locale: Locale, which: "full" | "gap" | "end" = "full"): NowNext {
  const channelId = { full: "ch-1", gap: "ch-3", end: "ch-4" }[which];
  return nowNextOf(sampleProgrammes(channelId, locale), sampleAt);
}

/** Shasha 1's evening: one programme ended, one on now, a gap at 20:15, one running past the end. */
export function sampleSchedule(locale: Locale): ChannelSchedule {
  const channel = liveChannelItems(locale).find((item) => item.id === "ch-1");
  if (!channel) throw new Error("the sample live channels have no ch-1");
  return { channel, from: sampleWindow.from, to: sampleWindow.to, programmes: sampleProgrammes("ch-1", locale) };
}

export function sampleFilters(locale: Locale): GuideFilters {
  const words = (ar: string, en: string, fr: string) => ({ ar, en, fr })[locale];
  return {
    eventTypes: [
      { id: "sport", title: words("رياضة", "Sport", "Sport"), channelCount: 1 },
      { id: "news", title: words("أخبار", "News", "Infos"), channelCount: 1 },
      { id: "entertainment", title: words("ترفيه", "Entertainment", "Divertissement"), channelCount: 2 },
    ],
    genres: [
      { id: "drama", title: words("دراما", "Drama", "Drame"), channelCount: 1 },
      { id: "kids", title: words("أطفال", "Kids", "Enfants"), channelCount: 1 },
    ],
    days: { first: "2026-03-10", last: "2026-03-16" },
  };
}

/** The programme-guide block's data for stories and tests: each view over the samples, formatted in Amman's zone. */
export function sampleGuideData(view: "grid" | "now-next" | "channel", locale: Locale): GuideData {
  const display = { locale, timeZone: sampleTimeZone, country: "JO" };
  if (view === "channel") return { kind: "channel", schedule: sampleSchedule(locale), nowNext: sampleNowNext(locale), at: sampleAt, display, day: 0 };
  if (view === "now-next") return { kind: "now-next", page: sampleGuidePage(locale), display };
  return { kind: "grid", page: sampleGuidePage(locale), display, filters: sampleFilters(locale) };
}
