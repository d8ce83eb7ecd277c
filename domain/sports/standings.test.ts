import { describe, expect, test } from "vitest";
import { computeStandings } from "./standings";
import { match } from "./testResults";

const teams = [
  { teamId: "a", name: "Alpha" },
  { teamId: "b", name: "Bravo" },
  { teamId: "c", name: "Charlie" },
  { teamId: "d", name: "Delta" },
];

describe("the table, computed from results", () => {
  test("counts played, won, drawn, lost, goals, and points as 3 × won + drawn", () => {
    const results = [match("a", "b", ["a", "a"]), match("c", "a", ["c", "a"]), match("b", "c", ["c"]), match("d", "a", [])];
    const table = computeStandings(teams, results, "en");
    const alpha = table.find((row) => row.teamId === "a");
    expect(alpha).toMatchObject({ played: 3, won: 1, drawn: 2, lost: 0, goalsFor: 3, goalsAgainst: 1, goalDifference: 2, points: 5 });
    for (const row of table) {
      expect(row.points).toBe(3 * row.won + row.drawn);
      expect(row.played).toBe(row.won + row.drawn + row.lost);
    }
    expect(table.reduce((sum, row) => sum + row.goalsFor, 0)).toBe(table.reduce((sum, row) => sum + row.goalsAgainst, 0));
  });

  test("ties are broken by goal difference, then goals scored, then name", () => {
    // Every team wins once and loses once (3 points each):
    // a 3-0 d and 0-1 b: +2, 3 scored; b 1-0 a and 0-3 c: -2; c 3-0 b and 1-3 d: +1, 4 scored; d 0-3 a and 3-1 c: -1.
    const results = [
      match("a", "d", ["a", "a", "a"]),
      match("b", "a", ["b"]),
      match("c", "b", ["c", "c", "c"]),
      match("d", "c", ["d", "d", "d", "c"]),
    ];
    expect(computeStandings(teams, results, "en").map((row) => [row.rank, row.teamId, row.points, row.goalDifference])).toEqual([
      [1, "a", 3, 2],
      [2, "c", 3, 1],
      [3, "d", 3, -1],
      [4, "b", 3, -2],
    ]);
    // Level on points and goal difference: more goals scored first (2-2 and 0-0 draws: b scored 2, d none).
    const level = computeStandings(teams, [match("b", "c", ["b", "b", "c", "c"]), match("d", "a", [])], "en");
    expect(level.map((row) => row.teamId)).toEqual(["b", "c", "a", "d"]);
  });

  test("all level: by name in the reader's language, and teams that have not played are listed", () => {
    const named = [
      { teamId: "x", name: "Émeraude" },
      { teamId: "y", name: "Zénith" },
      { teamId: "z", name: "Ébène" },
    ];
    expect(computeStandings(named, [], "fr").map((row) => row.name)).toEqual(["Ébène", "Émeraude", "Zénith"]);
    expect(computeStandings(named, [], "fr").every((row) => row.played === 0 && row.points === 0)).toBe(true);
  });

  test("form is the last five results, oldest first", () => {
    const days = (day: number) => new Date(Date.UTC(2026, 2, day)).toISOString();
    const results = [
      match("a", "b", ["b"], days(1)),
      match("a", "c", ["a"], days(2)),
      match("d", "a", [], days(3)),
      match("a", "b", ["a"], days(4)),
      match("c", "a", ["c"], days(5)),
      match("a", "d", ["a", "a"], days(6)),
    ];
    // Given out of order: the kick-off decides.
    const alpha = computeStandings(teams, [...results].reverse(), "en").find((row) => row.teamId === "a");
    expect(alpha?.form).toEqual(["W", "D", "W", "L", "W"]);
  });
});
