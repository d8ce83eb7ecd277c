/**
 * The sports stand-in's data (docs/sports-service.md): the seeded tables, read once (nothing writes them afterwards)
 * and kept in memory, with the season clock of the suite's start (seasonClock.ts). Lookups only; what depends on the
 * time of a request is in sportsQueries.ts.
 */
import type Database from "better-sqlite3";
import type { LocalizedText } from "../db/localizedText";
import type { EventDetail, MatchEventType } from "@/domain/sports/matchEvents";
import type { PlayerPosition } from "@/domain/sports/types";
import { type SeasonClock, seasonClockOf } from "./seasonClock";
import { allRows, eventRow, fixtureRow, playerRow, statsRow, teamRow, tournamentRow, venueRow } from "./sportsRows";

export interface Tournament {
  id: string;
  name: LocalizedText;
  shortName: LocalizedText;
  country: string;
}

export interface Venue {
  id: string;
  name: LocalizedText;
  city: LocalizedText;
  capacity: number;
}

export interface Team {
  id: string;
  tournamentId: string;
  name: LocalizedText;
  shortName: LocalizedText;
  code: string;
  city: LocalizedText;
  founded: number;
  colours: { hex: string; name: LocalizedText }[];
  venueId: string;
}

export interface Player {
  id: string;
  teamId: string;
  name: LocalizedText;
  position: PlayerPosition;
  shirtNumber: number;
  birthDate: string;
  nationality: string;
}

export interface StoredEvent {
  seq: number;
  type: MatchEventType;
  period: 1 | 2;
  minute: number;
  addedTime: number;
  second: number;
  teamId: string;
  playerId?: string;
  secondPlayerId?: string;
  detail?: EventDetail;
}

export interface StoredStats {
  possession: number;
  shots: number;
  shotsOnTarget: number;
  corners: number;
  fouls: number;
  offsides: number;
}

export interface StoredLineup {
  formation: string;
  starting: string[];
  bench: string[];
}

export interface Fixture {
  id: string;
  tournamentId: string;
  matchday: number;
  homeTeamId: string;
  awayTeamId: string;
  venueId: string;
  dayOffset: number;
  kickOffMinute: number;
  firstHalfAdded: number;
  secondHalfAdded: number;
  showcase: boolean;
  channelId?: string;
  attendance: number;
  lineups: { home: StoredLineup; away: StoredLineup };
  /** In match order. */
  events: StoredEvent[];
  stats: { home: StoredStats; away: StoredStats };
}

export interface SportsStore {
  clock: SeasonClock;
  /** In their seeded order. */
  tournaments(): readonly Tournament[];
  tournament(id: string): Tournament | undefined;
  teamsOf(tournamentId: string): Team[];
  team(id: string): Team | undefined;
  venue(id: string): Venue | undefined;
  player(id: string): Player | undefined;
  /** By line (goalkeepers first), then shirt number. */
  squad(teamId: string): Player[];
  /** By matchday, then nominal kick-off. */
  fixturesOf(tournamentId: string): Fixture[];
  fixture(id: string): Fixture | undefined;
}

const lineOrder: Readonly<Record<PlayerPosition, number>> = { GK: 0, DF: 1, MF: 2, FW: 3 };

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group === undefined) groups.set(key(row), [row]);
    else group.push(row);
  }
  return groups;
}

