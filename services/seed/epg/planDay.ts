/**
 * Plans one UTC day of one channel: programmes back to back from 00:00 to 24:00 UTC, no gap and no overlap, each
 * 30 to 120 minutes. Each day is planned on its own, from a seed of the channel and the day, so a programme is the
 * same whichever day the guide is generated on (a regenerated guide never changes what was already announced).
 */
import { createRandom, type Random } from "../createRandom";
import { seedOf } from "./epgText";
import { broadcastOffsetMinutes, type ChannelSchedule, type GuideProgramme, type ProgrammeFormat } from "./epgTypes";

export const dayMs = 86_400_000;
const minuteMs = 60_000;
const dayMinutes = 1440;
/** The shortest programme: nothing may leave less than this before the day ends. */
export const shortestMinutes = 30;
export const longestMinutes = 120;

function inHours(hours: readonly [number, number], hour: number): boolean {
  const [first, last] = hours;
  return first <= last ? hour >= first && hour <= last : hour >= first || hour <= last;
}

function startsHere(format: ProgrammeFormat, minuteOfHour: number): boolean {
  if (format.startsAt === "hour") return minuteOfHour === 0;
  if (format.startsAt === "half") return minuteOfHour === 30;
  return true;
}

/** The lengths that end the day exactly or leave at least the shortest programme's room. */
function lengthsThatFit(format: ProgrammeFormat, remaining: number): number[] {
  return format.minutes.filter((length) => length <= remaining && (length === remaining || remaining - length >= shortestMinutes));
}

function weightedPick(random: Random, formats: readonly ProgrammeFormat[]): ProgrammeFormat | undefined {
  const total = formats.reduce((sum, format) => sum + format.weight, 0);
  let roll = random.next() * total;
  for (const format of formats) {
    roll -= format.weight;
    if (roll < 0) return format;
  }
  return formats.at(-1);
}

/** The format and length of the programme starting `cursor` minutes into the day. */
function nextSlot(schedule: ChannelSchedule, random: Random, cursor: number, fillerOnly: boolean): { format: ProgrammeFormat; minutes: number } {
  const remaining = dayMinutes - cursor;
  const localHour = Math.floor((cursor + broadcastOffsetMinutes) / 60) % 24;
  const candidates = schedule.formats.filter(
    (format) => inHours(format.hours, localHour) && startsHere(format, cursor % 60) && lengthsThatFit(format, remaining).length > 0,
  );
  const format = (fillerOnly ? undefined : weightedPick(random, candidates)) ?? schedule.filler;
  const lengths = lengthsThatFit(format, remaining);
  // The filler comes in every length from 30 to 120 (epgTypes.ts anyLength), and what remains is always a multiple of
  // 15 of at least 30, so it always fits; a schedule whose filler does not is a bug in this folder.
  if (lengths.length === 0) throw new Error(`No programme fits the ${remaining} minutes left at minute ${cursor}`);
  return { format, minutes: random.pick(lengths) };
}

/** Draws for a programme other than the one just shown before the filler takes the slot. */
const attemptsToVary = 3;

/**
 * The next programme, with another title than `previousTitle` when the schedule has one: a channel shows the same
 * programme twice in a row only when even its filler is what was just on.
 */
function slotUnlike(previousTitle: string | undefined, schedule: ChannelSchedule, random: Random, cursor: number, dayNumber: number) {
  const localHour = Math.floor((cursor + broadcastOffsetMinutes) / 60) % 24;
  for (let attempt = 1; ; attempt += 1) {
    const slot = nextSlot(schedule, random, cursor, attempt > attemptsToVary);
    const text = slot.format.text({ random, dayNumber, localHour });
    if (text.title.en !== previousTitle || attempt > attemptsToVary) return { ...slot, text };
  }
}

/** One channel's programmes for the UTC day starting at `dayStart` (ms, midnight UTC). */
export function planDay(channelId: string, schedule: ChannelSchedule, dayStart: number): GuideProgramme[] {
  const dayNumber = Math.floor(dayStart / dayMs);
  const random = createRandom(seedOf(`${channelId}:${dayNumber}`));
  const programmes: GuideProgramme[] = [];
  for (let cursor = 0; cursor < dayMinutes; ) {
    const { format, minutes, text } = slotUnlike(programmes.at(-1)?.title.en, schedule, random, cursor, dayNumber);
    const { title, description, episode } = text;
    const start = dayStart + cursor * minuteMs;
    programmes.push({
      channelId,
      start,
      stop: start + minutes * minuteMs,
      title,
      description,
      category: format.category,
      ...(episode === undefined ? {} : { episode }),
    });
    cursor += minutes;
  }
  return programmes;
}
