/** Hand-made results for the computed tables' tests: `match("a", "b", ["a", "a", "b"])` is a 2-1 home win. */
import type { MatchEventType } from "./matchEvents";
import type { MatchResult, ResultEvent } from "./results";

let fixtures = 0;

export function goal(teamId: string, playerId?: string, type: MatchEventType = "goal"): ResultEvent {
  return { type, teamId, ...(playerId === undefined ? {} : { playerId }) };
}

/** A finished match; plain team ids in `events` are goals for that team. */
export function match(home: string, away: string, events: readonly (string | ResultEvent)[] = [], kickOff?: string): MatchResult {
  fixtures += 1;
  return {
    fixtureId: `g${fixtures}`,
    kickOff: kickOff ?? new Date(Date.UTC(2026, 0, 1) + fixtures * 86_400_000).toISOString(),
    homeTeamId: home,
    awayTeamId: away,
    events: events.map((event) => (typeof event === "string" ? goal(event) : event)),
  };
}
