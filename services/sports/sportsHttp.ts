/**
 * What every sports route shares: the deps, the request's language and time, and the lookups that answer 404 for an
 * unknown id (never a 500: an id the store does not know is the caller's mistake).
 */
import { HttpError, notFound } from "../http/HttpError";
import { pickLanguage } from "../http/pickLanguage";
import type { Route, RouteRequest } from "../http/router";
import type { ServiceLocale } from "../db/localizedText";
import { createSportsWire, type SportsWire } from "./sportsWire";
import type { Fixture, SportsStore, Team, Tournament } from "./sportsStore";

export interface SportsDeps {
  store: SportsStore;
  /** The suite's clock: every reply is as of the request's time. */
  now: () => Date;
}

export interface SportsCall {
  locale: ServiceLocale;
  /** ms since the epoch. */
  now: number;
  wire: SportsWire;
}

export function sportsCall(deps: SportsDeps, request: RouteRequest): SportsCall {
  const locale = pickLanguage(request.headers);
  return { locale, now: deps.now().getTime(), wire: createSportsWire(deps.store, locale) };
}

export function sportsRoute(pattern: string, handler: Route["handler"]): Route {
  return { method: "GET", pattern: `/sports${pattern}`, handler };
}

export function tournamentOr404(store: SportsStore, id: string): Tournament {
  const tournament = store.tournament(id);
  if (tournament === undefined) throw notFound(`No tournament with id ${id}.`);
  return tournament;
}

export function teamOr404(store: SportsStore, id: string): Team {
  const team = store.team(id);
  if (team === undefined) throw notFound(`No team with id ${id}.`);
  return team;
}

export function fixtureOr404(store: SportsStore, id: string): Fixture {
  const fixture = store.fixture(id);
  if (fixture === undefined) throw notFound(`No fixture with id ${id}.`);
  return fixture;
}

/** A match that has not finished has no post-match report yet. */
export function notFinished(fixtureId: string): HttpError {
  return new HttpError(409, "match-not-finished", `Fixture ${fixtureId} has not finished; its report comes after the final whistle.`);
}
