/**
 * What happens in a match, before anyone is named: which events, for which side, at which minute (added time
 * included), and which events go together (a second yellow follows a first one for the same player, a substitution
 * follows an injury, a VAR review comes before the penalty it awarded or the goal it ruled out). playEvents.ts then
 * names the players in time order. Rates are those of a typical league season: about 2.7 goals and 4 yellow cards a
 * match, a penalty every few matches, a sending-off every ten or so.
 */
import type { EventDetail, MatchEventType } from "@/domain/sports/matchEvents";
import type { Random } from "../createRandom";
import type { MatchTime } from "./seedModel";

export type Side = "home" | "away";

export interface Slot {
  type: MatchEventType;
  /** The side the event belongs to; for an own goal the side credited with it. */
  side: Side;
  time: MatchTime;
  detail?: EventDetail;
  /** Two slots about one player: `first` names them, `then` takes the same player. */
  bind?: { key: number; role: "first" | "then" };
}

export interface PlanOptions {
  /** Added time of each half, in minutes. */
  added: readonly [number, number];
  /** Expected goals of each side. */
  expectedGoals: Readonly<Record<Side, number>>;
}

export const maxSubstitutions = 5;

/** Orders match times; equal times keep the plan's order (a VAR review before the goal it looked at). */
export function timeKey(time: MatchTime): number {
  return time.period * 100_000 + (time.minute + time.addedTime) * 60 + time.second;
}

export function randomTime(random: Random, added: readonly [number, number], period: 1 | 2 = random.chance(0.47) ? 1 : 2): MatchTime {
  const extra = period === 1 ? added[0] : added[1];
  const elapsed = random.int(0, 45 + extra - 1);
  const base = period === 1 ? 1 : 46;
  return {
    period,
    minute: Math.min(base + elapsed, base + 44),
    addedTime: elapsed >= 45 ? elapsed - 44 : 0,
    second: random.int(0, 59),
  };
}

/** A Poisson draw (Knuth): goals and cards of a side. */
export function poisson(random: Random, mean: number): number {
  const limit = Math.exp(-mean);
  let product = random.next();
  let count = 0;
  while (product > limit) {
    count += 1;
    product *= random.next();
  }
  return count;
}

export const otherSide = (side: Side): Side => (side === "home" ? "away" : "home");

function planGoals(random: Random, options: PlanOptions, side: Side, slots: Slot[]): void {
  for (let goal = poisson(random, options.expectedGoals[side]); goal > 0; goal -= 1) {
    const time = randomTime(random, options.added);
    const roll = random.next();
    if (roll < 0.07) {
      if (random.chance(0.4)) slots.push({ type: "var", side, time, detail: "penaltyAwarded" });
      slots.push({ type: "penaltyGoal", side, time });
    } else if (roll < 0.12) {
      slots.push({ type: "ownGoal", side, time });
    } else {
      slots.push({ type: "goal", side, time });
      if (random.chance(0.06)) slots.push({ type: "var", side, time, detail: "goalConfirmed" });
    }
  }
}

function planCards(random: Random, options: PlanOptions, side: Side, slots: Slot[], nextKey: () => number): void {
  for (let card = poisson(random, 1.9); card > 0; card -= 1) slots.push({ type: "yellowCard", side, time: randomTime(random, options.added) });
  if (random.chance(0.035)) {
    const [first, second] = [randomTime(random, options.added), randomTime(random, options.added)].sort((a, b) => timeKey(a) - timeKey(b));
    if (first !== undefined && second !== undefined && timeKey(first) < timeKey(second)) {
      const key = nextKey();
      slots.push({ type: "yellowCard", side, time: first, bind: { key, role: "first" } });
      slots.push({ type: "doubleYellow", side, time: second, bind: { key, role: "then" } });
    }
  }
  if (random.chance(0.03)) {
    const time = randomTime(random, options.added);
    slots.push({ type: "redCard", side, time });
    if (random.chance(0.5)) slots.push({ type: "var", side, time, detail: "redCardConfirmed" });
  }
}

function planSubstitutions(random: Random, options: PlanOptions, side: Side, slots: Slot[], nextKey: () => number): void {
  let injuries = 0;
  if (random.chance(0.2)) {
    const time = randomTime(random, options.added);
    const key = nextKey();
    slots.push({ type: "injury", side, time, bind: { key, role: "first" } });
    slots.push({ type: "substitution", side, time, bind: { key, role: "then" } });
    injuries = 1;
  }
  for (let sub = Math.min(random.int(3, 5), maxSubstitutions - injuries); sub > 0; sub -= 1) {
    const atHalfTime = random.chance(0.15);
    const time: MatchTime = atHalfTime
      ? { period: 2, minute: 46, addedTime: 0, second: 0 }
      : { period: 2, minute: random.int(55, 89), addedTime: 0, second: random.int(0, 59) };
    slots.push({ type: "substitution", side, time });
  }
}

function planIncidents(random: Random, options: PlanOptions, slots: Slot[]): void {
  if (random.chance(0.18)) {
    const side: Side = random.chance(0.5) ? "home" : "away";
    const time = randomTime(random, options.added);
    const roll = random.next();
    const detail: EventDetail = roll < 0.6 ? "offside" : roll < 0.85 ? "foul" : "handball";
    if (random.chance(0.6)) slots.push({ type: "var", side, time, detail: "goalDisallowed" });
    slots.push({ type: "noGoal", side, time, detail });
  }
  if (random.chance(0.06)) {
    const side: Side = random.chance(0.5) ? "home" : "away";
    slots.push({ type: "penaltyMissed", side, time: randomTime(random, options.added), detail: random.chance(0.6) ? "saved" : "wide" });
  }
}

/** The match's slots in time order. */
export function planMatch(random: Random, options: PlanOptions): Slot[] {
  const slots: Slot[] = [];
  let keys = 0;
  const nextKey = () => (keys += 1);
  for (const side of ["home", "away"] as const) {
    planGoals(random, options, side, slots);
    planCards(random, options, side, slots, nextKey);
    planSubstitutions(random, options, side, slots, nextKey);
  }
  planIncidents(random, options, slots);
  return slots
    .map((slot, order) => ({ slot, order }))
    .sort((a, b) => timeKey(a.slot.time) - timeKey(b.slot.time) || a.order - b.order)
    .map(({ slot }) => slot);
}

