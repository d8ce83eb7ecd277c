/**
 * A small, deterministic sports sample for the views' stories and tests (issue 30 §3): the Jordanian Pro League's
 * six clubs (sampleTeams.ts) on matchday 3, as of 20:22 in Amman on Friday 13 March 2026. Its three fixtures are one
 * finished with an event of every type (Al-Faisaly 3–2 Al-Wehdat, sampleMatch.ts), one live at 67' and one to come;
 * the standings and top scorers are computed from the finished results of matchdays 1 to 3 with the domain's own
 * functions, as the app computes them, so the tables always agree with the results.
 */
import { computeStandings } from "@/domain/sports/standings";
import { computeTopScorers } from "@/domain/sports/topScorers";
import type { MatchResult } from "@/domain/sports/results";
import type { Fixture, Matchday, MatchLive, MatchPost, MatchPre, SquadPlayer, Standing, TeamRef, TopScorer } from "@/domain/sports/types";
import type { Locale } from "@/domain/types";
import type { MatchClock } from "../views/matchText";
import { finishedEvents, finishedFixtureId, finishedLineUps, finishedStats, liveClock, liveEvents, liveFixtureId, scheduledFixtureId } from "./sampleMatch";
import { samplePlayer, samplePlayerIndex, sampleSquadOf } from "./samplePlayers";
import { sampleTeam, sampleTeams, sampleTournamentId, teamRef } from "./sampleTeams";

export { sampleTeam, sampleTeams, sampleTournament } from "./sampleTeams";
export { finishedFixtureId, liveFixtureId, scheduledFixtureId } from "./sampleMatch";

/** The page's moment: 20:22 in Amman (UTC+3), the live match in its 67th minute. */
export const sampleAt = "2026-03-13T17:22:00Z";
export const sampleTimeZone = "Asia/Amman";

function fixtureOf(locale: Locale, id: string, kickOff: string, homeId: string, awayId: string, status: Fixture["status"]): Fixture {
  const home = sampleTeam(locale, homeId);
  return {
    id,
    tournamentId: sampleTournamentId,
    matchday: 3,
    kickOff,
    status,
    home: teamRef(home),
    away: teamRef(sampleTeam(locale, awayId)),
    venue: home.venue,
  };
}

/** Matchday 3: kick-offs at 17:00, 19:00 and 22:00 in Amman; on the web the first two are one group, the third another. */
export function sampleFixtures(locale: Locale): Fixture[] {
  return [
    {
      ...fixtureOf(locale, finishedFixtureId, "2026-03-13T14:00:00Z", "fai", "weh", "finished"),
      score: { home: 3, away: 2 },
      replayContentId: "replay-fai-weh",
    },
    {
      ...fixtureOf(locale, liveFixtureId, "2026-03-13T16:00:00Z", "hus", "ram", "live"),
      score: { home: 1, away: 0 },
      broadcast: { channelId: "ch-2", start: "2026-03-13T15:45:00Z", end: "2026-03-13T18:00:00Z" },
    },
    fixtureOf(locale, scheduledFixtureId, "2026-03-13T19:00:00Z", "sha", "sal", "scheduled"),
  ];
}

export function sampleMatchday(locale: Locale): Matchday {
  return { number: 3, startDate: "2026-03-13T14:00:00Z", endDate: "2026-03-13T19:00:00Z", status: "inProgress", fixtures: sampleFixtures(locale) };
}

/** The minute of each live fixture, as FixtureList's `liveClock` takes it. */
export const sampleLiveClock: Readonly<Record<string, MatchClock>> = { [liveFixtureId]: liveClock };

const goal = (teamId: string, playerId: string, type: "goal" | "penaltyGoal" | "ownGoal" = "goal") => ({ type, teamId, playerId });

