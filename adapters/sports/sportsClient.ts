/**
 * The sports data service adapter (spec 7 "Sports": soccerData, tournaments, match; and the fixtures and results
 * lists), docs/sports-service.md. Replies are checked with zod (wire.ts) and reshaped to domain/sports types. A call
 * about an id the service does not know gives `undefined` (the page is then a 404), as does a match report asked for
 * before the final whistle; any other failure is a ServiceError.
 */
import type { CallContext } from "@/domain/callContext";
import type {
  Fixture,
  MatchLive,
  MatchPost,
  MatchPre,
  SportsCalendar,
  SquadPlayer,
  Standing,
  Team,
  TeamRef,
  TopScorer,
  Tournament,
  TournamentRef,
  TournamentStats,
} from "@/domain/sports/types";
import { createHttpClient, type HttpClient, type RequestOptions } from "../http/httpClient";
import { ServiceError } from "../http/ServiceError";
import { toFixture, toLineUp, toMatchEvents, toPlayerRef, toSquadPlayer, toTeam, toTeamRef, toTournament, toTournamentRef } from "./toDomain";
import * as wire from "./wire";

/** Fixtures or results of one tournament's matchday, or between two instants (ISO 8601), or both unset for all. */
export interface FixturesFilter {
  tournamentId?: string;
  matchday?: number;
  from?: string;
  to?: string;
}

const path = (...parts: string[]) => parts.map(encodeURIComponent).join("/");

export class SportsClient {
  private readonly http: HttpClient;

  constructor(options: { baseURL: string; fetchImpl?: typeof fetch; timeoutMs?: number }) {
    this.http = createHttpClient({ service: "sports", baseURL: options.baseURL, fetchImpl: options.fetchImpl, defaultTimeoutMs: options.timeoutMs ?? 3000 });
  }

  /** A GET whose 404 (and, for a match report, 409) means "nothing to show", not a failure. */
  private async found<T>(target: string, ctx: CallContext, options: RequestOptions<T>, absentStatuses: readonly number[] = [404]): Promise<T | undefined> {
    try {
      return await this.http.get(target, ctx, options);
    } catch (error) {
      if (error instanceof ServiceError && error.status !== undefined && absentStatuses.includes(error.status)) return undefined;
      throw error;
    }
  }

  async tournaments(ctx: CallContext): Promise<Tournament[]> {
    return (await this.http.get("/tournaments", ctx, { schema: wire.tournamentsReply })).tournaments.map(toTournament);
  }

  /** The matchdays with their dates and fixtures (`soccerData/calendars`). */
  async calendar(tournamentId: string, ctx: CallContext): Promise<SportsCalendar | undefined> {
    const reply = await this.found("/soccerData/calendars", ctx, { query: { tournamentId }, schema: wire.calendarReply });
    if (reply === undefined) return undefined;
    return {
      tournament: toTournamentRef(reply.tournament),
      currentMatchday: reply.currentMatchday,
      matchdays: reply.matchdays.map((matchday) => ({
        number: matchday.matchday,
        startDate: matchday.startDate,
        endDate: matchday.endDate,
        status: matchday.status,
        fixtures: matchday.fixtures.map(toFixture),
      })),
    };
  }

  /** A tournament's teams by name (`soccerData/teams`; `tournaments/{id}/teams` answers the same). */
  async teams(tournamentId: string, ctx: CallContext): Promise<Team[] | undefined> {
    return (await this.found("/soccerData/teams", ctx, { query: { tournamentId }, schema: wire.teamsReply }))?.teams.map(toTeam);
  }

  async squad(teamId: string, ctx: CallContext): Promise<{ team: TeamRef; players: SquadPlayer[] } | undefined> {
    const reply = await this.found("/soccerData/squad", ctx, { query: { teamId }, schema: wire.squadReply });
    return reply === undefined ? undefined : { team: toTeamRef(reply.team), players: reply.squad.map(toSquadPlayer) };
  }

  /** A team's card: stadium, founded, city, colours, and its tournament. */
  async about(teamId: string, ctx: CallContext): Promise<{ team: Team; tournament: TournamentRef } | undefined> {
    const reply = await this.found("/soccerData/about", ctx, { query: { teamId }, schema: wire.aboutReply });
    return reply === undefined ? undefined : { team: toTeam(reply.team), tournament: toTournamentRef(reply.tournament) };
  }

