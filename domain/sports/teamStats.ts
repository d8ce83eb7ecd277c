/**
 * Team and tournament statistics, computed from the finished matches' events: goals for and against, clean sheets
 * (a match without conceding), yellow cards (each `yellowCard` event, so the first yellow of a double yellow counts
 * once) and sending-offs (a red card or a double yellow).
 */
import { sendingOffEventTypes } from "./matchEvents";
import { type MatchResult, outcomeFor, scoreOf } from "./results";

export interface TeamStatsRow {
  teamId: string;
  played: number;
  goalsFor: number;
  goalsAgainst: number;
  cleanSheets: number;
  yellowCards: number;
  redCards: number;
}

export interface TournamentTotals {
  matchesPlayed: number;
  goals: number;
  /** Two decimals; 0 before the first match. */
  goalsPerMatch: number;
  penaltyGoals: number;
  ownGoals: number;
  yellowCards: number;
  redCards: number;
}

/** One row per team, in the order given. */
export function computeTeamStats(teamIds: readonly string[], results: readonly MatchResult[]): TeamStatsRow[] {
  return teamIds.map((teamId) => {
    const row: TeamStatsRow = { teamId, played: 0, goalsFor: 0, goalsAgainst: 0, cleanSheets: 0, yellowCards: 0, redCards: 0 };
    for (const result of results) {
      const side = outcomeFor(teamId, result);
      if (side === undefined) continue;
      row.played += 1;
      row.goalsFor += side.goalsFor;
      row.goalsAgainst += side.goalsAgainst;
      if (side.goalsAgainst === 0) row.cleanSheets += 1;
      for (const event of result.events) {
        if (event.teamId !== teamId) continue;
        if (event.type === "yellowCard") row.yellowCards += 1;
        else if (sendingOffEventTypes.has(event.type)) row.redCards += 1;
      }
    }
    return row;
  });
}

export function computeTournamentTotals(results: readonly MatchResult[]): TournamentTotals {
  const totals = { matchesPlayed: results.length, goals: 0, penaltyGoals: 0, ownGoals: 0, yellowCards: 0, redCards: 0 };
  for (const result of results) {
    const score = scoreOf(result);
    totals.goals += score.home + score.away;
    for (const event of result.events) {
      if (event.type === "penaltyGoal") totals.penaltyGoals += 1;
      else if (event.type === "ownGoal") totals.ownGoals += 1;
      else if (event.type === "yellowCard") totals.yellowCards += 1;
      else if (sendingOffEventTypes.has(event.type)) totals.redCards += 1;
    }
  }
  const goalsPerMatch = totals.matchesPlayed === 0 ? 0 : Math.round((totals.goals / totals.matchesPlayed) * 100) / 100;
  return { ...totals, goalsPerMatch };
}
