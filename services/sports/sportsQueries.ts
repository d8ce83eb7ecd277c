/**
 * The sports data as of a moment (the request's `now`; tests fix it): each fixture's kick-off and state, the events
 * the clock has passed, the finished matches as results, the current matchday. The computed tables (standings, top
 * scorers, statistics) are domain/sports' pure functions over `resultsOf`.
 */
import type { MatchResult } from "@/domain/sports/results";
import type { MatchdayStatus } from "@/domain/sports/types";
import { eventOffsetMs, kickOffAt, matchLengthMinutes, type MatchState, matchStateAt, minuteMs, paceOf } from "./seasonClock";
import type { Fixture, SportsStore, StoredEvent } from "./sportsStore";

export interface FixtureAt {
  fixture: Fixture;
  /** ms since the epoch. */
  kickOff: number;
  /** The final whistle, ms since the epoch. */
  end: number;
  state: MatchState;
  /** The events the clock has passed, in match order: none before kick-off, all once finished. */
  events: StoredEvent[];
}

/** The state and events on the match's own clock (a sped-up showcase's; else the wall's), the times on the wall's. */
export function fixtureAt(store: SportsStore, fixture: Fixture, now: number): FixtureAt {
  const pace = paceOf(fixture, store.clock);
  const matchNow = pace.toMatch(now);
  const kickOff = kickOffAt(fixture, store.clock, matchNow);
  const state = matchStateAt(fixture, kickOff, matchNow);
  const events =
    state.status === "finished"
      ? fixture.events
      : state.status === "scheduled"
        ? []
        : fixture.events.filter((event) => kickOff + eventOffsetMs(event, fixture.firstHalfAdded) <= matchNow);
  return { fixture, kickOff: pace.toWall(kickOff), end: pace.toWall(kickOff + matchLengthMinutes(fixture) * minuteMs), state, events };
}

/** A tournament's fixtures as of `now`, by kick-off. */
export function fixturesAt(store: SportsStore, tournamentId: string, now: number): FixtureAt[] {
  return store
    .fixturesOf(tournamentId)
    .map((fixture) => fixtureAt(store, fixture, now))
    .sort((a, b) => a.kickOff - b.kickOff || a.fixture.id.localeCompare(b.fixture.id));
}

export function asResult(at: FixtureAt): MatchResult {
  return {
    fixtureId: at.fixture.id,
    kickOff: new Date(at.kickOff).toISOString(),
    homeTeamId: at.fixture.homeTeamId,
    awayTeamId: at.fixture.awayTeamId,
    events: at.events.map((event) => ({ type: event.type, teamId: event.teamId, ...(event.playerId === undefined ? {} : { playerId: event.playerId }) })),
  };
}

/** The finished matches of a tournament as of `now`: what the tables are computed from. */
export function resultsOf(store: SportsStore, tournamentId: string, now: number): MatchResult[] {
  return fixturesAt(store, tournamentId, now)
    .filter((at) => at.state.status === "finished")
    .map(asResult);
}

export function matchdayStatus(fixtures: readonly FixtureAt[]): MatchdayStatus {
  if (fixtures.every((at) => at.state.status === "finished")) return "played";
  if (fixtures.every((at) => at.state.status === "scheduled")) return "upcoming";
  return "inProgress";
}

export function matchdayCount(store: SportsStore, tournamentId: string): number {
  return Math.max(0, ...store.fixturesOf(tournamentId).map((fixture) => fixture.matchday));
}

/** The first matchday not entirely played; the last one once the season is over. */
export function currentMatchday(fixtures: readonly FixtureAt[]): number {
  const open = fixtures.filter((at) => at.state.status !== "finished").map((at) => at.fixture.matchday);
  return open.length > 0 ? Math.min(...open) : Math.max(0, ...fixtures.map((at) => at.fixture.matchday));
}
