/**
 * What the sports module may read, for one request: the sports adapter's calls bound to the request's call context
 * (its language, country and deadline), so the module never handles a context or a client itself. The renderer
 * builds it (renderer/renderScreen.tsx) from the screen's `sports` source; a render without one (a test's, the
 * bench's) gives the module none, and the module says so with its block's fallback.
 */
import type { FixturesFilter } from "@/adapters/sports/sportsClient";
import type { CallContext } from "@/domain/callContext";
import type { SportQuery } from "@/domain/sports/sportQuery";
import type { Fixture, MatchLive, MatchPost, MatchPre, SportsCalendar, SquadPlayer, Standing, Team, TeamRef, TopScorer, Tournament, TournamentRef, TournamentStats } from "@/domain/sports/types";

export type { FixturesFilter };

/** The adapter's calls the module uses (adapters/sports/sportsClient.ts SportsClient has them all). */
export interface SportsSource {
  tournaments(ctx: CallContext): Promise<Tournament[]>;
  calendar(tournamentId: string, ctx: CallContext): Promise<SportsCalendar | undefined>;
  squad(teamId: string, ctx: CallContext): Promise<{ team: TeamRef; players: SquadPlayer[] } | undefined>;
  about(teamId: string, ctx: CallContext): Promise<{ team: Team; tournament: TournamentRef } | undefined>;
  ranking(tournamentId: string, ctx: CallContext): Promise<{ tournament: TournamentRef; asOf: string; standings: Standing[] } | undefined>;
  topScorers(tournamentId: string, ctx: CallContext, limit?: number): Promise<TopScorer[] | undefined>;
  stats(tournamentId: string, ctx: CallContext): Promise<TournamentStats | undefined>;
  matchPre(fixtureId: string, ctx: CallContext): Promise<MatchPre | undefined>;
  matchLive(fixtureId: string, ctx: CallContext): Promise<MatchLive | undefined>;
  matchPost(fixtureId: string, ctx: CallContext): Promise<MatchPost | undefined>;
  fixtures(filter: FixturesFilter, ctx: CallContext): Promise<Fixture[]>;
  results(filter: FixturesFilter, ctx: CallContext): Promise<Fixture[]>;
}

/** The same calls for this request, plus what the page's URL chose (`?tournament=`, `?matchday=`, `?date=`). */
export interface SportsData {
  query: SportQuery;
  tournaments(): Promise<Tournament[]>;
  calendar(tournamentId: string): Promise<SportsCalendar | undefined>;
  squad(teamId: string): Promise<{ team: TeamRef; players: SquadPlayer[] } | undefined>;
  about(teamId: string): Promise<{ team: Team; tournament: TournamentRef } | undefined>;
  ranking(tournamentId: string): Promise<{ tournament: TournamentRef; asOf: string; standings: Standing[] } | undefined>;
  topScorers(tournamentId: string, limit?: number): Promise<TopScorer[] | undefined>;
  stats(tournamentId: string): Promise<TournamentStats | undefined>;
  matchPre(fixtureId: string): Promise<MatchPre | undefined>;
  matchLive(fixtureId: string): Promise<MatchLive | undefined>;
  matchPost(fixtureId: string): Promise<MatchPost | undefined>;
  fixtures(filter: FixturesFilter): Promise<Fixture[]>;
  results(filter: FixturesFilter): Promise<Fixture[]>;
}

export function sportsData(source: SportsSource, ctx: CallContext, query: SportQuery): SportsData {
  return {
    query,
    tournaments: () => source.tournaments(ctx),
    calendar: (tournamentId) => source.calendar(tournamentId, ctx),
    squad: (teamId) => source.squad(teamId, ctx),
    about: (teamId) => source.about(teamId, ctx),
    ranking: (tournamentId) => source.ranking(tournamentId, ctx),
    topScorers: (tournamentId, limit) => source.topScorers(tournamentId, ctx, limit),
    stats: (tournamentId) => source.stats(tournamentId, ctx),
    matchPre: (fixtureId) => source.matchPre(fixtureId, ctx),
    matchLive: (fixtureId) => source.matchLive(fixtureId, ctx),
    matchPost: (fixtureId) => source.matchPost(fixtureId, ctx),
    fixtures: (filter) => source.fixtures(filter, ctx),
    results: (filter) => source.results(filter, ctx),
  };
}
