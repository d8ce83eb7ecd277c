import { describe, expect, test } from "vitest";
import { outcomeFor, scoreOf, withRunningScore } from "./results";
import { goal, match } from "./testResults";

describe("the score, counted from the events", () => {
  test("goals, penalty goals and own goals count for the team credited; other events do not", () => {
    const result = match("a", "b", [
      "a",
      goal("a", "p1", "penaltyGoal"),
      goal("b", "p2", "ownGoal"),
      { type: "noGoal", teamId: "a" },
      { type: "penaltyMissed", teamId: "b" },
      { type: "yellowCard", teamId: "b" },
    ]);
    expect(scoreOf(result)).toEqual({ home: 2, away: 1 });
    expect(outcomeFor("a", result)).toEqual({ outcome: "W", goalsFor: 2, goalsAgainst: 1 });
    expect(outcomeFor("b", result)).toEqual({ outcome: "L", goalsFor: 1, goalsAgainst: 2 });
    expect(outcomeFor("c", result)).toBeUndefined();
  });

  test("each event carries the score after it", () => {
    const scores = withRunningScore("a", "b", match("a", "b", ["b", { type: "yellowCard", teamId: "a" }, "a", "a"]).events).map(({ score }) => `${score.home}-${score.away}`);
    expect(scores).toEqual(["0-1", "0-1", "1-1", "2-1"]);
  });
});
