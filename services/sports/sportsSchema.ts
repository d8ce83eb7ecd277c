/**
 * The sports data stand-in's tables (services/sports, docs/sports-service.md), one migration of services/db/migrate.ts;
 * a migration's text never changes once it has shipped. Filled once by services/seed/sports/seedSports.ts.
 *
 * Names are JSON `{ ar, en, fr }`; a side's line-up is JSON `{ formation, starting, bench }` (player ids, the goalkeeper
 * first), read whole with its fixture. No kick-off is stored as a date: a fixture keeps its day relative to the suite's
 * start day (`day_offset`) and its UTC minute of that day, so whatever day the suite starts, the season is in
 * progress (services/sports/seasonClock.ts). Scores, tables, top scorers and team statistics are not stored either:
 * they are computed from `sports_events` (domain/sports).
 */
export const sportsTables = `
  CREATE TABLE sports_tournaments (
    id TEXT PRIMARY KEY, position INTEGER NOT NULL, name TEXT NOT NULL, short_name TEXT NOT NULL, country TEXT NOT NULL
  );
  CREATE TABLE sports_venues (
    id TEXT PRIMARY KEY, name TEXT NOT NULL, city TEXT NOT NULL, capacity INTEGER NOT NULL
  );
  CREATE TABLE sports_teams (
    id TEXT PRIMARY KEY, tournament_id TEXT NOT NULL REFERENCES sports_tournaments(id), name TEXT NOT NULL,
    short_name TEXT NOT NULL, code TEXT NOT NULL, city TEXT NOT NULL, founded INTEGER NOT NULL, colours TEXT NOT NULL,
    venue_id TEXT NOT NULL REFERENCES sports_venues(id)
  );
  CREATE INDEX sports_teams_by_tournament ON sports_teams(tournament_id);
  CREATE TABLE sports_players (
    id TEXT PRIMARY KEY, team_id TEXT NOT NULL REFERENCES sports_teams(id), name TEXT NOT NULL,
    position TEXT NOT NULL CHECK (position IN ('GK', 'DF', 'MF', 'FW')), shirt_number INTEGER NOT NULL,
    birth_date TEXT NOT NULL, nationality TEXT NOT NULL,
    UNIQUE (team_id, shirt_number)
  );
  CREATE TABLE sports_fixtures (
    id TEXT PRIMARY KEY, tournament_id TEXT NOT NULL REFERENCES sports_tournaments(id), matchday INTEGER NOT NULL,
    home_team_id TEXT NOT NULL REFERENCES sports_teams(id), away_team_id TEXT NOT NULL REFERENCES sports_teams(id),
    venue_id TEXT NOT NULL REFERENCES sports_venues(id), day_offset INTEGER NOT NULL, kick_off_minute INTEGER NOT NULL,
    first_half_added INTEGER NOT NULL, second_half_added INTEGER NOT NULL, showcase INTEGER NOT NULL DEFAULT 0,
    channel_id TEXT, attendance INTEGER NOT NULL, home_lineup TEXT NOT NULL, away_lineup TEXT NOT NULL
  );
  CREATE INDEX sports_fixtures_by_matchday ON sports_fixtures(tournament_id, matchday);
  CREATE TABLE sports_events (
    fixture_id TEXT NOT NULL REFERENCES sports_fixtures(id), seq INTEGER NOT NULL, type TEXT NOT NULL,
    period INTEGER NOT NULL CHECK (period IN (1, 2)), minute INTEGER NOT NULL, added_time INTEGER NOT NULL,
    second INTEGER NOT NULL, team_id TEXT NOT NULL, player_id TEXT, second_player_id TEXT, detail TEXT,
    PRIMARY KEY (fixture_id, seq)
  ) WITHOUT ROWID;
  CREATE TABLE sports_match_stats (
    fixture_id TEXT NOT NULL REFERENCES sports_fixtures(id), team_id TEXT NOT NULL, possession INTEGER NOT NULL,
    shots INTEGER NOT NULL, shots_on_target INTEGER NOT NULL, corners INTEGER NOT NULL, fouls INTEGER NOT NULL,
    offsides INTEGER NOT NULL,
    PRIMARY KEY (fixture_id, team_id)
  ) WITHOUT ROWID;
`;
