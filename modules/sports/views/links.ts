/**
 * The href builders the sports views take as props: the views never know the app's routes (the module and its
 * pages do, modules/sports/), so the same view links to a team or a match page wherever it is placed.
 */
import type { Fixture, TeamRef } from "@/domain/sports/types";

export type TeamHref = (team: TeamRef) => string;
export type MatchHref = (fixture: Fixture) => string;
