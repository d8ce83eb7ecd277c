/**
 * Which programming each seeded live channel airs, from what services/seed/channels.ts says of it: its event type
 * (news, sport) and its genre (kids, action, comedy, ...). A channel added there gets a fitting schedule without
 * a change here; a genre without its own falls back to drama, the region's staple.
 */
import type { ChannelSeed } from "../channels";
import { docsSchedule, musicSchedule } from "./docsMusicSchedules";
import { cinemaSchedule, classicsSchedule, comedySchedule, dramaSchedule, familySchedule } from "./entertainmentSchedules";
import type { ChannelSchedule } from "./epgTypes";
import { kidsSchedule } from "./kidsFormats";
import { newsSchedule } from "./newsFormats";
import { sportSchedule } from "./sportFormats";

export const scheduleKinds = ["news", "sport", "kids", "cinema", "comedy", "docs", "music", "classics", "family", "drama"] as const;
export type ScheduleKind = (typeof scheduleKinds)[number];

const kindByGenre: Readonly<Record<string, ScheduleKind>> = {
  kids: "kids",
  animation: "kids",
  action: "cinema",
  thriller: "cinema",
  comedy: "comedy",
  documentary: "docs",
  reality: "music",
  history: "classics",
  family: "family",
};

export function scheduleKindOf(channel: ChannelSeed): ScheduleKind {
  if (channel.eventType === "news") return "news";
  if (channel.eventType === "sport") return "sport";
  return kindByGenre[channel.genre] ?? "drama";
}

export function scheduleFor(kind: ScheduleKind, channelId: string): ChannelSchedule {
  switch (kind) {
    case "news":
      return newsSchedule;
    case "sport":
      return sportSchedule;
    case "kids":
      return kidsSchedule;
    case "cinema":
      return cinemaSchedule();
    case "comedy":
      return comedySchedule(channelId);
    case "docs":
      return docsSchedule();
    case "music":
      return musicSchedule();
    case "classics":
      return classicsSchedule(channelId);
    case "family":
      return familySchedule(channelId);
    case "drama":
      return dramaSchedule(channelId);
  }
}
