/**
 * One seeded match: added time, line-ups, events (matchPlan.ts, then playEvents.ts), the crowd and the statistics no
 * event records (possession, shots, corners, fouls, offsides), kept in line with the events: a side has at least as
 * many shots on target as goals it scored itself, and at least as many offsides as goals it had ruled out for one.
 */
import type { Random } from "../createRandom";
import { pickLineup } from "./lineups";
import { planMatch, type Side } from "./matchPlan";
import { playEvents } from "./playEvents";
import type { SeedEvent, SeedLineup, SeedMatchStats, SeedPlayer, SeedTeam } from "./seedModel";

export interface SimulatedMatch {
  firstHalfAdded: number;
  secondHalfAdded: number;
  home: SeedLineup;
  away: SeedLineup;
  events: SeedEvent[];
  stats: Record<Side, SeedMatchStats>;
  attendance: number;
}

export interface MatchSides {
  home: SeedTeam;
  away: SeedTeam;
  squads: ReadonlyMap<string, readonly SeedPlayer[]>;
  capacity: number;
  /** The always-live match: more goals, in both halves, so a viewer sees the score change. */
  lively?: boolean;
}

const livelyAttempts = 50;

function squadOf(sides: MatchSides, team: SeedTeam): readonly SeedPlayer[] {
  const squad = sides.squads.get(team.id);
  if (squad === undefined) throw new Error(`No squad for ${team.id}`);
  return squad;
}

function statsFor(random: Random, teamId: string, events: readonly SeedEvent[], possession: number): SeedMatchStats {
  const scored = events.filter((event) => event.teamId === teamId && (event.type === "goal" || event.type === "penaltyGoal")).length;
  const offsideGoals = events.filter((event) => event.teamId === teamId && event.type === "noGoal" && event.detail === "offside").length;
  const shotsOnTarget = scored + random.int(1, 5);
  return {
    possession,
    shots: shotsOnTarget + random.int(2, 9),
    shotsOnTarget,
    corners: random.int(1, 11),
    fouls: random.int(8, 19),
    offsides: Math.max(random.int(0, 4), offsideGoals),
  };
}

function isLively(events: readonly SeedEvent[]): boolean {
  const goals = events.filter((event) => event.type === "goal" || event.type === "penaltyGoal" || event.type === "ownGoal");
  return goals.length >= 3 && goals.some((goal) => goal.period === 1) && goals.some((goal) => goal.period === 2);
}

export function simulateMatch(random: Random, sides: MatchSides): SimulatedMatch {
  const added = [random.int(1, 5), random.int(2, 8)] as const;
  const home = pickLineup(random, sides.home, squadOf(sides, sides.home));
  const away = pickLineup(random, sides.away, squadOf(sides, sides.away));
  const boost = sides.lively ? 1.6 : 1;
  const expectedGoals = {
    home: (1.35 * boost * sides.home.strength) / sides.away.strength,
    away: (1.05 * boost * sides.away.strength) / sides.home.strength,
  };
  let events = playEvents(random, planMatch(random, { added, expectedGoals }), home, away);
  for (let attempt = 1; sides.lively && !isLively(events) && attempt < livelyAttempts; attempt += 1) {
    events = playEvents(random, planMatch(random, { added, expectedGoals }), home, away);
  }
  const homePossession = Math.min(68, Math.max(32, Math.round(50 + (sides.home.strength - sides.away.strength) * 25 + random.int(-6, 6))));
  return {
    firstHalfAdded: added[0],
    secondHalfAdded: added[1],
    home,
    away,
    events,
    stats: {
      home: statsFor(random, sides.home.id, events, homePossession),
      away: statsFor(random, sides.away.id, events, 100 - homePossession),
    },
    attendance: Math.round(sides.capacity * (0.45 + 0.5 * random.next())),
  };
}
