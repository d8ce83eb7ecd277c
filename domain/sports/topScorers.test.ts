import { describe, expect, test } from "vitest";
import { computeTopScorers, type ScorerPlayer } from "./topScorers";
import { goal, match } from "./testResults";

const players = new Map<string, ScorerPlayer>([
  ["p1", { playerId: "p1", teamId: "a", name: "Omar" }],
  ["p2", { playerId: "p2", teamId: "a", name: "Karim" }],
  ["p3", { playerId: "p3", teamId: "b", name: "Fahad" }],
  ["p4", { playerId: "p4", teamId: "b", name: "Ali" }],
]);
const playerOf = (id: string) => players.get(id);

describe("the top scorers, computed from results", () => {
  test("own goals never count for the player; penalty goals count and are shown", () => {
    const results = [
      match("a", "b", [goal("a", "p1"), goal("a", "p1", "penaltyGoal"), goal("b", "p1", "ownGoal"), goal("b", "p3")]),
      match("b", "a", [goal("a", "p4", "ownGoal"), goal("a", "p4", "ownGoal"), goal("b", "p3", "penaltyGoal")]),
    ];
    const rows = computeTopScorers(results, playerOf, "en");
    expect(rows).toEqual([
      { rank: 1, playerId: "p3", teamId: "b", name: "Fahad", goals: 2, penaltyGoals: 1 },
      { rank: 1, playerId: "p1", teamId: "a", name: "Omar", goals: 2, penaltyGoals: 1 },
    ]);
    expect(rows.some((row) => row.playerId === "p4")).toBe(false);
  });

  test("level on goals: fewer penalties first, then name; ranks are shared (1, 1, 1, 4)", () => {
    const results = [
      match("a", "b", [goal("a", "p1"), goal("a", "p1", "penaltyGoal"), goal("a", "p2"), goal("a", "p2"), goal("b", "p4"), goal("b", "p4")]),
      match("b", "a", [goal("b", "p3")]),
    ];
    expect(computeTopScorers(results, playerOf, "en").map((row) => [row.rank, row.name])).toEqual([
      [1, "Ali"],
      [1, "Karim"],
      [1, "Omar"],
      [4, "Fahad"],
    ]);
    expect(computeTopScorers(results, playerOf, "en", 2).map((row) => row.name)).toEqual(["Ali", "Karim"]);
  });

  test("events without a known player are skipped", () => {
    expect(computeTopScorers([match("a", "b", [goal("a"), goal("a", "nobody")])], playerOf, "en")).toEqual([]);
  });
});