/** Matchdays 1 and 2, goals only (what the tables read); matchday 3's finished match comes from its events. */
const earlierResults: readonly MatchResult[] = [
  { fixtureId: "md1-fai-sal", kickOff: "2026-02-27T14:00:00Z", homeTeamId: "fai", awayTeamId: "sal", events: [goal("fai", "fai-9"), goal("fai", "fai-11")] },
  { fixtureId: "md1-weh-hus", kickOff: "2026-02-27T16:00:00Z", homeTeamId: "weh", awayTeamId: "hus", events: [goal("weh", "weh-9"), goal("hus", "hus-9")] },
  { fixtureId: "md1-ram-sha", kickOff: "2026-02-27T18:00:00Z", homeTeamId: "ram", awayTeamId: "sha", events: [goal("sha", "sha-9")] },
  {
    fixtureId: "md2-hus-fai",
    kickOff: "2026-03-06T14:00:00Z",
    homeTeamId: "hus",
    awayTeamId: "fai",
    events: [goal("hus", "hus-9", "penaltyGoal"), goal("fai", "fai-9"), goal("hus", "hus-10")],
  },
  {
    fixtureId: "md2-sal-weh",
    kickOff: "2026-03-06T16:00:00Z",
    homeTeamId: "sal",
    awayTeamId: "weh",
    events: [goal("weh", "weh-9"), goal("weh", "sal-8", "ownGoal"), goal("weh", "weh-11")],
  },
  {
    fixtureId: "md2-sha-ram",
    kickOff: "2026-03-06T18:00:00Z",
    homeTeamId: "sha",
    awayTeamId: "ram",
    events: [goal("sha", "sha-9"), goal("ram", "ram-9"), goal("ram", "ram-9"), goal("sha", "sha-10")],
  },
];

/** Every finished match so far: matchdays 1 and 2, and Al-Faisaly v Al-Wehdat from its events. */
export function sampleResults(locale: Locale): MatchResult[] {
  const finished: MatchResult = {
    fixtureId: finishedFixtureId,
    kickOff: "2026-03-13T14:00:00Z",
    homeTeamId: "fai",
    awayTeamId: "weh",
    events: finishedEvents(locale).map((event) => ({ type: event.type, teamId: event.teamId, ...(event.player ? { playerId: event.player.id } : {}) })),
  };
  return [...earlierResults, finished];
}

function refsById(locale: Locale): Map<string, TeamRef> {
  return new Map(sampleTeams(locale).map((team) => [team.id, teamRef(team)]));
}

/** The table after the finished matches (the live one does not count until it ends). */
export function sampleStandings(locale: Locale): Standing[] {
  const refs = refsById(locale);
  const rows = computeStandings(
    sampleTeams(locale).map((team) => ({ teamId: team.id, name: team.name })),
    sampleResults(locale),
    locale,
  );
  return rows.flatMap(({ teamId, name: _name, ...row }) => {
    const team = refs.get(teamId);
    return team === undefined ? [] : [{ ...row, team }];
  });
}

export function sampleTopScorers(locale: Locale, limit?: number): TopScorer[] {
  const refs = refsById(locale);
  const players = samplePlayerIndex(locale);
  const playerOf = (playerId: string) => {
    const found = players.get(playerId);
    return found === undefined ? undefined : { playerId, teamId: found.teamId, name: found.player.name };
  };
  return computeTopScorers(sampleResults(locale), playerOf, locale, limit).flatMap((row) => {
    const team = refs.get(row.teamId);
    return team === undefined ? [] : [{ rank: row.rank, player: samplePlayer(locale, row.playerId), team, goals: row.goals, penaltyGoals: row.penaltyGoals }];
  });
}

/** Al-Faisaly's squad. */
export function sampleSquad(locale: Locale): SquadPlayer[] {
  return sampleSquadOf(locale, "fai");
}

function fixture(locale: Locale, id: string): Fixture {
  const found = sampleFixtures(locale).find((candidate) => candidate.id === id);
  if (found === undefined) throw new Error(`sample: no fixture ${id}`);
  return found;
}

export function sampleMatchPost(locale: Locale): MatchPost {
  return {
    fixture: fixture(locale, finishedFixtureId),
    halfTime: { home: 2, away: 1 },
    fullTime: { home: 3, away: 2 },
    events: finishedEvents(locale),
    stats: finishedStats,
    attendance: 15_230,
    lineups: finishedLineUps(locale),
  };
}

export function sampleMatchLive(locale: Locale): MatchLive {
  return { fixture: fixture(locale, liveFixtureId), phase: "secondHalf", clock: liveClock, events: liveEvents(locale), asOf: sampleAt };
}

export function sampleMatchPre(locale: Locale): MatchPre {
  return { fixture: fixture(locale, scheduledFixtureId) };
}

/** The href builders the views take, as the sports pages would build them. */
export function sampleLinks(locale: Locale): { teamHref: (team: TeamRef) => string; matchHref: (fixture: Fixture) => string } {
  return {
    teamHref: (team) => `/${locale}/sports/teams/${encodeURIComponent(team.id)}`,
    matchHref: (match) => `/${locale}/sports/matches/${encodeURIComponent(match.id)}`,
  };
}