  async ranking(tournamentId: string, ctx: CallContext): Promise<{ tournament: TournamentRef; asOf: string; standings: Standing[] } | undefined> {
    const reply = await this.found(`/tournaments/${path(tournamentId)}/ranking`, ctx, { schema: wire.rankingReply });
    if (reply === undefined) return undefined;
    return { tournament: toTournamentRef(reply.tournament), asOf: reply.asOf, standings: reply.standings.map((row) => ({ ...row, team: toTeamRef(row.team) })) };
  }

  async topScorers(tournamentId: string, ctx: CallContext, limit?: number): Promise<TopScorer[] | undefined> {
    const reply = await this.found(`/tournaments/${path(tournamentId)}/topScorers`, ctx, { query: { limit }, schema: wire.topScorersReply });
    return reply?.scorers.map((row) => ({ rank: row.rank, player: toPlayerRef(row.player), team: toTeamRef(row.team), goals: row.goals, penaltyGoals: row.penaltyGoals }));
  }

  async stats(tournamentId: string, ctx: CallContext): Promise<TournamentStats | undefined> {
    const reply = await this.found(`/tournaments/${path(tournamentId)}/stats`, ctx, { schema: wire.statsReply });
    if (reply === undefined) return undefined;
    return { tournament: toTournamentRef(reply.tournament), totals: reply.totals, teams: reply.teams.map((row) => ({ ...row, team: toTeamRef(row.team) })) };
  }

  /** Kick-off, venue and, from an hour before kick-off, the line-ups. */
  async matchPre(fixtureId: string, ctx: CallContext): Promise<MatchPre | undefined> {
    const reply = await this.found(`/match/${path(fixtureId)}/pre`, ctx, { schema: wire.preReply });
    if (reply === undefined) return undefined;
    const lineups = reply.lineups === null ? undefined : { home: toLineUp(reply.lineups.home), away: toLineUp(reply.lineups.away) };
    return { fixture: toFixture(reply.fixture), ...(lineups === undefined ? {} : { lineups }) };
  }

  /** Score, minute and the events so far; poll it while the match is live. */
  async matchLive(fixtureId: string, ctx: CallContext): Promise<MatchLive | undefined> {
    const reply = await this.found(`/match/${path(fixtureId)}/live`, ctx, { schema: wire.liveReply });
    if (reply === undefined) return undefined;
    return {
      fixture: toFixture(reply.fixture),
      ...(reply.phase === null ? {} : { phase: reply.phase }),
      ...(reply.clock === null ? {} : { clock: reply.clock }),
      events: toMatchEvents(reply.events),
      asOf: reply.asOf,
    };
  }

  /** The report of a finished match; undefined before the final whistle. */
  async matchPost(fixtureId: string, ctx: CallContext): Promise<MatchPost | undefined> {
    const reply = await this.found(`/match/${path(fixtureId)}/post`, ctx, { schema: wire.postReply }, [404, 409]);
    if (reply === undefined) return undefined;
    return {
      fixture: toFixture(reply.fixture),
      halfTime: reply.halfTime,
      fullTime: reply.fullTime,
      events: toMatchEvents(reply.events),
      stats: reply.stats,
      attendance: reply.attendance,
      lineups: { home: toLineUp(reply.lineups.home), away: toLineUp(reply.lineups.away) },
    };
  }

  /** Matches still to be played or playing, by kick-off. */
  async fixtures(filter: FixturesFilter, ctx: CallContext): Promise<Fixture[]> {
    return this.list("/fixtures", filter, ctx);
  }

  /** Finished matches, by kick-off. */
  async results(filter: FixturesFilter, ctx: CallContext): Promise<Fixture[]> {
    return this.list("/results", filter, ctx);
  }

  private async list(target: string, filter: FixturesFilter, ctx: CallContext): Promise<Fixture[]> {
    const query = { tournamentId: filter.tournamentId, matchday: filter.matchday, from: filter.from, to: filter.to };
    // An unknown tournament or matchday has no fixtures to list.
    return (await this.found(target, ctx, { query, schema: wire.fixturesReply }))?.fixtures.map(toFixture) ?? [];
  }
}
