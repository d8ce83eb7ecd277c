/**
 * Names the players of a planned match (matchPlan.ts), walking the slots in time order with who is on the pitch:
 * scorers and booked players are on the pitch at that minute; a player sent off (red card, second yellow) or
 * substituted has no later event; a substitute appears only after coming on; a second yellow goes to a player
 * booked earlier; a penalty goes to the side's first-choice taker; an own goal to a player of the other side. A slot
 * that cannot be filled that way (no one left to bring on, say) is dropped rather than bent.
 */
import type { PlayerPosition } from "@/domain/sports/types";
import type { Random } from "../createRandom";
import { maxSubstitutions, otherSide, type Side, type Slot } from "./matchPlan";
import type { SeedEvent, SeedLineup, SeedPlayer } from "./seedModel";

interface SideState {
  teamId: string;
  onPitch: SeedPlayer[];
  bench: SeedPlayer[];
  booked: Set<string>;
  /** Players a later slot is bound to (a second yellow, the substitution after an injury): kept on the pitch until then. */
  reserved: Set<string>;
  substitutions: number;
}

type Weights = Partial<Record<PlayerPosition, number>>;

function weightedPick(random: Random, players: readonly SeedPlayer[], weights: Weights): SeedPlayer | undefined {
  const total = players.reduce((sum, player) => sum + (weights[player.position] ?? 0), 0);
  if (total <= 0) return undefined;
  let roll = random.next() * total;
  for (const player of players) {
    roll -= weights[player.position] ?? 0;
    if (roll < 0) return player;
  }
  return players.at(-1);
}

const lineOrder: Readonly<Record<PlayerPosition, number>> = { FW: 0, MF: 1, DF: 2, GK: 3 };

/** The side's penalty taker: its first-choice forward on the pitch, else midfielder, else defender. */
function penaltyTaker(state: SideState): SeedPlayer | undefined {
  return [...state.onPitch].filter((player) => player.position !== "GK").sort((a, b) => lineOrder[a.position] - lineOrder[b.position] || a.rank - b.rank)[0];
}

function free(state: SideState): SeedPlayer[] {
  return state.onPitch.filter((player) => !state.reserved.has(player.id));
}

function sendOff(state: SideState, player: SeedPlayer): void {
  state.onPitch = state.onPitch.filter((candidate) => candidate.id !== player.id);
}

function substitute(state: SideState, off: SeedPlayer | undefined): Pick<SeedEvent, "playerId" | "secondPlayerId"> | undefined {
  if (off === undefined || state.substitutions >= maxSubstitutions || !state.onPitch.includes(off)) return undefined;
  const on = state.bench.find((player) => player.position === off.position) ?? state.bench.find((player) => player.position !== "GK");
  if (on === undefined || (off.position === "GK") !== (on.position === "GK")) return undefined;
  state.onPitch = state.onPitch.map((player) => (player.id === off.id ? on : player));
  state.bench = state.bench.filter((player) => player.id !== on.id);
  state.substitutions += 1;
  return { playerId: on.id, secondPlayerId: off.id };
}

type Filled = Pick<SeedEvent, "playerId" | "secondPlayerId"> | undefined;

function fill(random: Random, slot: Slot, sides: Record<Side, SideState>, bound: Map<number, SeedPlayer>): Filled {
  const own = sides[slot.side];
  const outfield = (players: readonly SeedPlayer[]) => players.filter((player) => player.position !== "GK");
  switch (slot.type) {
    case "goal": {
      const scorer = weightedPick(random, own.onPitch, { FW: 6, MF: 3, DF: 1 });
      if (scorer === undefined) return undefined;
      const assist = random.chance(0.7) ? weightedPick(random, own.onPitch.filter((player) => player.id !== scorer.id), { MF: 4, FW: 3, DF: 2 }) : undefined;
      return { playerId: scorer.id, ...(assist === undefined ? {} : { secondPlayerId: assist.id }) };
    }
    case "penaltyGoal":
    case "penaltyMissed":
      return wrap(penaltyTaker(own));
    case "ownGoal":
      return wrap(weightedPick(random, sides[otherSide(slot.side)].onPitch, { DF: 5, MF: 2, GK: 1, FW: 0.5 }));
    case "noGoal":
      return wrap(weightedPick(random, own.onPitch, { FW: 5, MF: 2, DF: 1 }));
    case "yellowCard": {
      const player = weightedPick(random, free(own).filter((candidate) => !own.booked.has(candidate.id)), { DF: 3, MF: 3, FW: 1, GK: 0.3 });
      if (player === undefined) return undefined;
      own.booked.add(player.id);
      return wrap(player);
    }
    case "doubleYellow": {
      const player = slot.bind === undefined ? undefined : bound.get(slot.bind.key);
      if (player === undefined || !own.onPitch.includes(player) || !own.booked.has(player.id)) return undefined;
      sendOff(own, player);
      return wrap(player);
    }
    case "redCard": {
      const player = weightedPick(random, outfield(free(own)), { DF: 3, MF: 2, FW: 1 });
      if (player !== undefined) sendOff(own, player);
      return wrap(player);
    }
    case "injury":
      return wrap(weightedPick(random, outfield(free(own)), { DF: 1, MF: 1, FW: 1 }));
    case "substitution": {
      if (slot.bind?.role === "then") return substitute(own, bound.get(slot.bind.key));
      const tired = outfield(free(own)).filter((player) => own.bench.some((bench) => bench.position === player.position));
      return substitute(own, weightedPick(random, tired, { FW: 3, MF: 3, DF: 1 }));
    }
    case "var":
      return {};
  }
}

function wrap(player: SeedPlayer | undefined): Filled {
  return player === undefined ? undefined : { playerId: player.id };
}

function sideState(lineup: SeedLineup): SideState {
  return { teamId: lineup.teamId, onPitch: [...lineup.starting], bench: [...lineup.bench], booked: new Set(), reserved: new Set(), substitutions: 0 };
}

/** The match's events with their players, in time order. */
export function playEvents(random: Random, slots: readonly Slot[], home: SeedLineup, away: SeedLineup): SeedEvent[] {
  const sides: Record<Side, SideState> = { home: sideState(home), away: sideState(away) };
  const bound = new Map<number, SeedPlayer>();
  const events: SeedEvent[] = [];
  for (const slot of slots) {
    const own = sides[slot.side];
    const filled = fill(random, slot, sides, bound);
    if (slot.bind !== undefined) {
      const player = filled?.playerId === undefined ? undefined : own.onPitch.find((candidate) => candidate.id === filled.playerId);
      if (slot.bind.role === "first" && player !== undefined) {
        bound.set(slot.bind.key, player);
        own.reserved.add(player.id);
      } else if (slot.bind.role === "then") {
        const held = bound.get(slot.bind.key);
        if (held !== undefined) own.reserved.delete(held.id);
      }
    }
    if (filled === undefined) continue;
    events.push({ ...slot.time, type: slot.type, teamId: own.teamId, ...filled, ...(slot.detail === undefined ? {} : { detail: slot.detail }) });
  }
  return events;
}
