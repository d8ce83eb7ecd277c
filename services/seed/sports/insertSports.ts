/** Writes the sports seed (buildSeason.ts) into its tables (services/sports/sportsSchema.ts). Call inside a transaction. */
import type Database from "better-sqlite3";
import { colours } from "./colours";
import type { SeedFixture, SeedLineup, SportsSeed } from "./seedModel";

const json = (value: unknown) => JSON.stringify(value);

const lineupJson = (lineup: SeedLineup) =>
  json({ formation: lineup.formation, starting: lineup.starting.map((player) => player.id), bench: lineup.bench.map((player) => player.id) });

function insertTeams(db: Database.Database, seed: SportsSeed): void {
  const tournament = db.prepare("INSERT INTO sports_tournaments (id, position, name, short_name, country) VALUES (?, ?, ?, ?, ?)");
  for (const row of seed.tournaments) tournament.run(row.id, row.position, json(row.name), json(row.shortName), row.country);
  const venue = db.prepare("INSERT INTO sports_venues (id, name, city, capacity) VALUES (?, ?, ?, ?)");
  const team = db.prepare(`INSERT INTO sports_teams (id, tournament_id, name, short_name, code, city, founded, colours, venue_id)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  for (const row of seed.teams) {
    const { club } = row;
    venue.run(row.venueId, json(club.stadium), json(club.city), club.capacity);
    const kit = club.colours.map((key) => colours[key]);
    team.run(row.id, row.tournamentId, json(club.name), json(club.shortName), club.code, json(club.city), club.founded, json(kit), row.venueId);
  }
  const player = db.prepare(`INSERT INTO sports_players (id, team_id, name, position, shirt_number, birth_date, nationality)
    VALUES (?, ?, ?, ?, ?, ?, ?)`);
  for (const row of seed.players) player.run(row.id, row.teamId, json(row.name), row.position, row.shirtNumber, row.birthDate, row.nationality);
}

function matchWriter(db: Database.Database): (fixture: SeedFixture) => void {
  const event = db.prepare(`INSERT INTO sports_events (fixture_id, seq, type, period, minute, added_time, second, team_id, player_id,
    second_player_id, detail) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const stats = db.prepare(`INSERT INTO sports_match_stats (fixture_id, team_id, possession, shots, shots_on_target, corners, fouls, offsides)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  return (fixture) => {
    for (const [seq, row] of fixture.events.entries()) {
      event.run(fixture.id, seq + 1, row.type, row.period, row.minute, row.addedTime, row.second, row.teamId, row.playerId ?? null, row.secondPlayerId ?? null, row.detail ?? null);
    }
    for (const [teamId, row] of [[fixture.homeTeamId, fixture.stats.home], [fixture.awayTeamId, fixture.stats.away]] as const) {
      stats.run(fixture.id, teamId, row.possession, row.shots, row.shotsOnTarget, row.corners, row.fouls, row.offsides);
    }
  };
}

export function insertSports(db: Database.Database, seed: SportsSeed): void {
  insertTeams(db, seed);
  const fixture = db.prepare(`INSERT INTO sports_fixtures (id, tournament_id, matchday, home_team_id, away_team_id, venue_id, day_offset,
    kick_off_minute, first_half_added, second_half_added, showcase, channel_id, attendance, home_lineup, away_lineup)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const writeMatch = matchWriter(db);
  for (const row of seed.fixtures) {
    fixture.run(row.id, row.tournamentId, row.matchday, row.homeTeamId, row.awayTeamId, row.venueId, row.dayOffset, row.kickOffMinute,
      row.firstHalfAdded, row.secondHalfAdded, row.showcase ? 1 : 0, row.channelId ?? null, row.attendance, lineupJson(row.home), lineupJson(row.away));
    writeMatch(row);
  }
}
