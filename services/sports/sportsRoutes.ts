/**
 * The sports data stand-in (spec 7 "Sports", issue 30 §3; docs/sports-service.md), mounted under `/sports`, plus the
 * content calls `product/fixtures` and `product/results` under `/content`. Every call is a GET answering JSON in the
 * `language` header's language, as of the request's time: 400 for bad input, 404 for an unknown id.
 */
import type { Route } from "../http/router";
import { createFixtureRoutes } from "./fixtureRoutes";
import { createMatchRoutes } from "./matchRoutes";
import { createSoccerDataRoutes } from "./soccerDataRoutes";
import type { SportsDeps } from "./sportsHttp";
import { createTournamentRoutes } from "./tournamentRoutes";

export type { SportsDeps } from "./sportsHttp";

export function createSportsRoutes(deps: SportsDeps): Route[] {
  return [...createTournamentRoutes(deps), ...createSoccerDataRoutes(deps), ...createMatchRoutes(deps), ...createFixtureRoutes(deps)];
}
