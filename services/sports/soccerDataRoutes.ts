/**
 * Spec 7 Sports `soccerData`: a tournament's calendar (its matchdays with dates and fixtures, as of the request's
 * time) and teams, a team's squad and its "about" card (stadium, founded, city, colours).
 */
import { jsonReply } from "../http/reply";
import { parseQuery } from "../http/parseQuery";
import type { Route } from "../http/router";
import { sportsCall, type SportsDeps, sportsRoute, teamOr404, tournamentOr404 } from "./sportsHttp";
import { currentMatchday, type FixtureAt, fixturesAt, matchdayStatus } from "./sportsQueries";
import { teamQuery, tournamentQuery } from "./sportsRequests";
import { teamsByName } from "./tournamentRoutes";

function byMatchday(fixtures: readonly FixtureAt[]): Map<number, FixtureAt[]> {
  const matchdays = new Map<number, FixtureAt[]>();
  for (const at of fixtures) {
    const list = matchdays.get(at.fixture.matchday);
    if (list === undefined) matchdays.set(at.fixture.matchday, [at]);
    else list.push(at);
  }
  return new Map([...matchdays].sort(([a], [b]) => a - b));
}

export function createSoccerDataRoutes(deps: SportsDeps): Route[] {
  const { store } = deps;
  return [
    sportsRoute("/soccerData/calendars", (request) => {
      const { tournamentId } = parseQuery(request.query, tournamentQuery);
      const tournament = tournamentOr404(store, tournamentId);
      const call = sportsCall(deps, request);
      const fixtures = fixturesAt(store, tournament.id, call.now);
      const matchdays = [...byMatchday(fixtures)].map(([matchday, list]) => ({
        matchday,
        startDate: new Date(Math.min(...list.map((at) => at.kickOff))).toISOString(),
        endDate: new Date(Math.max(...list.map((at) => at.kickOff))).toISOString(),
        status: matchdayStatus(list),
        fixtures: list.map(call.wire.fixture),
      }));
      return jsonReply({ tournament: call.wire.tournamentRef(tournament), currentMatchday: currentMatchday(fixtures), matchdays });
    }),
    sportsRoute("/soccerData/teams", (request) => {
      const { tournamentId } = parseQuery(request.query, tournamentQuery);
      const tournament = tournamentOr404(store, tournamentId);
      const call = sportsCall(deps, request);
      return jsonReply({ tournament: call.wire.tournamentRef(tournament), teams: teamsByName(store, call, tournament.id).map(call.wire.team) });
    }),
    sportsRoute("/soccerData/squad", (request) => {
      const { teamId } = parseQuery(request.query, teamQuery);
      const team = teamOr404(store, teamId);
      const call = sportsCall(deps, request);
      const squad = store.squad(team.id).map((player) => ({ ...call.wire.playerRef(player), birthDate: player.birthDate, nationality: player.nationality }));
      return jsonReply({ team: call.wire.teamRef(team), squad });
    }),
    sportsRoute("/soccerData/about", (request) => {
      const { teamId } = parseQuery(request.query, teamQuery);
      const team = teamOr404(store, teamId);
      const call = sportsCall(deps, request);
      return jsonReply({ team: call.wire.team(team), tournament: call.wire.tournamentRef(tournamentOr404(store, team.tournamentId)) });
    }),
  ];
}
