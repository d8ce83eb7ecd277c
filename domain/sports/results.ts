/**
 * A finished match as the computed tables read it (standings.ts, topScorers.ts, teamStats.ts): the two teams and the
 * events, nothing else. The score is never stored beside the events: it is counted from them here, so a table can
 * never disagree with the timeline it was computed from.
 */
import { type MatchEventType, scoringEventTypes } from "./matchEvents";

export interface ResultEvent {
  type: MatchEventType;
  /** The team the event belongs to; for an own goal the team credited with it (the scorer plays for the other one). */
  teamId: string;
  playerId?: string;
}

export interface MatchResult {
  fixtureId: string;
  /** ISO 8601 UTC: orders a team's form. */
  kickOff: string;
  homeTeamId: string;
  awayTeamId: string;
  /** In match order. */
  events: readonly ResultEvent[];
}

export interface Score {
  home: number;
  away: number;
}

/** The score after the given events: goals, penalty goals and own goals, each for the team credited. */
export function scoreOf(result: Pick<MatchResult, "homeTeamId" | "awayTeamId" | "events">): Score {
  const score = { home: 0, away: 0 };
  for (const event of result.events) {
    if (!scoringEventTypes.has(event.type)) continue;
    if (event.teamId === result.homeTeamId) score.home += 1;
    else if (event.teamId === result.awayTeamId) score.away += 1;
  }
  return score;
}

/** Each event with the score after it (the timeline's "2-1" beside each goal). */
export function withRunningScore<E extends ResultEvent>(homeTeamId: string, awayTeamId: string, events: readonly E[]): { event: E; score: Score }[] {
  const score = { home: 0, away: 0 };
  return events.map((event) => {
    if (scoringEventTypes.has(event.type)) {
      if (event.teamId === homeTeamId) score.home += 1;
      else if (event.teamId === awayTeamId) score.away += 1;
    }
    return { event, score: { ...score } };
  });
}

export type Outcome = "W" | "D" | "L";

/** The result from one team's side. */
export function outcomeFor(teamId: string, result: MatchResult): { outcome: Outcome; goalsFor: number; goalsAgainst: number } | undefined {
  const score = scoreOf(result);
  if (teamId !== result.homeTeamId && teamId !== result.awayTeamId) return undefined;
  const home = teamId === result.homeTeamId;
  const goalsFor = home ? score.home : score.away;
  const goalsAgainst = home ? score.away : score.home;
  return { outcome: goalsFor > goalsAgainst ? "W" : goalsFor === goalsAgainst ? "D" : "L", goalsFor, goalsAgainst };
}
