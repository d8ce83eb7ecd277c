/**
 * The top scorers, computed from the finished matches' events: goals and penalty goals count for the scorer, own
 * goals never do (they count for the other team's score only). Ordered by goals, then fewer penalty goals (open play
 * first), then name in the reader's language; players level on goals share a rank (1, 2, 2, 4).
 */
import { scorerEventTypes } from "./matchEvents";
import type { MatchResult } from "./results";

export interface ScorerPlayer {
  playerId: string;
  teamId: string;
  /** In the language the list is shown in. */
  name: string;
}

export interface TopScorerRow {
  rank: number;
  playerId: string;
  teamId: string;
  name: string;
  goals: number;
  penaltyGoals: number;
}

export function computeTopScorers(
  results: readonly MatchResult[],
  playerOf: (playerId: string) => ScorerPlayer | undefined,
  locale: string,
  limit = Number.POSITIVE_INFINITY,
): TopScorerRow[] {
  const tally = new Map<string, { player: ScorerPlayer; goals: number; penaltyGoals: number }>();
  for (const result of results) {
    for (const event of result.events) {
      if (!scorerEventTypes.has(event.type) || event.playerId === undefined) continue;
      const player = playerOf(event.playerId);
      if (player === undefined) continue;
      const entry = tally.get(player.playerId) ?? { player, goals: 0, penaltyGoals: 0 };
      entry.goals += 1;
      if (event.type === "penaltyGoal") entry.penaltyGoals += 1;
      tally.set(player.playerId, entry);
    }
  }
  const collator = new Intl.Collator(locale, { numeric: true });
  const sorted = [...tally.values()].sort(
    (a, b) => b.goals - a.goals || a.penaltyGoals - b.penaltyGoals || collator.compare(a.player.name, b.player.name),
  );
  const rows: TopScorerRow[] = [];
  for (const [index, entry] of sorted.entries()) {
    const previous = rows[index - 1];
    const rank = previous !== undefined && previous.goals === entry.goals ? previous.rank : index + 1;
    rows.push({ rank, ...entry.player, goals: entry.goals, penaltyGoals: entry.penaltyGoals });
  }
  return rows.slice(0, limit);
}
