/**
 * A club's squad: 22 to 26 players, three goalkeepers and the rest split between defence, midfield and attack, with
 * shirt numbers unique in the squad (first choices get the classic ones: 1 in goal, 2-5 at the back, 9 up front) and a
 * few foreign players among the first choices, named after their nationality.
 */
import type { LocalizedText } from "../../db/localizedText";
import type { PlayerPosition } from "@/domain/sports/types";
import type { Random } from "../createRandom";
import { dateOfYear } from "../seedDates";
import { foreignNames, foreignNationalities, localNames, type NamePool } from "./playerNames";
import type { SeedPlayer } from "./seedModel";

export const squadSize = { min: 22, max: 26 } as const;

const numberPools: Readonly<Record<PlayerPosition, readonly number[]>> = {
  GK: [1, 22, 30, 31, 40],
  DF: [2, 3, 4, 5, 12, 13, 15, 24, 25, 26, 27, 33],
  MF: [6, 8, 10, 14, 16, 17, 18, 20, 21, 23, 28, 34],
  FW: [7, 9, 11, 19, 29, 77, 90, 99],
};

const positions: readonly PlayerPosition[] = ["GK", "DF", "MF", "FW"];

function positionCounts(random: Random, size: number): Record<PlayerPosition, number> {
  const forwards = random.int(4, 5);
  const outfield = size - 3 - forwards;
  const defenders = Math.ceil(outfield / 2);
  return { GK: 3, DF: defenders, MF: outfield - defenders, FW: forwards };
}

function nameOf(pool: NamePool, random: Random): LocalizedText {
  const first = random.pick(pool.first);
  const family = random.pick(pool.family);
  return { ar: `${first.ar} ${family.ar}`, en: `${first.en} ${family.en}`, fr: `${first.fr} ${family.fr}` };
}

/** The first numbers of the pool go to the first choices; the rest of the pool is shuffled; past it, 35 upwards. */
function numbersFor(random: Random, position: PlayerPosition, count: number, used: Set<number>): number[] {
  const pool = numberPools[position];
  const classic = position === "GK" ? 1 : position === "FW" ? 3 : 4;
  const ordered = [...pool.slice(0, classic), ...random.shuffle(pool.slice(classic))];
  const numbers: number[] = [];
  for (let next = 35; numbers.length < count; ) {
    const candidate = ordered.shift();
    if (candidate !== undefined) {
      if (!used.has(candidate)) numbers.push(candidate);
      continue;
    }
    if (!used.has(next)) numbers.push(next);
    next += 1;
  }
  for (const number of numbers) used.add(number);
  return numbers;
}

export interface SquadOptions {
  teamId: string;
  /** The number in the team's id (`t101` -> 101): the players' ids start from it. */
  teamNumber: number;
  country: string;
  namePool: "gulf" | "egyptian";
}

export function buildSquad(random: Random, options: SquadOptions): SeedPlayer[] {
  const size = random.int(squadSize.min, squadSize.max);
  const counts = positionCounts(random, size);
  const slots = positions.flatMap((position) => Array.from({ length: counts[position] }, (_, rank) => ({ position, rank })));
  const foreignCount = options.namePool === "gulf" ? random.int(3, 5) : random.int(1, 3);
  const foreign = new Set(random.shuffle(slots.filter((slot) => slot.position !== "GK" && slot.rank < 2)).slice(0, foreignCount));
  const used = new Set<number>();
  const numbers = new Map(positions.map((position) => [position, numbersFor(random, position, counts[position], used)]));
  const names = new Set<string>();
  return slots.map((slot, index) => {
    const nationality = foreign.has(slot) ? random.pick(foreignNationalities[options.namePool]) : options.country;
    const pool = foreignNames[nationality] ?? localNames[options.namePool];
    let name = nameOf(pool, random);
    // Unique within the squad, so a timeline never shows two players of one team with the same name; a small foreign
    // pool that runs out of names gives way to the local one.
    for (let tries = 1; names.has(name.en); tries += 1) name = nameOf(tries < 5 ? pool : localNames[options.namePool], random);
    names.add(name.en);
    const shirtNumber = numbers.get(slot.position)?.[slot.rank];
    if (shirtNumber === undefined) throw new Error(`No shirt number for ${slot.position} ${slot.rank} of ${options.teamId}`);
    const birthYear = 2026 - random.int(18, 35);
    return {
      id: `p${options.teamNumber}${String(index + 1).padStart(2, "0")}`,
      teamId: options.teamId,
      name,
      position: slot.position,
      shirtNumber,
      birthDate: dateOfYear(birthYear, random.int(1, 365)),
      nationality,
      rank: slot.rank,
    };
  });
}
