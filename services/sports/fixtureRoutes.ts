/**
 * Fixtures (what is still to be played or playing) and results (what has finished), by tournament and matchday or
 * between two times, as of the request's time, by kick-off. Spec 7 Content also names `product/fixtures` and
 * `product/results`: they are these same lists, taking the filter as the content calls do, JSON in `request`
 * (services/content/parseRequestParam.ts), and are mounted with the sports routes under `/content`.
 */
import { parseRequestParam } from "../content/parseRequestParam";
import { notFound } from "../http/HttpError";
import { parseQuery } from "../http/parseQuery";
import { jsonReply } from "../http/reply";
import type { Route, RouteRequest } from "../http/router";
import { type SportsCall, sportsCall, type SportsDeps, sportsRoute, tournamentOr404 } from "./sportsHttp";
import { fixturesAt, matchdayCount } from "./sportsQueries";
import { type FixturesFilter, fixturesQuery, fixturesRequest } from "./sportsRequests";

type Which = "fixtures" | "results";

function list(deps: SportsDeps, call: SportsCall, filter: FixturesFilter, which: Which) {
  const { store } = deps;
  const tournaments = filter.tournamentId === undefined ? store.tournaments() : [tournamentOr404(store, filter.tournamentId)];
  if (filter.matchday !== undefined && tournaments.every((tournament) => (filter.matchday ?? 0) > matchdayCount(store, tournament.id))) {
    throw notFound(`No matchday ${filter.matchday} in ${filter.tournamentId ?? "any tournament"}.`);
  }
  const from = filter.from === undefined ? Number.NEGATIVE_INFINITY : Date.parse(filter.from);
  const to = filter.to === undefined ? Number.POSITIVE_INFINITY : Date.parse(filter.to);
  const fixtures = tournaments
    .flatMap((tournament) => fixturesAt(store, tournament.id, call.now))
    .filter((at) => (which === "results") === (at.state.status === "finished"))
    .filter((at) => filter.matchday === undefined || at.fixture.matchday === filter.matchday)
    .filter((at) => at.kickOff >= from && at.kickOff <= to)
    .sort((a, b) => a.kickOff - b.kickOff || a.fixture.id.localeCompare(b.fixture.id));
  return jsonReply({ fixtures: fixtures.map(call.wire.fixture) });
}

export function createFixtureRoutes(deps: SportsDeps): Route[] {
  const fromQuery = (which: Which) => (request: RouteRequest) => list(deps, sportsCall(deps, request), parseQuery(request.query, fixturesQuery), which);
  const fromRequest = (which: Which) => (request: RouteRequest) =>
    list(deps, sportsCall(deps, request), parseRequestParam(request.query, fixturesRequest, {}), which);
  return [
    sportsRoute("/fixtures", fromQuery("fixtures")),
    sportsRoute("/results", fromQuery("results")),
    { method: "GET", pattern: "/content/product/fixtures", handler: fromRequest("fixtures") },
    { method: "GET", pattern: "/content/product/results", handler: fromRequest("results") },
  ];
}
