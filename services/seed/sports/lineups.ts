/**
 * A team's line-up for one match: the first-choice goalkeeper and the formation's defenders, midfielders and
 * forwards by the coach's order, with a little rotation (now and then the last starter of a line sits out for the
 * next one), and a bench of nine: the second goalkeeper and the next outfield players, a line at a time.
 */
import type { PlayerPosition } from "@/domain/sports/types";
import type { Random } from "../createRandom";
import { formations, type SeedLineup, type SeedPlayer, type SeedTeam } from "./seedModel";

export const benchSize = 9;
const rotationChance = 0.25;
const outfieldLines = ["DF", "MF", "FW"] as const satisfies readonly PlayerPosition[];

function byRank(squad: readonly SeedPlayer[], position: PlayerPosition): SeedPlayer[] {
  return squad.filter((player) => player.position === position).sort((a, b) => a.rank - b.rank);
}

export function pickLineup(random: Random, team: SeedTeam, squad: readonly SeedPlayer[]): SeedLineup {
  const shape = formations[team.formation];
  const keepers = byRank(squad, "GK");
  const keeper = keepers[0];
  if (keeper === undefined) throw new Error(`${team.id} has no goalkeeper`);
  const starting: SeedPlayer[] = [keeper];
  const rest: SeedPlayer[][] = [];
  for (const line of outfieldLines) {
    const players = byRank(squad, line);
    const count = shape[line];
    if (players.length <= count) throw new Error(`${team.id} has too few ${line} for ${team.formation}`);
    const chosen = players.slice(0, count);
    const others = players.slice(count);
    const substitute = others[0];
    const rested = chosen[count - 1];
    if (substitute !== undefined && rested !== undefined && random.chance(rotationChance)) {
      chosen[count - 1] = substitute;
      others[0] = rested;
    }
    starting.push(...chosen);
    rest.push(others);
  }
  const bench: SeedPlayer[] = keepers.slice(1, 2);
  // A line at a time (a defender, a midfielder, a forward, ...) so the bench covers every position.
  for (let depth = 0; bench.length < benchSize && rest.some((line) => line.length > depth); depth += 1) {
    for (const line of rest) {
      const player = line[depth];
      if (player !== undefined && bench.length < benchSize) bench.push(player);
    }
  }
  return { teamId: team.id, formation: team.formation, starting, bench };
}
