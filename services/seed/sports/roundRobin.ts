/**
 * A double round-robin by the circle method (Berger tables): n teams play n - 1 matchdays in the first half of the
 * season, each team once per matchday, every pair once; the second half repeats the first with home and away
 * swapped, so every team plays every other team once at home and once away. Every pairing turns round on odd
 * matchdays, so within a half no team plays more than two matchdays running at home or away. An odd number of teams
 * gets a rest (a bye) each matchday.
 */
export interface Pairing {
  home: string;
  away: string;
}

function firstHalf(teams: readonly string[]): Pairing[][] {
  const circle: (string | undefined)[] = teams.length % 2 === 0 ? [...teams] : [...teams, undefined];
  const size = circle.length;
  const rounds: Pairing[][] = [];
  for (let round = 0; round < size - 1; round += 1) {
    const pairings: Pairing[] = [];
    for (let index = 0; index < size / 2; index += 1) {
      const a = circle[index];
      const b = circle[size - 1 - index];
      if (a === undefined || b === undefined) continue;
      pairings.push(round % 2 === 1 ? { home: b, away: a } : { home: a, away: b });
    }
    rounds.push(pairings);
    // Keep the first team fixed and rotate the others one place.
    const last = circle.pop();
    circle.splice(1, 0, last);
  }
  return rounds;
}

/** Matchdays in order, each a list of pairings; 2 × (n - 1) matchdays for an even n. */
export function doubleRoundRobin(teams: readonly string[]): Pairing[][] {
  if (new Set(teams).size !== teams.length) throw new Error("A round-robin needs distinct teams.");
  if (teams.length < 2) return [];
  const first = firstHalf(teams);
  const second = first.map((round) => round.map(({ home, away }) => ({ home: away, away: home })));
  return [...first, ...second];
}
