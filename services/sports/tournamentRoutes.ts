/**
 * Spec 7 Sports `tournaments`: the list, and per tournament its teams, statistics, top scorers and table
 * (`ranking`), the last three computed from the matches finished at the time of the request (domain/sports).
 */
import { jsonReply } from "../http/reply";
import { parseQuery } from "../http/parseQuery";
import type { Route, RouteRequest } from "../http/router";
import { computeStandings } from "@/domain/sports/standings";
import { computeTeamStats, computeTournamentTotals } from "@/domain/sports/teamStats";
import { computeTopScorers } from "@/domain/sports/topScorers";
import { type SportsCall, sportsCall, type SportsDeps, sportsRoute, tournamentOr404 } from "./sportsHttp";
import { currentMatchday, fixturesAt, matchdayCount, resultsOf } from "./sportsQueries";
import type { SportsStore, Team, Tournament } from "./sportsStore";
import { topScorersQuery } from "./sportsRequests";

/** "2026", or "2025/26" for a season across the new year. */
function seasonName(start: Date, end: Date): string {
  const first = start.getUTCFullYear();
  const last = end.getUTCFullYear();
  return first === last ? String(first) : `${first}/${String(last).slice(-2)}`;
}

export function tournamentWire(store: SportsStore, call: SportsCall, tournament: Tournament) {
  const fixtures = fixturesAt(store, tournament.id, call.now);
  const start = new Date(fixtures[0]?.kickOff ?? call.now);
  const end = new Date(fixtures.at(-1)?.kickOff ?? call.now);
  return {
    ...call.wire.tournamentRef(tournament),
    shortName: tournament.shortName[call.locale],
    country: tournament.country,
    season: { name: seasonName(start, end), startDate: start.toISOString(), endDate: end.toISOString() },
    teamCount: store.teamsOf(tournament.id).length,
    matchdayCount: matchdayCount(store, tournament.id),
    currentMatchday: currentMatchday(fixtures),
  };
}

/** A tournament's teams by name in the request's language. */
export function teamsByName(store: SportsStore, call: SportsCall, tournamentId: string): Team[] {
  const collator = new Intl.Collator(call.locale, { numeric: true });
  return [...store.teamsOf(tournamentId)].sort((a, b) => collator.compare(a.name[call.locale], b.name[call.locale]));
}

export function createTournamentRoutes(deps: SportsDeps): Route[] {
  const { store } = deps;
  type Part = (tournament: Tournament, call: SportsCall, query: URLSearchParams) => Record<string, unknown>;
  const withTournament = (part: Part) => (request: RouteRequest) => {
    const tournament = tournamentOr404(store, request.params.id ?? "");
    const call = sportsCall(deps, request);
    return jsonReply({ tournament: call.wire.tournamentRef(tournament), ...part(tournament, call, request.query) });
  };
  return [
    sportsRoute("/tournaments", (request) => {
      const call = sportsCall(deps, request);
      return jsonReply({ tournaments: store.tournaments().map((tournament) => tournamentWire(store, call, tournament)) });
    }),
    sportsRoute(
      "/tournaments/:id/teams",
      withTournament((tournament, call) => ({ teams: teamsByName(store, call, tournament.id).map(call.wire.team) })),
    ),
    sportsRoute(
      "/tournaments/:id/ranking",
      withTournament((tournament, call) => {
        const teams = store.teamsOf(tournament.id);
        const rows = computeStandings(teams.map((team) => ({ teamId: team.id, name: team.name[call.locale] })), resultsOf(store, tournament.id, call.now), call.locale);
        const standings = rows.map((row) => ({
          rank: row.rank,
          team: call.wire.teamRef(call.wire.teamById(row.teamId)),
          played: row.played,
          won: row.won,
          drawn: row.drawn,
          lost: row.lost,
          goalsFor: row.goalsFor,
          goalsAgainst: row.goalsAgainst,
          goalDifference: row.goalDifference,
          points: row.points,
          form: row.form,
        }));
        return { asOf: new Date(call.now).toISOString(), standings };
      }),
    ),
    sportsRoute(
      "/tournaments/:id/topScorers",
      withTournament((tournament, call, query) => {
        const { limit } = parseQuery(query, topScorersQuery);
        const playerOf = (playerId: string) => {
          const player = store.player(playerId);
          return player === undefined ? undefined : { playerId, teamId: player.teamId, name: player.name[call.locale] };
        };
        const rows = computeTopScorers(resultsOf(store, tournament.id, call.now), playerOf, call.locale, limit);
        const scorers = rows.flatMap((row) => {
          const player = store.player(row.playerId);
          if (player === undefined) return [];
          const team = call.wire.teamRef(call.wire.teamById(row.teamId));
          return [{ rank: row.rank, player: call.wire.playerRef(player), team, goals: row.goals, penaltyGoals: row.penaltyGoals }];
        });
        return { asOf: new Date(call.now).toISOString(), scorers };
      }),
    ),
    sportsRoute(
      "/tournaments/:id/stats",
      withTournament((tournament, call) => {
        const results = resultsOf(store, tournament.id, call.now);
        const teams = teamsByName(store, call, tournament.id);
        const rows = computeTeamStats(teams.map((team) => team.id), results);
        const teamStats = rows.map(({ teamId, ...row }) => ({ team: call.wire.teamRef(call.wire.teamById(teamId)), ...row }));
        return { asOf: new Date(call.now).toISOString(), totals: computeTournamentTotals(results), teams: teamStats };
      }),
    ),
  ];
}
