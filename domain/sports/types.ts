/**
 * The sports module's domain types (issue 30 §3): what adapters/sports makes of the sports service's wire
 * (docs/sports-service.md), in the viewer's language. Times are ISO 8601 UTC strings; pages format them in the
 * viewer's time zone.
 */
import type { EventDetail, MatchEventType } from "./matchEvents";
import type { Score } from "./results";
import type { Outcome } from "./results";

export type { Score, Outcome };

export type MatchStatus = "scheduled" | "live" | "finished";
export type MatchPhase = "firstHalf" | "halfTime" | "secondHalf";
export type PlayerPosition = "GK" | "DF" | "MF" | "FW";
export type MatchdayStatus = "played" | "inProgress" | "upcoming";

export interface TournamentRef {
  id: string;
  name: string;
}

export interface Tournament extends TournamentRef {
  shortName: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  season: { name: string; startDate: string; endDate: string };
  teamCount: number;
  matchdayCount: number;
  /** The first matchday not entirely played (the last one once the season is over). */
  currentMatchday: number;
}

export interface TeamRef {
  id: string;
  name: string;
  shortName: string;
  /** Three letters, for tight scoreboards. */
  code: string;
}

export interface Venue {
  id: string;
  name: string;
  city: string;
  capacity: number;
}

export interface Team extends TeamRef {
  tournamentId: string;
  city: string;
  founded: number;
  colours: { hex: string; name: string }[];
  venue: Venue;
}

export interface PlayerRef {
  id: string;
  name: string;
  shirtNumber: number;
  position: PlayerPosition;
}

export interface SquadPlayer extends PlayerRef {
  /** `YYYY-MM-DD`. */
  birthDate: string;
  /** ISO 3166-1 alpha-2. */
  nationality: string;
}

export interface Broadcast {
  /** A live channel of the content service (its content id). */
  channelId: string;
  start: string;
  end: string;
}

export interface Fixture {
  id: string;
  tournamentId: string;
  matchday: number;
  kickOff: string;
  status: MatchStatus;
  home: TeamRef;
  away: TeamRef;
  /** Absent while scheduled. */
  score?: Score;
  venue: Venue;
  /** The sport channel showing it, when it is televised (live while it plays; catch-up afterwards). */
  broadcast?: Broadcast;
  /** A replay in the content catalogue, when the provider names one. */
  replayContentId?: string;
}

export interface MatchEvent {
  id: string;
  type: MatchEventType;
  period: 1 | 2;
  minute: number;
  /** Minutes into added time ("45+2'": minute 45, addedTime 2); 0 outside it. */
  addedTime: number;
  /** The team the event belongs to; for an own goal the team credited with it. */
  teamId: string;
  /** The player it is about; for a substitution the one coming on. */
  player?: PlayerRef;
  /** A substitution's player going off; a goal's assist. */
  secondPlayer?: PlayerRef;
  /** The score after a goal, penalty goal or own goal. */
  score?: Score;
  detail?: EventDetail;
}

export interface Matchday {
  number: number;
  startDate: string;
  endDate: string;
  status: MatchdayStatus;
  fixtures: Fixture[];
}

export interface SportsCalendar {
  tournament: TournamentRef;
  currentMatchday: number;
  matchdays: Matchday[];
}

export interface Standing {
  rank: number;
  team: TeamRef;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDifference: number;
  points: number;
  /** The last five results, oldest first. */
  form: Outcome[];
}

export interface TopScorer {
  rank: number;
  player: PlayerRef;
  team: TeamRef;
  goals: number;
  penaltyGoals: number;
}

export interface TeamStats {
  team: TeamRef;
  played: number;
  goalsFor: number;
  goalsAgainst: number;
  cleanSheets: number;
  yellowCards: number;
  redCards: number;
}

export interface TournamentStats {
  tournament: TournamentRef;
  totals: {
    matchesPlayed: number;
    goals: number;
    goalsPerMatch: number;
    penaltyGoals: number;
    ownGoals: number;
    yellowCards: number;
    redCards: number;
  };
  teams: TeamStats[];
}

export interface LineUp {
  teamId: string;
  formation: string;
  starting: PlayerRef[];
  bench: PlayerRef[];
}

export interface MatchPre {
  fixture: Fixture;
  /** Published an hour before kick-off; absent before. */
  lineups?: { home: LineUp; away: LineUp };
}

export interface MatchLive {
  fixture: Fixture;
  /** While live. */
  phase?: MatchPhase;
  /** While live: the match minute ("67'", "90+3'"). */
  clock?: { minute: number; addedTime: number };
  /** The events so far, in match order. */
  events: MatchEvent[];
  /** The service's clock when it answered. */
  asOf: string;
}

export interface TeamMatchStats {
  possession: number;
  shots: number;
  shotsOnTarget: number;
  corners: number;
  fouls: number;
  offsides: number;
  yellowCards: number;
  redCards: number;
}

export interface MatchPost {
  fixture: Fixture;
  halfTime: Score;
  fullTime: Score;
  events: MatchEvent[];
  stats: { home: TeamMatchStats; away: TeamMatchStats };
  attendance: number;
  lineups: { home: LineUp; away: LineUp };
}
