/**
 * The sports service's replies in one language (docs/sports-service.md "Shapes"): ids in the Opta style, names from
 * `{ ar, en, fr }` in the language the request picked, times ISO 8601 UTC, absent values `null`.
 */
import type { ServiceLocale } from "../db/localizedText";
import { scoreOf, withRunningScore } from "@/domain/sports/results";
import { scoringEventTypes } from "@/domain/sports/matchEvents";
import type { FixtureAt } from "./sportsQueries";
import type { Player, SportsStore, StoredLineup, Team, Tournament } from "./sportsStore";

const iso = (ms: number) => new Date(ms).toISOString();

export type SportsWire = ReturnType<typeof createSportsWire>;

export function createSportsWire(store: SportsStore, locale: ServiceLocale) {
  const tournamentRef = (tournament: Tournament) => ({ tournamentId: tournament.id, name: tournament.name[locale] });
  const teamRef = (team: Team) => ({ teamId: team.id, name: team.name[locale], shortName: team.shortName[locale], code: team.code });
  const venue = (venueId: string) => {
    const found = store.venue(venueId);
    if (found === undefined) throw new Error(`Unknown venue ${venueId}`);
    return { venueId: found.id, name: found.name[locale], city: found.city[locale], capacity: found.capacity };
  };
  const teamById = (teamId: string) => {
    const found = store.team(teamId);
    if (found === undefined) throw new Error(`Unknown team ${teamId}`);
    return found;
  };
  const playerRef = (player: Player) => ({ playerId: player.id, name: player.name[locale], shirtNumber: player.shirtNumber, position: player.position });
  const playerRefById = (playerId: string | undefined) => {
    const player = playerId === undefined ? undefined : store.player(playerId);
    return player === undefined ? null : playerRef(player);
  };
  const team = (row: Team) => ({
    ...teamRef(row),
    tournamentId: row.tournamentId,
    city: row.city[locale],
    founded: row.founded,
    colours: row.colours.map((colour) => ({ hex: colour.hex, name: colour.name[locale] })),
    venue: venue(row.venueId),
  });
  const fixture = (at: FixtureAt) => {
    const { fixture: row, state } = at;
    return {
      fixtureId: row.id,
      tournamentId: row.tournamentId,
      matchday: row.matchday,
      kickOff: iso(at.kickOff),
      status: state.status,
      home: teamRef(teamById(row.homeTeamId)),
      away: teamRef(teamById(row.awayTeamId)),
      score: state.status === "scheduled" ? null : scoreOf({ homeTeamId: row.homeTeamId, awayTeamId: row.awayTeamId, events: at.events }),
      venue: venue(row.venueId),
      broadcast: row.channelId === undefined ? null : { channelId: row.channelId, start: iso(at.kickOff), end: iso(at.end) },
    };
  };
  /** The events the clock has passed, each goal with the score after it. */
  const events = (at: FixtureAt) =>
    withRunningScore(at.fixture.homeTeamId, at.fixture.awayTeamId, at.events).map(({ event, score }) => ({
      eventId: `${at.fixture.id}-${event.seq}`,
      type: event.type,
      period: event.period,
      minute: event.minute,
      addedTime: event.addedTime,
      teamId: event.teamId,
      player: playerRefById(event.playerId),
      secondPlayer: playerRefById(event.secondPlayerId),
      score: scoringEventTypes.has(event.type) ? score : null,
      detail: event.detail ?? null,
    }));
  const lineups = (at: FixtureAt) => {
    const side = (teamId: string, lineup: StoredLineup) => ({
      teamId,
      formation: lineup.formation,
      starting: lineup.starting.flatMap((id) => playerRefById(id) ?? []),
      bench: lineup.bench.flatMap((id) => playerRefById(id) ?? []),
    });
    return { home: side(at.fixture.homeTeamId, at.fixture.lineups.home), away: side(at.fixture.awayTeamId, at.fixture.lineups.away) };
  };
  return { tournamentRef, teamRef, teamById, venue, playerRef, team, fixture, events, lineups };
}
