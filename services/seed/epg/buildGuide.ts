/**
 * The seeded guide: every live channel of services/seed/channels.ts (content ids 501 upwards, buildChannels.ts),
 * from 7 days before a UTC day to 7 days after it, day by day (planDay.ts).
 */
import { firstChannelId } from "../buildChannels";
import { channels } from "../channels";
import { scheduleFor, scheduleKindOf } from "./channelSchedules";
import type { GuideProgramme } from "./epgTypes";
import { dayMs, planDay } from "./planDay";

/** Days before and after the given day that the guide covers. */
export const guideDaysAround = 7;

export interface GuideChannel {
  id: string;
  title: (typeof channels)[number]["title"];
}

export const guideChannels: readonly GuideChannel[] = channels.map((channel, index) => ({
  id: String(firstChannelId + index),
  title: channel.title,
}));

/** Midnight UTC of the day `time` falls on, in ms. */
export function utcDayStart(time: Date | number): number {
  const ms = typeof time === "number" ? time : time.getTime();
  return Math.floor(ms / dayMs) * dayMs;
}

/** The first and the end (exclusive) instant the guide for `day` covers: 7 days before its start to 7 days after its end. */
export function guideRange(day: Date): { from: number; to: number } {
  const start = utcDayStart(day);
  return { from: start - guideDaysAround * dayMs, to: start + (guideDaysAround + 1) * dayMs };
}

/** Every channel's programmes, channel by channel in channel order, each in time order. */
export function buildGuide(day: Date): GuideProgramme[] {
  const { from, to } = guideRange(day);
  return channels.flatMap((channel, index) => {
    const channelId = String(firstChannelId + index);
    const schedule = scheduleFor(scheduleKindOf(channel), channelId);
    const programmes: GuideProgramme[] = [];
    for (let dayStart = from; dayStart < to; dayStart += dayMs) programmes.push(...planDay(channelId, schedule, dayStart));
    return programmes;
  });
}
