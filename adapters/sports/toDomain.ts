/** The sports wire (wire.ts) reshaped into the domain types (domain/sports/types.ts): ids as `id`, nulls as absent. */
import type { z } from "zod";
import { isEventDetail, isMatchEventType } from "@/domain/sports/matchEvents";
import type { Fixture, LineUp, MatchEvent, PlayerRef, SquadPlayer, Team, TeamRef, Tournament, TournamentRef, Venue } from "@/domain/sports/types";
import type * as wire from "./wire";

export function toTournamentRef(value: z.infer<typeof wire.tournamentRef>): TournamentRef {
  return { id: value.tournamentId, name: value.name };
}

export function toTournament(value: z.infer<typeof wire.tournament>): Tournament {
  const { tournamentId, ...rest } = value;
  return { id: tournamentId, ...rest };
}

export function toTeamRef(value: z.infer<typeof wire.teamRef>): TeamRef {
  return { id: value.teamId, name: value.name, shortName: value.shortName, code: value.code };
}

export function toVenue(value: z.infer<typeof wire.venue>): Venue {
  return { id: value.venueId, name: value.name, city: value.city, capacity: value.capacity };
}

export function toTeam(value: z.infer<typeof wire.team>): Team {
  return { ...toTeamRef(value), tournamentId: value.tournamentId, city: value.city, founded: value.founded, colours: value.colours, venue: toVenue(value.venue) };
}

export function toPlayerRef(value: z.infer<typeof wire.playerRef>): PlayerRef {
  return { id: value.playerId, name: value.name, shirtNumber: value.shirtNumber, position: value.position };
}

export function toSquadPlayer(value: z.infer<typeof wire.squadPlayer>): SquadPlayer {
  return { ...toPlayerRef(value), birthDate: value.birthDate, nationality: value.nationality };
}

export function toFixture(value: wire.WireFixture): Fixture {
  return {
    id: value.fixtureId,
    tournamentId: value.tournamentId,
    matchday: value.matchday,
    kickOff: value.kickOff,
    status: value.status,
    home: toTeamRef(value.home),
    away: toTeamRef(value.away),
    ...(value.score === null ? {} : { score: value.score }),
    venue: toVenue(value.venue),
    ...(value.broadcast === null ? {} : { broadcast: value.broadcast }),
    ...(value.replayContentId == null ? {} : { replayContentId: value.replayContentId }),
  };
}

/** Events of a type this app does not know are left out (an "other" a real provider added). */
export function toMatchEvents(events: readonly wire.WireMatchEvent[]): MatchEvent[] {
  return events.flatMap((event) => {
    const { type, detail } = event;
    if (!isMatchEventType(type)) return [];
    return [
      {
        id: event.eventId,
        type,
        period: event.period,
        minute: event.minute,
        addedTime: event.addedTime,
        teamId: event.teamId,
        ...(event.player === null ? {} : { player: toPlayerRef(event.player) }),
        ...(event.secondPlayer === null ? {} : { secondPlayer: toPlayerRef(event.secondPlayer) }),
        ...(event.score === null ? {} : { score: event.score }),
        ...(isEventDetail(detail) ? { detail } : {}),
      },
    ];
  });
}

export function toLineUp(value: { teamId: string; formation: string; starting: z.infer<typeof wire.playerRef>[]; bench: z.infer<typeof wire.playerRef>[] }): LineUp {
  return { teamId: value.teamId, formation: value.formation, starting: value.starting.map(toPlayerRef), bench: value.bench.map(toPlayerRef) };
}
