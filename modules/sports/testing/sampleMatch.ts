/**
 * The sports sample's two matches with events (sampleSports.ts). Al-Faisaly 3–2 Al-Wehdat, finished, has an event
 * of every type of domain/sports/matchEvents.ts (with a detail for each no goal, VAR review and missed penalty), its
 * line-ups and statistics; Al-Hussein v Al-Ramtha is live at 67'. Each goal's running score is counted from the
 * events (domain/sports/results.ts), never typed, so the timeline and the final score cannot disagree.
 */
import type { EventDetail, MatchEventType } from "@/domain/sports/matchEvents";
import { scoringEventTypes } from "@/domain/sports/matchEvents";
import { withRunningScore } from "@/domain/sports/results";
import type { LineUp, MatchEvent, TeamMatchStats } from "@/domain/sports/types";
import type { Locale } from "@/domain/types";
import { samplePlayer } from "./samplePlayers";

/** Minute (with added time as "45+2"), type, team, player, second player (one going off; an assist), detail. */
type EventSeed = readonly [string, MatchEventType, string, string?, string?, EventDetail?];

export const finishedFixtureId = "md3-fai-weh";
export const liveFixtureId = "md3-hus-ram";
export const scheduledFixtureId = "md3-sha-sal";

/** In match order. Own goal: Samer Awad (Al-Wehdat) puts it in his own net; it counts for Al-Faisaly. */
const finishedSeeds: readonly EventSeed[] = [
  ["12", "goal", "fai", "fai-9", "fai-10"],
  ["18", "yellowCard", "weh", "weh-5"],
  ["24", "noGoal", "weh", "weh-7", undefined, "offside"],
  ["33", "var", "weh", undefined, undefined, "penaltyAwarded"],
  ["35", "penaltyGoal", "weh", "weh-9"],
  ["40", "injury", "fai", "fai-7"],
  ["45+2", "ownGoal", "fai", "weh-3"],
  ["46", "substitution", "fai", "fai-19", "fai-7"],
  ["52", "yellowCard", "fai", "fai-6"],
  ["58", "penaltyMissed", "weh", "weh-9", undefined, "saved"],
  ["63", "doubleYellow", "weh", "weh-5"],
  ["70", "goal", "weh", "weh-11", "weh-10"],
  ["71", "var", "weh", undefined, undefined, "goalConfirmed"],
  ["78", "redCard", "fai", "fai-8"],
  ["84", "substitution", "weh", "weh-20", "weh-7"],
  ["90+3", "goal", "fai", "fai-19", "fai-10"],
];

const liveSeeds: readonly EventSeed[] = [
  ["23", "goal", "hus", "hus-9", "hus-10"],
  ["41", "yellowCard", "ram", "ram-7"],
  ["55", "substitution", "ram", "ram-14", "ram-7"],
  ["61", "injury", "hus", "hus-10"],
];

function eventOf(fixtureId: string, index: number, [clock, type, teamId, playerId, secondId, detail]: EventSeed, locale: Locale): MatchEvent {
  const [minute = 0, addedTime = 0] = clock.split("+").map(Number);
  return {
    id: `${fixtureId}-e${index + 1}`,
    type,
    // The sample has no event at 45 of the second half: minute 45 and its added time are the first half's.
    period: minute > 45 ? 2 : 1,
    minute,
    addedTime,
    teamId,
    ...(playerId === undefined ? {} : { player: samplePlayer(locale, playerId) }),
    ...(secondId === undefined ? {} : { secondPlayer: samplePlayer(locale, secondId) }),
    ...(detail === undefined ? {} : { detail }),
  };
}

/** The events with the score after each goal, as the adapter gives them. */
function eventsOf(fixtureId: string, homeId: string, awayId: string, seeds: readonly EventSeed[], locale: Locale): MatchEvent[] {
  const events = seeds.map((seed, index) => eventOf(fixtureId, index, seed, locale));
  return withRunningScore(homeId, awayId, events).map(({ event, score }) => (scoringEventTypes.has(event.type) ? { ...event, score } : event));
}

export function finishedEvents(locale: Locale): MatchEvent[] {
  return eventsOf(finishedFixtureId, "fai", "weh", finishedSeeds, locale);
}

export function liveEvents(locale: Locale): MatchEvent[] {
  return eventsOf(liveFixtureId, "hus", "ram", liveSeeds, locale);
}

export const liveClock = { minute: 67, addedTime: 0 };

function lineUpOf(locale: Locale, teamId: string, starting: readonly number[], bench: readonly number[]): LineUp {
  const players = (numbers: readonly number[]) => numbers.map((shirt) => samplePlayer(locale, `${teamId}-${shirt}`));
  return { teamId, formation: "4-3-3", starting: players(starting), bench: players(bench) };
}

export function finishedLineUps(locale: Locale): { home: LineUp; away: LineUp } {
  return {
    home: lineUpOf(locale, "fai", [1, 2, 3, 4, 5, 6, 8, 10, 7, 9, 11], [22, 15, 14, 17, 19]),
    away: lineUpOf(locale, "weh", [1, 2, 3, 4, 5, 6, 8, 10, 7, 9, 11], [23, 15, 16, 18, 20]),
  };
}

/** Cards agree with the events: one yellow each; Al-Faisaly's red, Al-Wehdat's second yellow. */
export const finishedStats: { home: TeamMatchStats; away: TeamMatchStats } = {
  home: { possession: 54, shots: 14, shotsOnTarget: 6, corners: 7, fouls: 12, offsides: 2, yellowCards: 1, redCards: 1 },
  away: { possession: 46, shots: 11, shotsOnTarget: 5, corners: 4, fouls: 15, offsides: 3, yellowCards: 1, redCards: 1 },
};
