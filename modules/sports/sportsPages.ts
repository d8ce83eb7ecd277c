/**
 * What each view of the sports module shows, read from the sports data of the request (sportsData.ts): the module
 * block's `props.view` picks one, the page's route and URL say which team, match, tournament, matchday or day.
 * Pure of React: SportsModule.tsx draws what these return. A tournament or matchday the URL names that the service
 * does not have falls back to the first tournament and its current matchday (a stale link still shows a page); an
 * unknown team or match cannot reach here (its page is a 404, app/_pages/contentPage.tsx).
 */
import { z } from "zod";
import type { ClusterDevice } from "@/domain/sports/clusterFixtures";
import { dayIn, dayRange, shiftDay } from "@/domain/sports/sportDays";
import type { Fixture, MatchLive, MatchPost, MatchPre, SquadPlayer, Standing, Team, TopScorer, Tournament, TournamentRef } from "@/domain/sports/types";
import type { Platform } from "@/screens-schema/types";
import type { SportsData } from "./sportsData";

/** The module block's props for sport (screens-schema's `module` block allows any string, number or boolean). */
export const sportsProps = z.object({
  view: z.enum(["live", "matchday", "by-date", "standings", "top-scorers", "team", "match"]),
  /** The tournament a page shows when its URL names none; else the service's first. */
  tournament: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/).optional(),
  /** How many rows a table or list shows. */
  limit: z.number().int().min(1).max(100).optional(),
  /** The standings' short form: rank, team, played, goal difference and points. */
  compact: z.boolean().optional(),
});

export type SportsProps = z.infer<typeof sportsProps>;

/** Spec 9's clustering device of a platform: native apps are phones here (a tablet cannot be told apart). */
export function clusterDeviceOf(platform: Platform | undefined): ClusterDevice {
  if (platform === "SMART_TV") return "tv";
  return platform === undefined || platform === "WEB" ? "web" : "mobile";
}

export interface TournamentChoice {
  tournaments: Tournament[];
  chosen: Tournament;
}

export class NoTournament extends Error {
  constructor() {
    super("the sports service has no tournament");
    this.name = "NoTournament";
  }
}

export async function chooseTournament(data: SportsData, props: SportsProps): Promise<TournamentChoice> {
  const tournaments = await data.tournaments();
  const byId = (id: string | undefined) => tournaments.find((tournament) => tournament.id === id);
  const chosen = byId(data.query.tournamentId) ?? byId(props.tournament) ?? tournaments[0];
  if (!chosen) throw new NoTournament();
  return { tournaments, chosen };
}

const hourMs = 3_600_000;
const liveWindowHours = { back: 3, ahead: 24 * 4 };
const nextCount = 6;

/** Matches on now, and the next ones to kick off, in every tournament. */
export async function liveMatches(data: SportsData, at: string): Promise<{ live: Fixture[]; next: Fixture[] }> {
  const now = Date.parse(at);
  const fixtures = await data.fixtures({ from: new Date(now - liveWindowHours.back * hourMs).toISOString(), to: new Date(now + liveWindowHours.ahead * hourMs).toISOString() });
  return { live: fixtures.filter((fixture) => fixture.status === "live"), next: fixtures.filter((fixture) => fixture.status === "scheduled").slice(0, nextCount) };
}

export interface MatchdayPage extends TournamentChoice {
  matchday: number;
  matchdayCount: number;
  fixtures: Fixture[];
}

export async function matchdayPage(data: SportsData, props: SportsProps): Promise<MatchdayPage> {
  const choice = await chooseTournament(data, props);
  const calendar = await data.calendar(choice.chosen.id);
  const matchdays = calendar?.matchdays ?? [];
  const asked = matchdays.find((day) => day.number === data.query.matchday);
  const shown = asked ?? matchdays.find((day) => day.number === calendar?.currentMatchday) ?? matchdays[0];
  return { ...choice, matchday: shown?.number ?? choice.chosen.currentMatchday, matchdayCount: matchdays.length, fixtures: shown?.fixtures ?? [] };
}

export interface DatePage {
  /** `YYYY-MM-DD` in the viewer's zone. */
  date: string;
  today: string;
  /** The days the page links to: three before and three after the shown one. */
  days: string[];
  fixtures: Fixture[];
}

export async function datePage(data: SportsData, at: string, timeZone: string): Promise<DatePage> {
  const today = dayIn(at, timeZone);
  const date = data.query.date ?? today;
  const range = dayRange(date, timeZone);
  const filter = { ...range, ...(data.query.tournamentId ? { tournamentId: data.query.tournamentId } : {}) };
  // `to` is inclusive at the service: a kick-off at the next midnight belongs to the next day.
  const inDay = (fixture: Fixture) => fixture.kickOff < range.to;
  const [fixtures, results] = await Promise.all([data.fixtures(filter), data.results(filter)]);
  const all = [...results, ...fixtures].filter(inDay).sort((a, b) => a.kickOff.localeCompare(b.kickOff));
  return { date, today, days: [-3, -2, -1, 0, 1, 2, 3].map((offset) => shiftDay(date, offset)), fixtures: all };
}

export async function standingsPage(data: SportsData, props: SportsProps): Promise<TournamentChoice & { standings: Standing[] }> {
  const choice = await chooseTournament(data, props);
  const ranking = await data.ranking(choice.chosen.id);
  return { ...choice, standings: ranking?.standings ?? [] };
}

export async function scorersPage(data: SportsData, props: SportsProps): Promise<TournamentChoice & { scorers: TopScorer[] }> {
  const choice = await chooseTournament(data, props);
  return { ...choice, scorers: (await data.topScorers(choice.chosen.id, props.limit)) ?? [] };
}

export interface TeamPage {
  team: Team;
  tournament: TournamentRef;
  squad: SquadPlayer[];
  /** The team's last results, newest first, and its next matches. */
  results: Fixture[];
  fixtures: Fixture[];
}

const teamListCount = 5;

export class UnknownSportsItem extends Error {
  constructor(what: string) {
    super(`the sports service does not know ${what}`);
    this.name = "UnknownSportsItem";
  }
}

export async function teamPage(data: SportsData, teamId: string): Promise<TeamPage> {
  const about = await data.about(teamId);
  if (!about) throw new UnknownSportsItem(`team ${teamId}`);
  const plays = (fixture: Fixture) => fixture.home.id === teamId || fixture.away.id === teamId;
  const filter = { tournamentId: about.tournament.id };
  const [squad, results, fixtures] = await Promise.all([data.squad(teamId), data.results(filter), data.fixtures(filter)]);
  return {
    team: about.team,
    tournament: about.tournament,
    squad: squad?.players ?? [],
    results: results.filter(plays).reverse().slice(0, teamListCount),
    fixtures: fixtures.filter(plays).slice(0, teamListCount),
  };
}

export interface MatchPage {
  live: MatchLive;
  lineups?: MatchPre["lineups"];
  /** A finished match's report. */
  post?: MatchPost;
}

export async function matchPage(data: SportsData, fixtureId: string): Promise<MatchPage> {
  const [live, pre] = await Promise.all([data.matchLive(fixtureId), data.matchPre(fixtureId)]);
  if (!live) throw new UnknownSportsItem(`match ${fixtureId}`);
  const post = live.fixture.status === "finished" ? await data.matchPost(fixtureId) : undefined;
  const lineups = post?.lineups ?? pre?.lineups;
  return { live, ...(lineups ? { lineups } : {}), ...(post ? { post } : {}) };
}
