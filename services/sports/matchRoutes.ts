/**
 * Spec 7 Sports `match`: before (`pre`: the fixture and, from an hour before kick-off, the line-ups), during (`live`,
 * the "live static" snapshot a page polls: score, minute, phase and the events the clock has passed) and after
 * (`post`: final and half-time score, the whole timeline, the match statistics; 409 until the final whistle).
 */
import { jsonReply } from "../http/reply";
import type { Route, RouteRequest } from "../http/router";
import { scoreOf } from "@/domain/sports/results";
import { sendingOffEventTypes } from "@/domain/sports/matchEvents";
import { minuteMs } from "./seasonClock";
import { fixtureOr404, notFinished, sportsCall, type SportsDeps, sportsRoute } from "./sportsHttp";
import { type FixtureAt, fixtureAt } from "./sportsQueries";
import type { StoredStats } from "./sportsStore";

/** Line-ups are announced this long before kick-off. */
export const lineupsBeforeKickOffMinutes = 60;

function matchStats(at: FixtureAt, teamId: string, stored: StoredStats) {
  const own = at.events.filter((event) => event.teamId === teamId);
  return {
    ...stored,
    yellowCards: own.filter((event) => event.type === "yellowCard").length,
    redCards: own.filter((event) => sendingOffEventTypes.has(event.type)).length,
  };
}

export function createMatchRoutes(deps: SportsDeps): Route[] {
  const { store } = deps;
  const load = (request: RouteRequest) => {
    const call = sportsCall(deps, request);
    return { call, at: fixtureAt(store, fixtureOr404(store, request.params.fixtureId ?? ""), call.now) };
  };
  return [
    sportsRoute("/match/:fixtureId/pre", (request) => {
      const { call, at } = load(request);
      const announced = call.now >= at.kickOff - lineupsBeforeKickOffMinutes * minuteMs;
      return jsonReply({ fixture: call.wire.fixture(at), lineups: announced ? call.wire.lineups(at) : null });
    }),
    sportsRoute("/match/:fixtureId/live", (request) => {
      const { call, at } = load(request);
      return jsonReply({
        fixture: call.wire.fixture(at),
        phase: at.state.phase ?? null,
        clock: at.state.clock ?? null,
        events: call.wire.events(at),
        asOf: new Date(call.now).toISOString(),
      });
    }),
    sportsRoute("/match/:fixtureId/post", (request) => {
      const { call, at } = load(request);
      if (at.state.status !== "finished") throw notFinished(at.fixture.id);
      const { fixture } = at;
      const firstHalf = at.events.filter((event) => event.period === 1);
      return jsonReply({
        fixture: call.wire.fixture(at),
        halfTime: scoreOf({ homeTeamId: fixture.homeTeamId, awayTeamId: fixture.awayTeamId, events: firstHalf }),
        fullTime: scoreOf({ homeTeamId: fixture.homeTeamId, awayTeamId: fixture.awayTeamId, events: at.events }),
        events: call.wire.events(at),
        stats: { home: matchStats(at, fixture.homeTeamId, fixture.stats.home), away: matchStats(at, fixture.awayTeamId, fixture.stats.away) },
        attendance: fixture.attendance,
        lineups: call.wire.lineups(at),
      });
    }),
  ];
}
