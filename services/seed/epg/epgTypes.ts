/**
 * The generated programme guide's shapes: a programme as the XMLTV writer takes it, and the programme formats a
 * channel's schedule is planned from (what airs, how long, at which hours of the broadcast day).
 */
import type { LocalizedText } from "../../db/localizedText";
import type { Random } from "../createRandom";

export interface GuideProgramme {
  /** The content id of the channel ("501"); the document names it `ch-501`. */
  channelId: string;
  /** Milliseconds since the epoch (UTC). */
  start: number;
  stop: number;
  title: LocalizedText;
  description: LocalizedText;
  category: LocalizedText;
  /** XMLTV's `onscreen` episode number ("S2 E14"): the same in every language. */
  episode?: string;
}

export interface ProgrammeText {
  title: LocalizedText;
  description: LocalizedText;
  episode?: string;
}

/** What a format's text is made from: the day's randomness and where in the schedule the programme falls. */
export interface SlotContext {
  random: Random;
  /** Days since the epoch of the UTC day being planned: episode numbers and matchdays count with it. */
  dayNumber: number;
  /** The hour of the broadcast day (broadcastOffsetMinutes) the programme starts at. */
  localHour: number;
}

export interface ProgrammeFormat {
  category: LocalizedText;
  /** The lengths it comes in, each a multiple of 15 minutes from 30 to 120. */
  minutes: readonly number[];
  /** The broadcast hours it may start in, first and last inclusive; wraps past midnight when first > last. */
  hours: readonly [number, number];
  /** Starts only on the hour (bulletins, live matches) or only at half past (the news channel's magazines). */
  startsAt?: "hour" | "half";
  weight: number;
  text(context: SlotContext): ProgrammeText;
}

/** A channel's programming: the formats it picks from, and the one that can fill any length left over. */
export interface ChannelSchedule {
  formats: readonly ProgrammeFormat[];
  filler: ProgrammeFormat;
}

/**
 * The broadcast day's clock: the region's channels plan their day in Arabia Standard Time (UTC+3, no daylight
 * saving), so "cartoons in the morning" means the morning in Riyadh, Amman or Baghdad. Only the planning uses it;
 * every time in the document is UTC.
 */
export const broadcastOffsetMinutes = 180;

/** Any length from 30 to 120 minutes in steps of 15: what fillers come in. */
export const anyLength: readonly number[] = [30, 45, 60, 75, 90, 105, 120];
