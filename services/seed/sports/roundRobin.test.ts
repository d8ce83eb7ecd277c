import { describe, expect, test } from "vitest";
import { doubleRoundRobin } from "./roundRobin";

const teams = (count: number) => Array.from({ length: count }, (_, index) => `t${index + 1}`);

describe("the double round-robin", () => {
  test.each([12, 14, 16])("%i teams: every ordered pair exactly once, n/2 fixtures a matchday, nobody twice on one", (count) => {
    const season = doubleRoundRobin(teams(count));
    expect(season).toHaveLength(2 * (count - 1));
    const pairs = new Map<string, number>();
    for (const matchday of season) {
      expect(matchday).toHaveLength(count / 2);
      const playing = matchday.flatMap(({ home, away }) => [home, away]);
      expect(new Set(playing).size).toBe(count);
      for (const { home, away } of matchday) {
        expect(home).not.toBe(away);
        pairs.set(`${home}>${away}`, (pairs.get(`${home}>${away}`) ?? 0) + 1);
      }
    }
    // n × (n - 1) ordered pairs: each pair twice, once at each ground.
    expect(pairs.size).toBe(count * (count - 1));
    expect([...pairs.values()].every((times) => times === 1)).toBe(true);
  });

  test("the second half mirrors the first with grounds swapped", () => {
    const season = doubleRoundRobin(teams(12));
    expect(season[11]).toEqual(season[0]?.map(({ home, away }) => ({ home: away, away: home })));
  });

  test("home and away are balanced: each team hosts n - 1 times and never three matchdays running in a half", () => {
    const season = doubleRoundRobin(teams(14));
    for (const team of teams(14)) {
      const atHome = season.map((matchday) => matchday.some((pairing) => pairing.home === team));
      expect(atHome.filter(Boolean)).toHaveLength(13);
      const firstHalf = atHome.slice(0, 13).map((home) => (home ? "H" : "A")).join("");
      expect(firstHalf).not.toMatch(/HHH|AAA/);
    }
  });

  test("an odd number of teams rests one team a matchday", () => {
    const season = doubleRoundRobin(teams(5));
    expect(season).toHaveLength(10);
    for (const matchday of season) expect(matchday).toHaveLength(2);
  });

  test("refuses duplicate teams", () => {
    expect(() => doubleRoundRobin(["a", "a"])).toThrow("distinct teams");
  });
});
