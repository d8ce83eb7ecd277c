/**
 * The league table, computed from the finished matches (issue 30: standings are never typed separately). Points are
 * 3 per win and 1 per draw; the order is points, goal difference, goals scored, then the team's name in the reader's
 * language (a collator, so Arabic and French names sort as their readers expect). Ranks are the table's positions.
 */
import { type MatchResult, type Outcome, outcomeFor } from "./results";

export interface StandingTeam {
  teamId: string;
  /** In the language the table is shown in: the last tie-break. */
  name: string;
}

export interface StandingRow {
  rank: number;
  teamId: string;
  name: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDifference: number;
  points: number;
  /** The last five results, oldest first. */
  form: Outcome[];
}

export const pointsForWin = 3;
export const pointsForDraw = 1;
export const formLength = 5;

function rowFor(team: StandingTeam, results: readonly MatchResult[]): Omit<StandingRow, "rank"> {
  const row = { teamId: team.teamId, name: team.name, played: 0, won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0 };
  const outcomes: { kickOff: string; outcome: Outcome }[] = [];
  for (const result of results) {
    const side = outcomeFor(team.teamId, result);
    if (side === undefined) continue;
    row.played += 1;
    row.goalsFor += side.goalsFor;
    row.goalsAgainst += side.goalsAgainst;
    if (side.outcome === "W") row.won += 1;
    else if (side.outcome === "D") row.drawn += 1;
    else row.lost += 1;
    outcomes.push({ kickOff: result.kickOff, outcome: side.outcome });
  }
  outcomes.sort((a, b) => Date.parse(a.kickOff) - Date.parse(b.kickOff));
  return {
    ...row,
    goalDifference: row.goalsFor - row.goalsAgainst,
    points: pointsForWin * row.won + pointsForDraw * row.drawn,
    form: outcomes.slice(-formLength).map((entry) => entry.outcome),
  };
}

/** Every team gets a row, also one that has not played yet; results of teams not listed are ignored. */
export function computeStandings(teams: readonly StandingTeam[], results: readonly MatchResult[], locale: string): StandingRow[] {
  const collator = new Intl.Collator(locale, { numeric: true });
  return teams
    .map((team) => rowFor(team, results))
    .sort(
      (a, b) =>
        b.points - a.points || b.goalDifference - a.goalDifference || b.goalsFor - a.goalsFor || collator.compare(a.name, b.name),
    )
    .map((row, index) => ({ rank: index + 1, ...row }));
}
