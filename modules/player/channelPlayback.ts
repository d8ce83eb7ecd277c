/**
 * What a live channel's player page plays (issue 30 §1): the channel live, saying what is on and offering to start it
 * over where the channel allows; or, with `?programme=`, that programme again (started over while it is on, caught up
 * once it is over; domain/catchup.ts). The programme is looked up in the channel's last seven days of guide. The
 * playback service decides in the end: a programme this page cannot find, or the rule refuses, is still asked for,
 * and the player says the service's refusal.
 */
import { programmeReplay } from "@/domain/catchup";
import type { ChannelSchedule, Programme } from "@/domain/guide";
import type { ContentItem } from "@/domain/types";

export type ChannelPlayback =
  /** The channel live; `startOver` when the programme on now may be started over. */
  | { kind: "live"; onNow?: Programme; startOver: boolean }
  /** One programme again: `programme` when the guide has it, `replay` what the rule allows. */
  | { kind: "programme"; programmeId: string; programme?: Programme; replay?: "startover" | "catchup" };

type Schedule = (channelId: string, window: { from: string; to: string }) => Promise<ChannelSchedule | undefined>;

const minuteMs = 60_000;
const weekMs = 7 * 24 * 60 * minuteMs;
const iso = (ms: number) => new Date(ms).toISOString();

export async function channelPlayback(channel: ContentItem, schedule: Schedule, programmeId: string | undefined, nowMs: number): Promise<ChannelPlayback> {
  const rights = channel.replay ?? { startoverEnabled: false, catchupDays: 0 };
  // The guide's longest window (7 days), ending just after now: everything catch-up can reach, and what is on.
  const window = programmeId === undefined ? { from: iso(nowMs - minuteMs), to: iso(nowMs + minuteMs) } : { from: iso(nowMs + 5 * minuteMs - weekMs), to: iso(nowMs + 5 * minuteMs) };
  const programmes = (await schedule(channel.id, window).catch(() => undefined))?.programmes ?? [];
  const timesOf = (programme: Programme) => ({ startMs: Date.parse(programme.start), stopMs: Date.parse(programme.end) });
  if (programmeId === undefined) {
    const onNow = programmes.find((programme) => timesOf(programme).startMs <= nowMs && timesOf(programme).stopMs > nowMs);
    return { kind: "live", ...(onNow ? { onNow } : {}), startOver: onNow !== undefined && programmeReplay(rights, timesOf(onNow), nowMs).kind === "startover" };
  }
  const programme = programmes.find((candidate) => candidate.id === programmeId);
  if (!programme) return { kind: "programme", programmeId };
  const verdict = programmeReplay(rights, timesOf(programme), nowMs);
  return { kind: "programme", programmeId, programme, ...(verdict.kind === "refused" ? {} : { replay: verdict.kind }) };
}