function readFixtures(db: Database.Database): Fixture[] {
  const events = groupBy(allRows(db.prepare("SELECT * FROM sports_events ORDER BY fixture_id, seq").all(), eventRow), (row) => row.fixture_id);
  const stats = new Map(allRows(db.prepare("SELECT * FROM sports_match_stats").all(), statsRow).map((row) => [`${row.fixture_id}/${row.team_id}`, row]));
  const rows = allRows(db.prepare("SELECT * FROM sports_fixtures ORDER BY tournament_id, matchday, day_offset, kick_off_minute, id").all(), fixtureRow);
  return rows.map((row) => {
    const statsOf = (teamId: string): StoredStats => {
      const found = stats.get(`${row.id}/${teamId}`);
      if (found === undefined) throw new Error(`No statistics for ${teamId} in ${row.id}`);
      return { possession: found.possession, shots: found.shots, shotsOnTarget: found.shots_on_target, corners: found.corners, fouls: found.fouls, offsides: found.offsides };
    };
    return {
      id: row.id,
      tournamentId: row.tournament_id,
      matchday: row.matchday,
      homeTeamId: row.home_team_id,
      awayTeamId: row.away_team_id,
      venueId: row.venue_id,
      dayOffset: row.day_offset,
      kickOffMinute: row.kick_off_minute,
      firstHalfAdded: row.first_half_added,
      secondHalfAdded: row.second_half_added,
      showcase: row.showcase,
      ...(row.channel_id === undefined ? {} : { channelId: row.channel_id }),
      attendance: row.attendance,
      lineups: { home: row.home_lineup, away: row.away_lineup },
      events: (events.get(row.id) ?? []).map((event) => ({
        seq: event.seq,
        type: event.type,
        period: event.period,
        minute: event.minute,
        addedTime: event.added_time,
        second: event.second,
        teamId: event.team_id,
        ...(event.player_id === undefined ? {} : { playerId: event.player_id }),
        ...(event.second_player_id === undefined ? {} : { secondPlayerId: event.second_player_id }),
        ...(event.detail === undefined ? {} : { detail: event.detail }),
      })),
      stats: { home: statsOf(row.home_team_id), away: statsOf(row.away_team_id) },
    };
  });
}

function readAll(db: Database.Database) {
  const tournaments = allRows(db.prepare("SELECT * FROM sports_tournaments ORDER BY position").all(), tournamentRow).map((row) => ({
    id: row.id,
    name: row.name,
    shortName: row.short_name,
    country: row.country,
  }));
  const venues = new Map(allRows(db.prepare("SELECT * FROM sports_venues").all(), venueRow).map((row) => [row.id, { ...row }]));
  const teams = allRows(db.prepare("SELECT * FROM sports_teams ORDER BY id").all(), teamRow).map((row) => ({
    id: row.id,
    tournamentId: row.tournament_id,
    name: row.name,
    shortName: row.short_name,
    code: row.code,
    city: row.city,
    founded: row.founded,
    colours: row.colours,
    venueId: row.venue_id,
  }));
  const players = allRows(db.prepare("SELECT * FROM sports_players").all(), playerRow)
    .map((row) => ({ id: row.id, teamId: row.team_id, name: row.name, position: row.position, shirtNumber: row.shirt_number, birthDate: row.birth_date, nationality: row.nationality }))
    .sort((a, b) => lineOrder[a.position] - lineOrder[b.position] || a.shirtNumber - b.shirtNumber);
  const fixtures = readFixtures(db);
  const byId = <T extends { id: string }>(rows: readonly T[]) => new Map(rows.map((row) => [row.id, row]));
  return {
    tournaments,
    venues,
    tournamentById: byId(tournaments),
    teamById: byId(teams),
    playerById: byId(players),
    fixtureById: byId(fixtures),
    squads: groupBy(players, (player) => player.teamId),
    teamsByTournament: groupBy(teams, (team) => team.tournamentId),
    fixturesByTournament: groupBy(fixtures, (fixture) => fixture.tournamentId),
  };
}

/**
 * The store over the seeded tables (services/seed/sports/seedSports.ts must have run), the season anchored on
 * `suiteStart`, the showcase's minute lasting `showcaseMinuteMs` (real time by default). The tables are read at the
 * first lookup, not here: a suite whose sports calls are never made (most tests) never pays for reading them.
 */
export function createSportsStore(db: Database.Database, suiteStart: Date, showcaseMinuteMs?: number): SportsStore {
  let data: ReturnType<typeof readAll> | undefined;
  const load = () => (data ??= readAll(db));
  return {
    clock: seasonClockOf(suiteStart, showcaseMinuteMs),
    tournaments: () => load().tournaments,
    tournament: (id) => load().tournamentById.get(id),
    teamsOf: (tournamentId) => load().teamsByTournament.get(tournamentId) ?? [],
    team: (id) => load().teamById.get(id),
    venue: (id) => load().venues.get(id),
    player: (id) => load().playerById.get(id),
    squad: (teamId) => load().squads.get(teamId) ?? [],
    fixturesOf: (tournamentId) => load().fixturesByTournament.get(tournamentId) ?? [],
    fixture: (id) => load().fixtureById.get(id),
  };
}
