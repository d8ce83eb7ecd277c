/**
 * The live match as the page receives it (issue 30 §3): a trimmed, public snapshot of the sports service's
 * `/match/{id}/live` (fixture id, kick-off, status, the two teams, score, phase, clock, events and the service's
 * time), built on the server from the adapter's domain `MatchLive` (checked with zod at the adapter's boundary) and
 * sent by app/api/sports/matches/[fixtureId]/live as server-sent events or JSON.
 *
 * The browser checks every snapshot it receives with `liveSnapshotCheck`, written with domain/check rather than zod:
 * this file reaches the viewer's browser through useLiveMatch.ts, and zod may not (issue 27, guarded by
 * components/clientImports.test.ts). Its events keep the domain's `MatchEvent` shape (optional fields left out, not
 * null), so the sports views take them as they take the server's.
 */
import * as check from "@/domain/check";
import { eventDetails, matchEventTypes } from "@/domain/sports/matchEvents";
import type { MatchLive } from "@/domain/sports/types";

const count = check.refine(check.number, (value) => Number.isInteger(value) && value >= 0, "a whole number from 0");
const score = check.object({ home: count, away: count });
const team = check.object({ id: check.nonEmptyString, name: check.string, shortName: check.string, code: check.string });
const player = check.object({
  id: check.nonEmptyString,
  name: check.string,
  shirtNumber: count,
  position: check.oneOf(["GK", "DF", "MF", "FW"]),
});
const event = check.object({
  id: check.nonEmptyString,
  type: check.oneOf(matchEventTypes),
  period: check.oneOf([1, 2]),
  minute: count,
  addedTime: count,
  teamId: check.nonEmptyString,
  player: check.optional(player),
  secondPlayer: check.optional(player),
  score: check.optional(score),
  detail: check.optional(check.oneOf(Object.values(eventDetails).flat())),
});

/** What a snapshot must be, in the browser (a reply of the app's own API is still outside data). */
export const liveSnapshotCheck = check.object({
  fixtureId: check.nonEmptyString,
  /** ISO 8601 UTC; a showcase that kicks off again gets a new one. */
  kickOff: check.nonEmptyString,
  status: check.oneOf(["scheduled", "live", "finished"]),
  home: team,
  away: team,
  /** Absent while scheduled. */
  score: check.optional(score),
  /** While live. */
  phase: check.optional(check.oneOf(["firstHalf", "halfTime", "secondHalf"])),
  /** While live: the minute on the clock. */
  clock: check.optional(check.object({ minute: count, addedTime: count })),
  /** The events so far, in match order. */
  events: check.array(event),
  /** The service's clock when it answered: the snapshot's version. */
  asOf: check.nonEmptyString,
});

export type LiveSnapshot = check.Infer<typeof liveSnapshotCheck>;
export type LiveEvent = LiveSnapshot["events"][number];
export type LiveTeam = LiveSnapshot["home"];

/** A snapshot from outside data, or undefined when it is not one. */
export function parseLiveSnapshot(value: unknown): LiveSnapshot | undefined {
  const parsed = liveSnapshotCheck.parse(value);
  return parsed.ok ? parsed.value : undefined;
}

/** The public part of the adapter's live match: the fixture's venue, broadcast and replay stay on the page's load. */
export function toLiveSnapshot(live: MatchLive): LiveSnapshot {
  const { fixture } = live;
  const teamOf = (side: MatchLive["fixture"]["home"]): LiveTeam => ({ id: side.id, name: side.name, shortName: side.shortName, code: side.code });
  return {
    fixtureId: fixture.id,
    kickOff: fixture.kickOff,
    status: fixture.status,
    home: teamOf(fixture.home),
    away: teamOf(fixture.away),
    ...(fixture.score === undefined ? {} : { score: { home: fixture.score.home, away: fixture.score.away } }),
    ...(live.phase === undefined ? {} : { phase: live.phase }),
    ...(live.clock === undefined ? {} : { clock: { minute: live.clock.minute, addedTime: live.clock.addedTime } }),
    events: live.events.map((item) => ({ ...item })),
    asOf: live.asOf,
  };
}

/** JSON with object keys sorted, so two snapshots compare by content whatever order their keys were built in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value).filter(([, field]) => field !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonical(field)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** Whether anything a viewer sees differs: every field but `asOf`, which changes with each answer. */
export function snapshotChanged(previous: LiveSnapshot, next: LiveSnapshot): boolean {
  return canonical({ ...previous, asOf: "" }) !== canonical({ ...next, asOf: "" });
}
