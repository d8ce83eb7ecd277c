/**
 * Wire shapes of the sports data service (spec 7 "Sports", docs/sports-service.md), checked with zod at the boundary.
 * A real provider may send event types or details this app does not know ("and others", spec 3): they are accepted
 * here as strings and left out when mapped (toDomain.ts), so one unknown event never fails a whole timeline.
 */
import { z } from "zod";

const id = z.string().min(1);
const instant = z.iso.datetime({ offset: true });
const count = z.number().int().nonnegative();
const position = z.enum(["GK", "DF", "MF", "FW"]);
const status = z.enum(["scheduled", "live", "finished"]);

export const tournamentRef = z.object({ tournamentId: id, name: z.string() });

export const tournament = tournamentRef.extend({
  shortName: z.string(),
  country: z.string(),
  season: z.object({ name: z.string(), startDate: instant, endDate: instant }),
  teamCount: count,
  matchdayCount: count,
  currentMatchday: count,
});

export const teamRef = z.object({ teamId: id, name: z.string(), shortName: z.string(), code: z.string() });

export const venue = z.object({ venueId: id, name: z.string(), city: z.string(), capacity: count });

export const team = teamRef.extend({
  tournamentId: id,
  city: z.string(),
  founded: z.number().int(),
  colours: z.array(z.object({ hex: z.string().regex(/^#[0-9a-fA-F]{6}$/), name: z.string() })),
  venue,
});

export const playerRef = z.object({ playerId: id, name: z.string(), shirtNumber: z.number().int().min(0).max(99), position });

export const squadPlayer = playerRef.extend({ birthDate: z.iso.date(), nationality: z.string() });

export const score = z.object({ home: count, away: count });

export const fixture = z.object({
  fixtureId: id,
  tournamentId: id,
  matchday: count,
  kickOff: instant,
  status,
  home: teamRef,
  away: teamRef,
  score: score.nullable(),
  venue,
  broadcast: z.object({ channelId: id, start: instant, end: instant }).nullable(),
  replayContentId: id.nullable().optional(),
});
export type WireFixture = z.infer<typeof fixture>;

export const matchEvent = z.object({
  eventId: id,
  type: z.string(),
  period: z.union([z.literal(1), z.literal(2)]),
  minute: z.number().int().min(1).max(130),
  addedTime: count,
  teamId: id,
  player: playerRef.nullable(),
  secondPlayer: playerRef.nullable(),
  score: score.nullable(),
  detail: z.string().nullable(),
});
export type WireMatchEvent = z.infer<typeof matchEvent>;

const lineup = z.object({ teamId: id, formation: z.string(), starting: z.array(playerRef), bench: z.array(playerRef) });
const lineups = z.object({ home: lineup, away: lineup });

export const tournamentsReply = z.object({ tournaments: z.array(tournament) });

export const teamsReply = z.object({ tournament: tournamentRef, teams: z.array(team) });

export const calendarReply = z.object({
  tournament: tournamentRef,
  currentMatchday: count,
  matchdays: z.array(
    z.object({
      matchday: count,
      startDate: instant,
      endDate: instant,
      status: z.enum(["played", "inProgress", "upcoming"]),
      fixtures: z.array(fixture),
    }),
  ),
});

export const squadReply = z.object({ team: teamRef, squad: z.array(squadPlayer) });

export const aboutReply = z.object({ team, tournament: tournamentRef });

export const rankingReply = z.object({
  tournament: tournamentRef,
  asOf: instant,
  standings: z.array(
    z.object({
      rank: count,
      team: teamRef,
      played: count,
      won: count,
      drawn: count,
      lost: count,
      goalsFor: count,
      goalsAgainst: count,
      goalDifference: z.number().int(),
      points: count,
      form: z.array(z.enum(["W", "D", "L"])),
    }),
  ),
});

export const topScorersReply = z.object({
  tournament: tournamentRef,
  asOf: instant,
  scorers: z.array(z.object({ rank: count, player: playerRef, team: teamRef, goals: count, penaltyGoals: count })),
});

const teamStatsRow = z.object({
  team: teamRef,
  played: count,
  goalsFor: count,
  goalsAgainst: count,
  cleanSheets: count,
  yellowCards: count,
  redCards: count,
});

export const statsReply = z.object({
  tournament: tournamentRef,
  asOf: instant,
  totals: z.object({
    matchesPlayed: count,
    goals: count,
    goalsPerMatch: z.number().nonnegative(),
    penaltyGoals: count,
    ownGoals: count,
    yellowCards: count,
    redCards: count,
  }),
  teams: z.array(teamStatsRow),
});

export const preReply = z.object({ fixture, lineups: lineups.nullable() });

export const liveReply = z.object({
  fixture,
  phase: z.enum(["firstHalf", "halfTime", "secondHalf"]).nullable(),
  clock: z.object({ minute: count, addedTime: count }).nullable(),
  events: z.array(matchEvent),
  asOf: instant,
});

const teamMatchStats = z.object({
  possession: z.number().min(0).max(100),
  shots: count,
  shotsOnTarget: count,
  corners: count,
  fouls: count,
  offsides: count,
  yellowCards: count,
  redCards: count,
});

export const postReply = z.object({
  fixture,
  halfTime: score,
  fullTime: score,
  events: z.array(matchEvent),
  stats: z.object({ home: teamMatchStats, away: teamMatchStats }),
  attendance: count,
  lineups,
});

export const fixturesReply = z.object({ fixtures: z.array(fixture) });
