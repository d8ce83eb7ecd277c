/**
 * The sports seed in memory, as services/seed/sports builds it before insertSports.ts writes it
 * (services/sports/sportsSchema.ts has the tables). Ids follow the Opta style: tournaments `c1`, teams `t101`,
 * venues `v101`, players `p10107` (team 101, seventh of its squad), fixtures `g10001` (tournament 1, first fixture).
 */
import type { LocalizedText } from "../../db/localizedText";
import type { EventDetail, MatchEventType } from "@/domain/sports/matchEvents";
import type { PlayerPosition } from "@/domain/sports/types";
import type { ClubSeed } from "./clubs";

export const formations = {
  "4-3-3": { DF: 4, MF: 3, FW: 3 },
  "4-4-2": { DF: 4, MF: 4, FW: 2 },
  "4-2-3-1": { DF: 4, MF: 5, FW: 1 },
  "3-5-2": { DF: 3, MF: 5, FW: 2 },
} as const;

export type Formation = keyof typeof formations;

export interface SeedTeam {
  id: string;
  tournamentId: string;
  venueId: string;
  club: ClubSeed;
  /** Hidden: makes good teams win more often, so the table looks like a league's (about 0.75 to 1.3). */
  strength: number;
  formation: Formation;
}

export interface SeedPlayer {
  id: string;
  teamId: string;
  name: LocalizedText;
  position: PlayerPosition;
  shirtNumber: number;
  /** `YYYY-MM-DD`. */
  birthDate: string;
  nationality: string;
  /** The coach's order within the position: 0 is the first choice. */
  rank: number;
}

export interface SeedLineup {
  teamId: string;
  formation: Formation;
  /** The goalkeeper, then defenders, midfielders and forwards. */
  starting: readonly SeedPlayer[];
  bench: readonly SeedPlayer[];
}

export interface MatchTime {
  period: 1 | 2;
  /** 1-45 in the first half, 46-90 in the second; 45 or 90 in added time. */
  minute: number;
  addedTime: number;
  second: number;
}

export interface SeedEvent extends MatchTime {
  type: MatchEventType;
  /** The team the event belongs to; for an own goal the team credited with it. */
  teamId: string;
  playerId?: string;
  /** A substitution's player going off, a goal's assist. */
  secondPlayerId?: string;
  detail?: EventDetail;
}

export interface SeedMatchStats {
  possession: number;
  shots: number;
  shotsOnTarget: number;
  corners: number;
  fouls: number;
  offsides: number;
}

export interface SeedFixture {
  id: string;
  tournamentId: string;
  matchday: number;
  homeTeamId: string;
  awayTeamId: string;
  venueId: string;
  /** Days from the suite's start day (services/sports/seasonClock.ts). */
  dayOffset: number;
  /** Minutes after 00:00 UTC of that day. */
  kickOffMinute: number;
  firstHalfAdded: number;
  secondHalfAdded: number;
  /** The match that is always live (services/sports/seasonClock.ts). */
  showcase: boolean;
  channelId: string | undefined;
  attendance: number;
  home: SeedLineup;
  away: SeedLineup;
  events: readonly SeedEvent[];
  stats: { home: SeedMatchStats; away: SeedMatchStats };
}

export interface SeedTournament {
  id: string;
  position: number;
  name: LocalizedText;
  shortName: LocalizedText;
  country: string;
}

export interface SportsSeed {
  tournaments: SeedTournament[];
  teams: SeedTeam[];
  players: SeedPlayer[];
  fixtures: SeedFixture[];
}
