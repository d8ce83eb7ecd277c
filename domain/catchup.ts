/**
 * Start-over and catch-up (issue 30 §1): which of a channel's programmes play again, and how. One rule for the
 * services, which decide a playout by it, and for the pages, which offer "Start over" and "Watch" only where the
 * playout will be given.
 *
 * - A programme on the air plays from its start (start-over) where the channel has `startoverEnabled`. The stream is
 *   the channel's recording from the programme's start, growing until it ends (docs/live.md): the live stream keeps
 *   only spec 9's 1200 s window, and a viewer who starts over asks for the programme they came for, not its last 20
 *   minutes.
 * - A programme that has ended plays as catch-up for the channel's `catchupDays` after its end, at most seven days.
 * - A programme that has not begun does not play. Every playout also needs the channel's own rights (Plus, the age
 *   limit), checked as for the live stream.
 */

export const catchupMaxDays = 7;
const dayMs = 24 * 60 * 60 * 1000;

/** What a channel allows: start-over of what is on, and catch-up of what it aired in its last `catchupDays`. */
export interface ChannelReplayRights {
  startoverEnabled: boolean;
  /** 0 (none) to 7. */
  catchupDays: number;
}

export type ReplayRefusal = "not-aired" | "startover-off" | "catchup-off" | "catchup-expired";

export type ProgrammeReplay = { kind: "startover" | "catchup" } | { kind: "refused"; reason: ReplayRefusal };

/** A programme's id as a URL may carry it (`?programme=`): the guide's ids, nothing longer; else undefined. */
export function programmeParam(value: string | null | undefined): string | undefined {
  return value !== null && value !== undefined && /^[A-Za-z0-9_-]{1,64}$/.test(value) ? value : undefined;
}

/** The days a channel page's schedule reaches (`?day=`, from today): back as far as catch-up, ahead as the guide. */
export const scheduleDays = { first: -catchupMaxDays, last: 6 } as const;

/** `?day=` of a channel page: a whole number of days from today within `scheduleDays`; else undefined (today). */
export function scheduleDayParam(value: string | null | undefined): number | undefined {
  if (value === null || value === undefined || !/^-?\d{1,2}$/.test(value)) return undefined;
  const day = Number(value);
  return day >= scheduleDays.first && day <= scheduleDays.last && day !== 0 ? day : undefined;
}

/** How a programme from `startMs` to `stopMs` plays again at `nowMs` on a channel with these rights. */
export function programmeReplay(channel: ChannelReplayRights, programme: { startMs: number; stopMs: number }, nowMs: number): ProgrammeReplay {
  if (programme.startMs > nowMs) return { kind: "refused", reason: "not-aired" };
  if (programme.stopMs > nowMs) return channel.startoverEnabled ? { kind: "startover" } : { kind: "refused", reason: "startover-off" };
  const days = Math.min(catchupMaxDays, Math.max(0, Math.floor(channel.catchupDays)));
  if (days === 0) return { kind: "refused", reason: "catchup-off" };
  return programme.stopMs + days * dayMs > nowMs ? { kind: "catchup" } : { kind: "refused", reason: "catchup-expired" };
}
