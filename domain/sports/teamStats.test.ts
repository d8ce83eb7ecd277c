import { describe, expect, test } from "vitest";
import { computeTeamStats, computeTournamentTotals } from "./teamStats";
import { goal, match } from "./testResults";

const results = [
  match("a", "b", ["a", "a", { type: "yellowCard", teamId: "a" }, { type: "yellowCard", teamId: "b" }, { type: "doubleYellow", teamId: "b" }]),
  match("b", "c", [goal("c", "p9", "ownGoal"), goal("b", "p1", "penaltyGoal"), { type: "redCard", teamId: "c" }]),
  match("c", "a", []),
];

describe("team statistics, computed from results", () => {
  test("goals, clean sheets and cards per team, in the order asked", () => {
    expect(computeTeamStats(["c", "a", "b"], results)).toEqual([
      { teamId: "c", played: 2, goalsFor: 1, goalsAgainst: 1, cleanSheets: 1, yellowCards: 0, redCards: 1 },
      { teamId: "a", played: 2, goalsFor: 2, goalsAgainst: 0, cleanSheets: 2, yellowCards: 1, redCards: 0 },
      { teamId: "b", played: 2, goalsFor: 1, goalsAgainst: 3, cleanSheets: 0, yellowCards: 1, redCards: 1 },
    ]);
  });

  test("tournament totals: a double yellow is a sending-off, goals per match has two decimals", () => {
    expect(computeTournamentTotals(results)).toEqual({
      matchesPlayed: 3,
      goals: 4,
      goalsPerMatch: 1.33,
      penaltyGoals: 1,
      ownGoals: 1,
      yellowCards: 2,
      redCards: 2,
    });
    expect(computeTournamentTotals([]).goalsPerMatch).toBe(0);
  });
});
